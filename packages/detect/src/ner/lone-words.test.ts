import { describe, expect, it } from 'vitest';
import { tagNames } from './index';

const persons = (text: string) =>
  tagNames(text, new Set(['PERSON']))
    .filter((span) => span.score >= 0.5)
    .map((span) => span.text);

describe('a lone unknown word the tagger takes for a person', () => {
  it('is doubted on a short line of a list or a label’s value', () => {
    expect(persons('Jazyky\nLanguage: Čeština\nRodilý mluvčí\nLanguage: Angličtina')).toEqual([]);
  });

  it('stays a name when the lists know it, a full name holds it, or a closing stands above', () => {
    expect(persons('Dear Kari,\nthanks for the call')).toEqual(['Kari']);
    expect(persons('Tedros Adhanom\nsigned by\nAdhanom')).toContain('Adhanom');
    expect(persons('A total of 3 trucks were used.\nBest Regards,\nMallori')).toEqual(['Mallori']);
  });

  it('stays a name in prose and as a sentence’s last word', () => {
    expect(persons('Team members are Sanja, Donka, Rodger\nand Hilarius.')).toContain('Hilarius');
    expect(persons('Geachte meneer Minderhoud,\nIn deze offerte')).toEqual(['Minderhoud']);
  });
});
