import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

const PATH = '/api/templates';
const box = (entity_type = 'MANUAL', code?: string) => ({
  x0: 0.1,
  y0: 0.2,
  x1: 0.4,
  y1: 0.23,
  entity_type,
  ...(code && { code }),
});
const page = (number: number, boxes = [box()]) => ({
  page: number,
  width: 612,
  height: 792,
  rotation: 0,
  boxes,
  anchors: [{ text: 'Signature', box: { x0: 0.1, y0: 0.25, x1: 0.2, y1: 0.27 } }],
});
const template = (name: string, pages = [page(1)]) => ({ name, pages });

describe.each(databaseTargets())('redaction templates on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string) => signedInUser(testApp, name, false);

  it('saves, lists by name, reads, renames and deletes a template', async () => {
    const client = await signedIn('templater');
    const pages = [page(1, [box('PERSON', 'offl. § 13'), box()]), page(2)];
    const created = await client.post(PATH, template(' Søknad kontantstøtte ', pages));
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({ name: 'Søknad kontantstøtte', page_count: 2, box_count: 3 });
    expect(saved.pages).toEqual(pages);
    await client.post(PATH, template('attest'));

    const list = await client.get(PATH);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { name: string }) => item.name)).toEqual([
      'attest',
      'Søknad kontantstøtte',
    ]);
    expect(list.json().data[1]).not.toHaveProperty('pages');
    expect((await client.get(`${PATH}/${saved.id}`)).json()).toEqual({
      success: true,
      data: saved,
    });

    const renamed = await client.patch(`${PATH}/${saved.id}`, { name: 'Kontantstøtte' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Kontantstøtte', pages, box_count: 3 });
    expect(renamed.json().data.updated_at >= saved.updated_at).toBe(true);
    const repaged = await client.patch(`${PATH}/${saved.id}`, { pages: [page(3)] });
    expect(repaged.json().data).toMatchObject({ name: 'Kontantstøtte', page_count: 1 });

    expect((await client.delete(`${PATH}/${saved.id}`)).json()).toEqual({
      success: true,
      data: null,
    });
    for (const response of [
      await client.get(`${PATH}/${saved.id}`),
      await client.patch(`${PATH}/${saved.id}`, { name: 'x' }),
      await client.delete(`${PATH}/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Template not found' });
    }
    expect((await client.get(PATH)).json().data).toHaveLength(1);
  });

  it('keeps names unique per user whatever their case, and says which name is taken', async () => {
    const client = await signedIn('uniquenames');
    const other = await signedIn('othernames');
    expect((await client.post(PATH, template('Form 1040'))).statusCode).toBe(201);
    const second = (await client.post(PATH, template('Schedule B'))).json().data;
    const again = await client.post(PATH, template('FORM 1040'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: 'You already have a template named “FORM 1040”',
    });
    const rename = await client.patch(`${PATH}/${second.id}`, { name: 'form 1040' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe('You already have a template named “form 1040”');
    // Another user may use the same name.
    expect((await other.post(PATH, template('Form 1040'))).statusCode).toBe(201);
  });

  it('refuses bad templates with the schema message', async () => {
    const client = await signedIn('badtemplates');
    const cases: [unknown, string][] = [
      [template(''), 'Give the template a name'],
      [template('x'.repeat(101)), 'A template name must be at most 100 characters'],
      [template('none', []), 'A template needs at least one page'],
      [
        template('box', [page(1, [{ ...box(), x1: 2 }])]),
        'Template boxes are fractions of the page, from 0 to 1',
      ],
      [
        template('many', [page(1, Array(TEMPLATE_LIMITS.boxes + 1).fill(box()))]),
        'A template can hold at most 500 boxes',
      ],
      [template('twice', [page(1), page(1)]), 'Each page of a template may be given once'],
      // PostgreSQL cannot store a NUL in text: a 400 that says so, not a 500 (issue 63).
      [template('Form\u00001040'), TEMPLATE_MESSAGES.nameControl],
      [template('type', [page(1, [box('PER\u0000SON')])]), TEMPLATE_MESSAGES.entityTypeControl],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(PATH, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const empty = await client.patch(`${PATH}/1`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Give a new name or new pages');
    expect((await client.get(`${PATH}/abc`)).statusCode).toBe(400);
    expect((await client.get(PATH)).json().data).toEqual([]);
  });

  it(`keeps at most ${TEMPLATE_LIMITS.templatesPerUser} templates a user, even saved at once`, async () => {
    const client = await signedIn('hoarder');
    const all = await Promise.all(
      Array.from({ length: TEMPLATE_LIMITS.templatesPerUser + 3 }, (_, index) =>
        client.post(PATH, template(`Form ${index}`)),
      ),
    );
    const codes = all.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(TEMPLATE_LIMITS.templatesPerUser);
    const refused = all.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().error.message).toBe(
      'You have 100 templates, the most one account may keep; delete one first',
    );
    expect((await client.get(PATH)).json().data).toHaveLength(TEMPLATE_LIMITS.templatesPerUser);
  });

  it("answers 404 for another user's template and leaves it alone", async () => {
    const alice = await signedIn('alicetemplates');
    const bob = await signedIn('bobtemplates');
    const saved = (await alice.post(PATH, template('Private form'))).json().data;
    for (const response of [
      await bob.get(`${PATH}/${saved.id}`),
      await bob.patch(`${PATH}/${saved.id}`, { name: 'Taken over' }),
      await bob.delete(`${PATH}/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Template not found');
    }
    expect((await bob.get(PATH)).json().data).toEqual([]);
    expect((await alice.get(`${PATH}/${saved.id}`)).json().data).toEqual(saved);
  });

  it('refuses every template call to a visitor, before looking at the body', async () => {
    const visitor = createApiClient(testApp.app);
    for (const response of [
      await visitor.get(PATH),
      await visitor.post(PATH, template('x')),
      await visitor.post(PATH, {}),
      await visitor.get(`${PATH}/1`),
      await visitor.patch(`${PATH}/1`, { name: 'x' }),
      await visitor.delete(`${PATH}/1`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});
