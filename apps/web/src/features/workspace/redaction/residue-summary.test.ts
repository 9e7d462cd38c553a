import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import en from '../../../locales/en.json';
import nb from '../../../locales/nb.json';
import { residuesOf, residueSummary } from './residue-summary';

const residues = [
  { masked: 'K············', length: 13, page: 2, place: 'form field' },
  { masked: 'k·······', length: 8, page: null, place: 'link' },
  { masked: 'N·····', length: 6, page: null, place: 'file data' },
];

async function translator(lng: 'en' | 'nb') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { translation: en }, nb: { translation: nb } } });
  return instance.t;
}

describe('residueSummary', () => {
  it('names each place in the reader language, masked, with its page', async () => {
    expect(residueSummary(await translator('en'), residues)).toBe(
      'K············ in a form field on page 2; k······· in a link; N····· in the file’s data (image pixels, for example)',
    );
    expect(residueSummary(await translator('nb'), residues)).toBe(
      'K············ i et skjemafelt på side 2; k······· i en lenke; N····· i filens data (for eksempel bildepiksler)',
    );
  });

  it('shows five and counts the rest', async () => {
    const many = Array.from({ length: 8 }, () => residues[1]!);
    expect(residueSummary(await translator('en'), many)).toMatch(/; and 3 more$/u);
  });

  it('reads the residues of a refusal and nothing from other errors', () => {
    const refusal = new ApiError('UNPROCESSABLE', 'no', 422, { file: 'a.pdf', residues });
    expect(residuesOf(refusal)).toEqual(residues);
    expect(residuesOf(new ApiError('UNPROCESSABLE', 'no', 422, { file: 'a.pdf' }))).toEqual([]);
    expect(residuesOf(new Error('x'))).toEqual([]);
  });
});
