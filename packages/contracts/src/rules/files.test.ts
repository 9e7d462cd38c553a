import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import { uniqueFileName, ZUploadFile, ZUploadFiles } from './files';

const MB = 1024 * 1024;
const pdf = (overrides: Partial<{ name: string; size: number; type: string }> = {}) => ({
  name: 'vedtak.pdf',
  size: 1000,
  type: 'application/pdf',
  ...overrides,
});

describe('ZUploadFile', () => {
  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(firstIssue(ZUploadFile, pdf({ size: 10 * MB }))).toBeNull();
    expect(firstIssue(ZUploadFile, pdf({ size: 10 * MB + 1 }))).toBe(
      'File is too large. Maximum size is 10 MB.',
    );
  });
  it('refuses empty files and other types', () => {
    expect(firstIssue(ZUploadFile, pdf({ size: 0 }))).toBe('File is empty');
    expect(firstIssue(ZUploadFile, pdf({ name: 'notes.txt', type: 'text/plain' }))).toBe(
      'Only PDF files, images (PNG, JPEG, TIFF, BMP, GIF), Office or OpenDocument files (Word, Excel, PowerPoint, RTF, CSV) and e-mails (.eml, .msg) are allowed',
    );
    expect(firstIssue(ZUploadFile, pdf({ name: 'clip.mp4', type: '' }))).not.toBeNull();
  });
  it('accepts images by type, and by extension when there is no type', () => {
    expect(firstIssue(ZUploadFile, pdf({ name: 'photo.jpg', type: 'image/jpeg' }))).toBeNull();
    expect(firstIssue(ZUploadFile, pdf({ name: 'scan.TIF', type: '' }))).toBeNull();
  });
  it('accepts a 255-character name and refuses 256', () => {
    expect(firstIssue(ZUploadFile, pdf({ name: `${'a'.repeat(251)}.pdf` }))).toBeNull();
    expect(firstIssue(ZUploadFile, pdf({ name: `${'a'.repeat(252)}.pdf` }))).toBe(
      'File name must be at most 255 characters',
    );
  });
});

describe('ZUploadFiles', () => {
  it('accepts 1 and 20 files, refuses 0 and 21', () => {
    expect(firstIssue(ZUploadFiles, [pdf()])).toBeNull();
    expect(
      firstIssue(
        ZUploadFiles,
        Array.from({ length: 20 }, () => pdf()),
      ),
    ).toBeNull();
    expect(firstIssue(ZUploadFiles, [])).toBe('At least one file is required');
    expect(
      firstIssue(
        ZUploadFiles,
        Array.from({ length: 21 }, () => pdf()),
      ),
    ).toBe('Maximum 20 files allowed');
  });
});

describe('uniqueFileName', () => {
  it('numbers a name already given, case aside, before its extension or at its end', () => {
    const taken = new Set<string>();
    const names = ['brev.pdf', 'Brev.pdf', 'brev.pdf', 'notat', 'notat', 'brev (2).pdf'];
    expect(names.map((name) => uniqueFileName(name, taken))).toEqual([
      'brev.pdf',
      'Brev (2).pdf',
      'brev (3).pdf',
      'notat',
      'notat (2)',
      'brev (2) (2).pdf',
    ]);
  });
});
