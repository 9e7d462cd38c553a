import { describe, expect, it } from 'vitest';
import { makeFodselsnummer } from './fast/synthetic-ids.test-helper';
import { CHUNK_CHARS, createFastEngine, withLabelledNames } from './fast-engine';

const engine = createFastEngine();
const TYPES = ['EMAIL_ADDRESS', 'NO_FODSELSNUMMER'];

/** One line with an e-mail address and a fødselsnummer; `n` makes each line different. */
function line(n: number): string {
  const day = String((n % 28) + 1).padStart(2, '0');
  return `Sak ${n}: fødselsnummer ${makeFodselsnummer(`${day}0765`, n % 400)} e-post saksbehandler${n}@nav.no\n`;
}

describe('fast engine on long text', () => {
  it('finds every entity of a text many pieces long exactly once, at its place in the text', async () => {
    const lines = Array.from({ length: 900 }, (_, n) => line(n));
    const text = lines.join('');
    expect(text.length).toBeGreaterThan(3 * CHUNK_CHARS);
    const expected = [];
    let offset = 0;
    for (const one of lines) {
      for (const span of await engine.detect({ text: one, entities: TYPES })) {
        expected.push({ type: span.entity_type, start: offset + span.start, text: span.text });
      }
      offset += one.length;
    }
    const found = await engine.detect({ text, entities: TYPES });
    expect(
      found.map((span) => ({ type: span.entity_type, start: span.start, text: span.text })),
    ).toEqual(expected);
    for (const span of found) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('lets other work run between the pieces of a long text', async () => {
    const text = Array.from({ length: 900 }, (_, n) => line(n)).join('');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    await engine.detect({ text, entities: TYPES });
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
  });

  it('stops between pieces when its signal aborts', async () => {
    const text = Array.from({ length: 900 }, (_, n) => line(n)).join('');
    const controller = new AbortController();
    const detecting = engine.detect({ text, entities: TYPES, signal: controller.signal });
    controller.abort();
    await expect(detecting).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fast engine: names a form label names', () => {
  const people = async (text: string) =>
    (await engine.detect({ text, entities: ['PERSON'] }))
      .filter((span) => span.entity_type === 'PERSON')
      .map((span) => `${span.text}|${span.score}`);

  const FORM = 'Barn du søker kontantstøtte for\nNavn\nJakob\nFødselsdato';

  it('takes the label over the tagger’s doubt about the same words, once', () => {
    const start = FORM.indexOf('Jakob');
    const doubt = { start, end: start + 5, text: 'Jakob', entity_type: 'PERSON', score: 0.24 };
    const names = withLabelledNames(FORM, undefined, [], [{ ...doubt, engine: 'fast' }]);
    expect(names.map((span) => `${span.text}|${span.score}`)).toEqual(['Jakob|0.75']);
  });

  it('finds the name under a form label once, however sure the tagger is', async () => {
    const found = await people(FORM);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Jakob\|0\.(7[5-9]|[89])/);
  });

  it('takes a name a label asks for as a person’s, whatever kind of name the tagger took it for', () => {
    const form = 'Søker 1 etternavn og fornavn\nTest Testesen\nAdresse';
    const start = form.indexOf('Test');
    const tagged = { start, end: start + 13, text: 'Test Testesen', engine: 'fast' as const };
    const asOrganisation = { ...tagged, entity_type: 'ORGANIZATION', score: 0.79 };
    const names = withLabelledNames(form, undefined, [], [asOrganisation]);
    expect(names.map((span) => `${span.text}|${span.entity_type}|${span.basis?.label}`)).toEqual([
      'Test Testesen|PERSON|Søker 1 etternavn og fornavn',
    ]);
    // A role names a company as often as a person: there the tagger's surer reading stands.
    const order = 'Kunde:\nTest Testesen';
    const at = order.indexOf('Test');
    const company = { ...asOrganisation, start: at, end: at + 13, score: 0.9 };
    expect(
      withLabelledNames(order, undefined, [], [company]).map((span) => span.entity_type),
    ).toEqual(['ORGANIZATION']);
  });

  it('takes a company under a name label for a company, not a person', () => {
    const text = 'Käufer\nName:\nKunden AG Mitte\nAnschrift:';
    const names = withLabelledNames(text, undefined, [], []);
    expect(names.map((span) => `${span.text}|${span.entity_type}`)).toEqual([
      'Kunden AG Mitte|ORGANIZATION',
    ]);
  });

  it('reports a name both found once, with the surer score', async () => {
    const found = await people('Navn: Kari Nordmann\nFødselsdato: 01.01.1990');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Kari Nordmann\|0\.(8[5-9]|9)/);
  });
});

describe('the line over a postal address', () => {
  const people = async (text: string) =>
    (await engine.detect({ text, entities: ['PERSON', 'ADDRESS', 'ORGANIZATION'] }))
      .filter((span) => span.entity_type === 'PERSON')
      .map((span) => `${span.text}|${span.score}`);

  it('is its holder’s name when the tagger found a name there, however unsure', async () => {
    const slip = 'Zahlbar durch\nPeter Muster\nMusterstrasse 1\n1234 Musterstadt\n';
    expect(await people(slip)).toEqual(['Peter Muster|0.75']);
  });

  it('is a person’s the tagger left when it starts with a known first name', async () => {
    const statement = 'Jane Customer\n1234 Anywhere Dr.\nSmall Town, MO 12345-6789\n';
    expect(await people(statement)).toEqual(['Jane Customer|0.7']);
  });

  it('is a person’s the tagger left when the letter is sure of its surname elsewhere', async () => {
    const letter =
      'Test Testsen\nStrandvej 4\n9999 Vejstrand\nKære Hr. Testsen,\nVedhæftet finder De';
    expect(await people(letter)).toContain('Test Testsen|0.7');
    const alone = 'Test Testsen\nStrandvej 4\n9999 Vejstrand\nVedhæftet finder De et billede.';
    expect((await people(alone)).some((found) => found.startsWith('Test Testsen'))).toBe(false);
  });

  it('is no one’s when it names a company', async () => {
    const slip = 'Zahlbar durch\nMuster Bau AG\nMusterstrasse 1\n1234 Musterstadt\n';
    expect((await people(slip)).every((found) => !found.startsWith('Muster Bau'))).toBe(true);
  });
});

describe('the line under a person’s name', () => {
  const addresses = async (text: string) =>
    (await engine.detect({ text, entities: ['PERSON', 'ADDRESS'] }))
      .filter((span) => span.entity_type === 'ADDRESS' && span.score >= 0.5)
      .map((span) => span.text);

  it('is that person’s street when its own words leave it doubtful ("Via …")', async () => {
    const invoice = 'data: 29/03/2021\nMario Rossi\nVia Torino 40\nP.IVA/CF:\n';
    expect(await addresses(invoice)).toEqual(['Via Torino 40']);
  });

  it('is no street by that alone when the line above names no person', async () => {
    const invoice = 'Spett.le In Medias Res\nVia Libertà 100\nP.IVA/CF:\n';
    expect(await addresses(invoice)).toEqual([]);
  });
});

describe('a salutation', () => {
  it('names no one: "Sehr geehrte Damen und Herren", "Ladies and Gentlemen"', async () => {
    for (const text of [
      'Sehr geehrte Damen und Herren,\nich bedanke mich für die gute Zusammenarbeit.',
      'Dear Sir or Madam,\nplease find the invoice attached.',
      'Ladies and Gentlemen,\nwe write to you about your account.',
    ]) {
      const found = await engine.detect({ text, entities: ['PERSON'] });
      expect(found.filter((span) => span.score >= 0.5).map((span) => span.text)).toEqual([]);
    }
  });
});

describe('a person an address is in care of', () => {
  const found = async (text: string) =>
    (await engine.detect({ text, entities: ['PERSON', 'ADDRESS', 'ORGANIZATION'] }))
      .filter((span) => span.score >= 0.5)
      .map((span) => `${span.entity_type} ${span.text.replaceAll('\n', '⏎')}`);

  it('is named apart from the address, which may be a company’s', async () => {
    expect(
      await found('famoser GmbH\nc/o Florian Moser\nOchsengasse 66\n4123 Allschwil'),
    ).toContain('PERSON Florian Moser');
  });

  it('is no person when the address is in care of a company', async () => {
    const spans = await found('Kari Nordmann\nc/o Regus AS\nStorgata 5\n0150 Oslo');
    expect(spans.filter((span) => span.startsWith('PERSON'))).toEqual(['PERSON Kari Nordmann']);
  });
});
