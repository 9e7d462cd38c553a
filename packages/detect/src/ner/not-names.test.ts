import { describe, expect, it } from 'vitest';
import { isOnlyLabelWords } from './not-names';

describe('label words', () => {
  it('are known written without their accents, as forms in capitals print them', () => {
    expect(isOnlyLabelWords(['PRENOM'])).toBe(true);
    expect(isOnlyLabelWords(['Prénom'])).toBe(true);
    expect(isOnlyLabelWords(['TELEPHONE'])).toBe(true);
  });

  it('are not a name that carries accents the list does not ("René")', () => {
    expect(isOnlyLabelWords(['René'])).toBe(false);
    expect(isOnlyLabelWords(['Dupont'])).toBe(false);
  });
});
