import { describe, expect, it } from 'vitest';
import { loadNerTagger, tagNames } from './index';
import { isHardBreak } from './line-breaks';
import { isOnlyLabelWords } from './not-names';
import { tokenize } from './tokenize';

const ALL = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** The spans found, as "text|TYPE", for readable assertions. */
function found(text: string, entities: ReadonlySet<string> = ALL): string[] {
  return tagNames(text, entities).map((span) => `${span.text}|${span.entity_type}`);
}

// None of these sentences is in the training data or the templates.
describe('tagNames with the committed model', () => {
  it('finds a person, a place and a company in Norwegian', () => {
    expect(found('Kari Nordmann bor i Bergen og jobber i Equinor ASA.')).toEqual([
      'Kari Nordmann|PERSON',
      'Bergen|LOCATION',
      'Equinor ASA|ORGANIZATION',
    ]);
  });

  it('finds the name after a title and the city in an English letter', () => {
    expect(
      found('Dear Mr. John Smith, your appointment in Manchester has moved to Thursday.'),
    ).toEqual(['John Smith|PERSON', 'Manchester|LOCATION']);
  });

  it('handles initials, hyphens, possessives and line breaks', () => {
    const text =
      "The foreword is by J. R. R. Tolkien.\nAnne-Lise Ødegård's car was found\nnear Lillehammer.";
    const spans = found(text);
    expect(spans).toContain('J. R. R. Tolkien|PERSON');
    expect(spans).toContain('Anne-Lise Ødegård|PERSON');
    expect(spans).toContain('Lillehammer|LOCATION');
  });

  it('reads no name in a letter-spaced heading, and keeps three initials without points', () => {
    expect(found('W A R E N R E C H N U N G Seite 1\nBeleg-Nr. 471102').join()).not.toContain(
      'Seite',
    );
    expect(found('The foreword is by J R R Tolkien.')).toContain('J R R Tolkien|PERSON');
  });

  it('finds names in Nynorsk and names written in capitals', () => {
    expect(found('Ho heiter Ingrid og bur i Hallingdal saman med Torbjørn.')).toEqual([
      'Ingrid|PERSON',
      'Hallingdal|LOCATION',
      'Torbjørn|PERSON',
    ]);
    expect(found('MEMORANDUM TO: JAMES WHITAKER')).toContain('JAMES WHITAKER|PERSON');
  });

  it('never reports a lone pronoun, however it is capitalised', () => {
    // From a real form (the corpus' kontantstøtte application), where the tagger took "Jeg" for a name.
    const form =
      'Opplysningene jeg har oppgitt er riktige, og jeg har ikke holdt tilbake opplysninger\n' +
      'kontantstøtte\nJeg bekrefter at jeg har lest og forstått mine plikter.';
    expect(found(form)).toEqual([]);
  });

  it('finds nothing in a sentence without names', () => {
    expect(found('We regret to inform you that your application has been declined.')).toEqual([]);
    expect(found('Vedtaket kan påklages innen tre uker etter at det er mottatt.')).toEqual([]);
  });

  it('returns exact offsets, fast-engine spans and scores in 0..1', () => {
    const text = '  Angela Merkel met\nEmmanuel Macron in Berlin.';
    const spans = tagNames(text, ALL);
    expect(spans.length).toBe(3);
    for (const span of spans) {
      expect(text.slice(span.start, span.end)).toBe(span.text);
      expect(span.engine).toBe('fast');
      expect(span.score).toBeGreaterThan(0.5);
      expect(span.score).toBeLessThanOrEqual(1);
    }
  });

  it('returns only the requested types', () => {
    const text = 'Kari Nordmann bor i Bergen og jobber i Equinor ASA.';
    expect(found(text, new Set(['LOCATION']))).toEqual(['Bergen|LOCATION']);
    expect(tagNames(text, new Set(['EMAIL_ADDRESS']))).toEqual([]);
    expect(tagNames('', ALL)).toEqual([]);
  });
});

describe('a tagger that has seen other pages', () => {
  // Two fresh taggers need a host that reads the model files at once (Node's); a browser's host
  // loads one tagger, shared (engine-browser project).
  const isBrowser = 'document' in globalThis;
  it.skipIf(isBrowser)('scores a page exactly as a fresh tagger does', () => {
    const text = 'Kari Nordmann bor i Bergen. Dear Mr. John Smith, see you in Manchester.';
    const fresh = loadNerTagger().tag(text);
    const used = loadNerTagger();
    used.tag('Bergen Nordmann Kari Smith og John i Manchester, Equinor ASA. '.repeat(20));
    expect(used.tag(text)).toEqual(fresh);
  });
});

