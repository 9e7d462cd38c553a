import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CASE_PATHS, ORGANIZATION_HEADER, type TDecision } from '@workbench/contracts';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { addMember, createOrganization } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

const PERSONAL = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';
const ID = 'offl. § 26 femte ledd';

const theCase = {
  reference: '2026/0042',
  requester: 'Ола Журналистов',
  date: '2026-11-30',
  language: 'nn',
  code_set: 'offentleglova',
  documents: [
    {
      name: 'vedtak.pdf',
      pages: 3,
      marks: [
        { page: 1, code: PERSONAL, justification: 'Namnet til søkjaren' },
        { page: 1, code: ID },
        { page: 3, code: PERSONAL },
      ],
    },
    { name: 'brev.pdf', pages: 1, marks: [] },
    {
      name: 'notat.pdf',
      pages: 2,
      withheld: true,
      marks: [{ page: 1, code: 'offl. § 14 første ledd' }],
    },
  ],
};

function file(decision: TDecision, name: string): Buffer {
  const found = decision.files.find((entry) => entry.name === name);
  expect(found, name).toBeDefined();
  return Buffer.from(found!.base64, 'base64');
}

function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'decision-'));
  try {
    writeFileSync(path.join(folder, 'in.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(folder, 'in.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.each(databaseTargets())('a case’s decision on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('drafts the letter and the schedule from marks and codes, as DOCX, PDF and CSV', async () => {
    const { client } = await newSignedInUser(testApp.app, 'caseworker');
    const response = await client.post(CASE_PATHS.decision, { case: theCase });
    expect(response.statusCode, response.body).toBe(200);
    const decision = response.json<{ data: TDecision }>().data;
    expect(decision.files.map((entry) => entry.name)).toEqual([
      'decision.docx',
      'decision.pdf',
      'schedule.csv',
      'schedule.docx',
      'schedule.pdf',
    ]);

    // The letter, read by a DOCX reader that is not ours.
    const { value: letter } = await mammoth.extractRawText({
      buffer: file(decision, 'decision.docx'),
    });
    expect(letter).toContain('Svar på innsynskrav – 2026/0042');
    expect(letter).toContain('Ола Журналистов');
    expect(letter).toContain(
      `${PERSONAL} (Taushetsplikt: noens personlige forhold): vedtak.pdf, sidene 1, 3`,
    );
    expect(letter).toContain(`${ID} (Fødselsnummer og lignende nummer): vedtak.pdf, side 1`);
    expect(letter).toContain('notat.pdf, heile dokumentet');
    expect(letter).toContain('Klagefristen er tre veker');

    // The schedule's rows are the marks counted per document, page and code.
    expect(decision.schedule.map((row) => [row.document, row.page, row.code, row.count])).toEqual([
      ['vedtak.pdf', 1, PERSONAL, 1],
      ['vedtak.pdf', 1, ID, 1],
      ['vedtak.pdf', 3, PERSONAL, 1],
      ['notat.pdf', null, 'offl. § 14 første ledd', 1],
    ]);
    const csv = file(decision, 'schedule.csv').toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFDokument,Side,Heimel,Føresegn,Tal,Grunngjeving');
    expect(csv).toContain('Namnet til søkjaren');
    const { value: schedule } = await mammoth.extractRawText({
      buffer: file(decision, 'schedule.docx'),
    });
    expect(schedule).toContain('Unntaksliste – 2026/0042');
    expect(schedule).toContain('heile (2 sider)');

    if (hasPdftotext) {
      const printed = pdfText(file(decision, 'decision.pdf')).replace(/\s+/g, ' ');
      expect(printed).toContain('Svar på innsynskrav – 2026/0042');
      expect(printed).toContain('vedtak.pdf, sidene 1, 3');
      expect(printed).toContain('Klagefristen er tre veker');
      expect(pdfText(file(decision, 'schedule.pdf'))).toContain('Namnet til søkjaren');
    }
  });

  it("uses the organization's template in the next letter; members read it, managers change it", async () => {
    const owner = await newSignedInUser(testApp.app, 'caseowner');
    const member = await newSignedInUser(testApp.app, 'casemember');
    const organization = await createOrganization(owner.client, 'Eksempel kommune');
    await addMember(owner.client, organization.org_id, 'casemember', 'member');
    const inOrganization = { headers: { [ORGANIZATION_HEADER]: organization.org_id } };

    const template = {
      organization: 'Eksempel kommune',
      address: 'Postboks 7\n5020 Bergen',
      signature: 'Med helsing\nKari Sakshandsamar',
      appeal_body: 'Statsforvaltaren i Vestland',
    };
    const saved = await owner.client.put(CASE_PATHS.letterTemplate, template, inOrganization);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ owner: 'organization', editable: true });

    const read = await member.client.get(CASE_PATHS.letterTemplate, inOrganization);
    expect(read.json().data).toMatchObject({ template, editable: false });
    const refused = await member.client.put(CASE_PATHS.letterTemplate, template, inOrganization);
    expect(refused.statusCode).toBe(403);

    const drafted = await member.client.post(
      CASE_PATHS.decision,
      { case: theCase },
      inOrganization,
    );
    expect(drafted.statusCode, drafted.body).toBe(200);
    const decision = drafted.json<{ data: TDecision }>().data;
    expect(decision.letter.sender).toEqual(['Eksempel kommune', 'Postboks 7', '5020 Bergen']);
    const { value: letter } = await mammoth.extractRawText({
      buffer: file(decision, 'decision.docx'),
    });
    expect(letter).toContain('vidare til Statsforvaltaren i Vestland');
    expect(letter).toContain('Kari Sakshandsamar');

    // Outside the organization, the member writes with their own (empty) template.
    const own = await member.client.post(CASE_PATHS.decision, { case: theCase });
    expect(own.json<{ data: TDecision }>().data.letter.sender).toEqual([]);
    // A stranger is told the organization does not exist.
    const stranger = await newSignedInUser(testApp.app, 'casestranger');
    expect((await stranger.client.get(CASE_PATHS.letterTemplate, inOrganization)).statusCode).toBe(
      404,
    );
  });

  it('refuses a placeholder not on the list, markup, and a malformed case with 400', async () => {
    const { client } = await newSignedInUser(testApp.app, 'casehacker');
    const unknown = await client.put(CASE_PATHS.letterTemplate, { opening: 'Hei {{password}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Unknown placeholder \{\{password\}\}/);
    const markup = await client.put(CASE_PATHS.letterTemplate, {
      closing: '<img src=x onerror=alert(1)>',
    });
    expect(markup.statusCode).toBe(400);
    const bad = [
      { case: { ...theCase, date: 'tomorrow' } },
      {
        case: {
          ...theCase,
          documents: [{ name: 'a.pdf', pages: 1, marks: [{ page: 2, code: null }] }],
        },
      },
      { case: { ...theCase, code_set: 'gdpr' } },
      { case: theCase, template: { opening: '{{reference}' } },
      { case: 'not a case' },
    ];
    for (const body of bad) {
      const response = await client.post(CASE_PATHS.decision, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get(CASE_PATHS.letterTemplate)).json().data.template.opening).toBe('');
  });

  it('asks for a signed-in caller', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: CASE_PATHS.letterTemplate });
    expect(response.statusCode).toBe(401);
  });
});
