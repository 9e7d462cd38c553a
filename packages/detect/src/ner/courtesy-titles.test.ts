import { describe, expect, it } from 'vitest';
import { nameSpan } from '../name-span.test-helper';
import { isCourtesyTitle, withCourtesyTitles } from './courtesy-titles';

const titled = (text: string, name: string) =>
  withCourtesyTitles(text, [nameSpan(text, name)])[0]!.text;

describe('a name with its courtesy title', () => {
  it('takes the titles right before the name on its line', () => {
    expect(titled('Dear MR J DOE,', 'J DOE')).toBe('MR J DOE');
    expect(titled('Sehr geehrte Frau Dr. Heilerin', 'Heilerin')).toBe('Frau Dr. Heilerin');
    expect(titled('M. Jean Dupont habite ici', 'Jean Dupont')).toBe('M. Jean Dupont');
    expect(titled('Til Hr. Ola Nordmann', 'Ola Nordmann')).toBe('Hr. Ola Nordmann');
    expect(titled('Dra. Maria Souza', 'Maria Souza')).toBe('Dra. Maria Souza');
  });

  it('leaves a word that is no title, a title on the line above and a unit', () => {
    expect(titled('President Jane Smith', 'Jane Smith')).toBe('Jane Smith');
    expect(titled('Mrs\nJane Smith', 'Jane Smith')).toBe('Jane Smith');
    expect(titled('5 m Jane Smith', 'Jane Smith')).toBe('Jane Smith');
    expect(titled('Drammen Jane Smith', 'Jane Smith')).toBe('Jane Smith');
  });

  it('knows a title as a word alone', () => {
    expect(['Mrs', 'Dr.', 'Herr', 'Mme'].every(isCourtesyTitle)).toBe(true);
    expect(isCourtesyTitle('Smith')).toBe(false);
  });
});
