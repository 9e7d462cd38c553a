import { describe, expect, it } from 'vitest';
import { findInvertedNames } from './inverted-names';

const found = (text: string) => findInvertedNames(text).map((span) => span.text);

describe('findInvertedNames', () => {
  it('finds payroll and register names written surname first, in capitals', () => {
    const table = [
      'BAIN, J MATTHEW DISTRICT DIRECTOR 37,499.96',
      'SMITH, ALVARO R LEGISLATIVE CORRESPONDENT 21,000.00',
      'VELEZ-GREEN, ALEXANDER J LEGISLATIVE ASSISTANT',
      'LAVALLEY, ROBERT CLINTON',
    ].join('\n');
    expect(found(table)).toEqual([
      'BAIN, J MATTHEW',
      'SMITH, ALVARO R',
      'VELEZ-GREEN, ALEXANDER J',
      'LAVALLEY, ROBERT CLINTON',
    ]);
  });

  it('gives exact offsets, type and a score over the default threshold', () => {
    const text = 'Saksbehandler: Hansen, Kari M.';
    const [span] = findInvertedNames(text);
    expect(span).toMatchObject({ entity_type: 'PERSON', engine: 'fast', text: 'Hansen, Kari M.' });
    expect(text.slice(span!.start, span!.end)).toBe(span!.text);
    expect(span!.score).toBeGreaterThan(0.5);
  });

  it('takes a name in ordinary case only where it stands apart, as in a list', () => {
    expect(found('Zyxwer, Matthew')).toEqual(['Zyxwer, Matthew']);
    expect(found('Zyxwer, Matthew said so.')).toEqual([]);
    expect(found('However, John said so. Yesterday, Mary came.')).toEqual([]);
    expect(found('starring Meryl Streep, Mark Hamill and Jack London')).toEqual([]);
    expect(found('Hansen, Kari; Berg, Ola')).toEqual(['Hansen, Kari', 'Berg, Ola']);
  });

  it('leaves places, lists of first names and words that are no first name', () => {
    expect(found('Paris, France')).toEqual([]);
    expect(found('Oslo, Bergen og Trondheim')).toEqual([]);
    expect(found('Hei Ola, Per kommer')).toEqual([]);
    expect(found('SPRINGFIELD, ST. LOUIS AND RETURN')).toEqual([]);
    expect(found('KANSAS CITY, SPRINGFIELD')).toEqual([]);
    expect(found('Smith, J.')).toEqual([]);
  });

  it('does not mix a surname in capitals with given names in lower case', () => {
    expect(found('BAIN, Matthew')).toEqual([]);
    expect(found('Bain, MATTHEW')).toEqual([]);
  });
});
