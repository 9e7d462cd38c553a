import { LIMITS, MAX_FILES_MESSAGE } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { ALREADY_OPEN_MESSAGE, checkUpload, fileKey } from './upload-rules';

function pdf(name: string, size = 1000, type = 'application/pdf') {
  const file = new File([new Uint8Array(1)], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkUpload', () => {
  it('accepts PDFs and refuses other types, empty and oversized files with their reasons', () => {
    const result = checkUpload(
      [
        pdf('a.pdf'),
        pdf('notes.txt', 10, 'text/plain'),
        pdf('big.pdf', LIMITS.files.maxBytes + 1),
        pdf('edge.pdf', LIMITS.files.maxBytes),
        pdf('empty.pdf', 0),
      ],
      [],
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['a.pdf', 'edge.pdf']);
    expect(result.refused).toEqual([
      {
        name: 'notes.txt',
        message:
          'Only PDF files, images (PNG, JPEG, TIFF, BMP, GIF), Office or OpenDocument files (Word, Excel, PowerPoint, RTF, CSV) and e-mails (.eml, .msg) are allowed',
      },
      { name: 'big.pdf', message: 'File is too large. Maximum size is 10 MB.' },
      { name: 'empty.pdf', message: 'File is empty' },
    ]);
  });

  it('takes a typeless file by its extension, and images by their type', () => {
    expect(checkUpload([pdf('scan.PDF', 10, '')], []).accepted).toHaveLength(1);
    const images = [
      pdf('photo.jpg', 10, 'image/jpeg'),
      pdf('scan.tiff', 10, ''),
      pdf('a.png', 10, 'image/png'),
    ];
    expect(checkUpload(images, []).accepted).toHaveLength(3);
  });

  it('allows at most 20 open files and refuses a file that is already open', () => {
    const open = Array.from({ length: 19 }, (_, index) => ({
      name: `${index}.pdf`,
      size: 1,
      lastModified: 1,
    }));
    const result = checkUpload([pdf('x.pdf'), pdf('y.pdf'), pdf('x.pdf')], open);
    expect(result.accepted.map((file) => file.name)).toEqual(['x.pdf']);
    expect(result.refused).toEqual([
      { name: 'y.pdf', message: MAX_FILES_MESSAGE },
      { name: 'x.pdf', message: ALREADY_OPEN_MESSAGE },
    ]);
  });
});

describe('fileKey', () => {
  it('is the same for the same identity and differs when any part differs', () => {
    const identity = { name: 'Årsrapport 2024.pdf', size: 1234, lastModified: 99 };
    expect(fileKey(identity)).toBe(fileKey({ ...identity }));
    expect(fileKey(identity)).not.toBe(fileKey({ ...identity, size: 1235 }));
    expect(fileKey(identity)).not.toMatch(/\s/);
  });
});
