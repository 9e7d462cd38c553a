import { describe, expect, it } from 'vitest';
import { runsIntoFirm, withPartner } from './couple-names';
import { nameSpan } from '../name-span.test-helper';

const nameIn = (text: string, name: string) => nameSpan(text, name);
const extended = (text: string, name: string) => withPartner(text, nameIn(text, name)).text;

describe('a person named with their partner', () => {
  it('takes the partner after "&", "og", "und", "och" into the name, over one line break', () => {
    expect(
      extended(
        'Da pajar da\nAnnegret Karin & Hansruedi Frischknecht-Bernhardsgrütter\n1503 South',
        'Annegret Karin',
      ),
    ).toBe('Annegret Karin & Hansruedi Frischknecht-Bernhardsgrütter');
    expect(
      extended(
        'Herrn und Frau Ambikaipagan & Deepshikha\nThirugnanasampanthamoorthy\nc/o',
        'Ambikaipagan',
      ),
    ).toBe('Ambikaipagan & Deepshikha\nThirugnanasampanthamoorthy');
    expect(extended('Til Kari og Ola Nordmann, Storgata 1', 'Kari')).toBe('Kari og Ola Nordmann');
    expect(extended('Herrn Max und Erika Mustermann\nMusterweg 1', 'Max')).toBe(
      'Max und Erika Mustermann',
    );
  });

  it('leaves a firm’s second part, a label and a lower-case word alone', () => {
    expect(extended('Schmidt & Partner GmbH', 'Schmidt')).toBe('Schmidt');
    expect(extended('Smith & Sons Ltd', 'Smith')).toBe('Smith');
    expect(extended('Kari Nordmann og Fødselsnummer', 'Kari Nordmann')).toBe('Kari Nordmann');
    expect(extended('Kari Nordmann and her dog', 'Kari Nordmann')).toBe('Kari Nordmann');
    // In a sentence the two stay two names; an English "and" always does (name corpora count
    // "Charles and Mary Ellen Keys" as two people).
    expect(extended('Kari og Ola reiste hjem.', 'Kari')).toBe('Kari');
    expect(extended('CHARLES AND MARY ELLEN KEYS\n1040 Elm Street', 'CHARLES')).toBe('CHARLES');
  });
});

describe('a firm named after its partners', () => {
  it('takes one word that is no given name after "&" for the firm’s, not a partner', () => {
    expect(extended('Konsult • Carl Johan & Engineering\nmer', 'Carl Johan')).toBe('Carl Johan');
    expect(extended('Ola & Kari\nStorgata 1', 'Ola')).toBe('Ola & Kari');
  });

  it('makes the name a company’s when a firm’s second name follows it on its line', () => {
    const firm = (text: string, name: string) => runsIntoFirm(text, nameIn(text, name));
    expect(firm('Konsult • Carl Johan & Engineering\nmer', 'Carl Johan')).toBe(true);
    expect(firm('Kari Nordmann & Partner\nOslo', 'Kari Nordmann')).toBe(true);
    expect(firm('Advokatfirma Hansen & Kvam, Oslo', 'Hansen')).toBe(true);
    expect(firm('Ola & Kari\nStorgata 1', 'Ola')).toBe(false);
    expect(firm('Ola & Kari Nordmann\nStorgata 1', 'Ola')).toBe(false);
    expect(firm('Kari Nordmann & Engineering Ltd went', 'Kari Nordmann')).toBe(false);
  });
});