describe('what the tagger never reports', () => {
  it('no name runs from a short form line into the label below it', () => {
    const spans = found('Barn du søker kontantstøtte for\nNavn\nJakob\nFødselsdato\n12.12.2018');
    expect(spans.some((span) => span.includes('\n'))).toBe(false);
    expect(found('Full Stack Developer\nalex\n\nKari Nordmann').some((s) => s.includes('\n'))).toBe(
      false,
    );
  });

  it('keeps a name whole where running text wraps inside a sentence', () => {
    const text =
      'Vedtaket ble sendt til søkeren, som etter det vi kjenner til heter Kari\nNordmann og bor i Bergen sammen med to barn.';
    expect(found(text)).toContain('Kari\nNordmann|PERSON');
  });

  it('reports no lone letters: variables and grades name no one', () => {
    expect(found('Let U be open in X and F continuous, so F(U) is open. Grade: B')).toEqual([]);
  });

  it('leaves a sentence word out of the front of a name', () => {
    expect(found('As Murphy lay dying, the police came.')).toEqual(['Murphy|PERSON']);
    expect(found('Og Kari Hansen kom.')).toEqual(['Kari Hansen|PERSON']);
    expect(found('I. Hansen signed.')).toEqual(['I. Hansen|PERSON']);
  });

  it('leaves a person’s title out of the name', () => {
    expect(found('President Bush met Dr. Eriksen.')).toEqual(['Bush|PERSON', 'Eriksen|PERSON']);
  });

  it('reads "Bill to" as an invoice label, not a name', () => {
    expect(found('Bill to: Kari Nordmann')).toEqual(['Kari Nordmann|PERSON']);
    expect(found('Ship to\nOla Hansen')).toEqual(['Ola Hansen|PERSON']);
    expect(found('I gave it to Bill Gates.')).toEqual(['Bill Gates|PERSON']);
  });

  it('reads the words before an amount at a line’s start as a label, unless a given name opens them', () => {
    const people = (text: string) => found(text).filter((one) => one.endsWith('|PERSON'));
    expect(people('Imposto de Renda: R$ 99.99\nImposto de Renda: 1.200,00')).toEqual([]);
    expect(found('Kari Nordmann: kr 500')).toEqual(['Kari Nordmann|PERSON']);
    expect(found('Betalt til Kari Nordmann: kr 500')).toEqual(['Kari Nordmann|PERSON']);
  });

  it('reads a German imperative with its formal "Sie" as a phrase, not a name', () => {
    const persons = (text: string) =>
      tagNames(text, new Set(['PERSON']))
        .filter((span) => span.score >= 0.5)
        .map((span) => span.text);
    expect(persons('Lösen Sie bitte den Gutschein bis zum 31. Mai ein.')).toEqual([]);
    expect(persons('Geben Sie das Schadenereignis innerhalb von 14 Tagen an.')).toEqual([]);
    expect(persons('Haben Sie Fragen? Rufen Sie uns an.')).toEqual([]);
    expect(persons('Bitte wenden Sie sich an Frau Anna Schmidt.')).toEqual(['Anna Schmidt']);
  });

  it('reports no form label or filler word as a name', () => {
    const text =
      'Principal\nSignature of Principal\nFødselsdato\nUnderskrift Sted\nMottar\nLorem Ipsum dolor sit amet.';
    expect(found(text)).toEqual([]);
  });
});

describe('isHardBreak and isOnlyLabelWords', () => {
  it('treat a blank line and a short line as the end of a name', () => {
    const text =
      'Ola\n\nNordmann og en lang linje som fortsetter langt utover førti tegn her\nNeste';
    const tokens = tokenize(text);
    expect(isHardBreak(text, tokens, 1)).toBe(true);
    expect(isHardBreak(text, tokens, tokens.length - 1)).toBe(false);
    expect(isOnlyLabelWords(['Navn', 'Dato'])).toBe(true);
    expect(isOnlyLabelWords(['Principal', 'Financial', 'Group'])).toBe(false);
  });

  it('know the labels of payment slips and invoices in other European languages', () => {
    for (const label of ['Beneficiário', 'Nosso Número', 'Razón Social', 'Codice Fiscale']) {
      expect(isOnlyLabelWords(label.split(' ')), label).toBe(true);
    }
    for (const label of ['Nazwisko', 'Sprzedawca', 'Henkilötunnus', 'Efternamn', 'Naam']) {
      expect(isOnlyLabelWords([label]), label).toBe(true);
    }
    expect(isOnlyLabelWords(['Ricardo', 'Althoff'])).toBe(false);
    // CV headings, a Turkish capital İ among them.
    for (const heading of ['İş Deneyimi', 'Experiencia Laboral', 'Berufserfahrung']) {
      expect(isOnlyLabelWords(heading.split(' ')), heading).toBe(true);
    }
    expect(found('Nosso Número\n123/456\nBeneficiário\nRICARDO ALTHOFF')).not.toContain(
      'Nosso Número|PERSON',
    );
  });

  it('know the parties an invoice names by their role, with the article in front', () => {
    for (const label of ['LE FOURNISSEUR', 'LE CLIENT', 'Der Rechnungsempfänger', 'El comprador']) {
      expect(isOnlyLabelWords(label.split(' ')), label).toBe(true);
    }
    expect(isOnlyLabelWords(['Amtliches', 'Kennzeichen'])).toBe(true);
    // Articles alone, or before a surname, are a name.
    expect(isOnlyLabelWords(['De', 'La'])).toBe(false);
    expect(isOnlyLabelWords(['Le', 'Pen'])).toBe(false);
    expect(isOnlyLabelWords(['Iva', 'Horvat'])).toBe(false);
  });
});
