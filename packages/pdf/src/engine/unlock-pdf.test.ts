import { describe, expect, it } from 'vitest';
import { readCorpus } from '../test/fixtures';
import { openPdf } from './open-pdf';
import { PdfFileError } from './pdf-file-error';
import { unlockPdf } from './unlock-pdf';

// User password 1234, owner password 5678, AES-128.
const locked = await readCorpus('encrypted_user-1234_owner-5678_aes128.pdf');

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PdfFileError ? error.code : String(error);
  }
  return 'no error';
};

describe('unlockPdf', () => {
  it('opens the file with its password and saves it without encryption', () => {
    const unlocked = unlockPdf(locked, '1234');
    const document = openPdf(unlocked);
    try {
      expect(document.getTrailer().get('Encrypt').isNull()).toBe(true);
      expect(document.countPages()).toBe(1);
    } finally {
      document.destroy();
    }
    expect(unlockPdf(locked, '5678').length).toBeGreaterThan(0);
  });

  it('says whether the password is missing or wrong', () => {
    expect(codeOf(() => openPdf(locked))).toBe('ENCRYPTED');
    expect(codeOf(() => unlockPdf(locked, ''))).toBe('ENCRYPTED');
    expect(codeOf(() => unlockPdf(locked, '0000'))).toBe('WRONG_PASSWORD');
  });

  it('gives a file without encryption back as it is', async () => {
    const plain = await readCorpus('tiny_minimal-one-page_763-bytes.pdf');
    expect(unlockPdf(plain, 'anything')).toEqual(plain);
  });
});
