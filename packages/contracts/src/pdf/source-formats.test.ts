import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, claimedFormat, pdfNameOf } from './source-formats';

describe('source formats', () => {
  it('names a converted file as a PDF, leaving other dots alone', () => {
    expect(pdfNameOf('scan.TIFF')).toBe('scan.pdf');
    expect(pdfNameOf('photo.jpeg')).toBe('photo.pdf');
    expect(pdfNameOf('report.pdf')).toBe('report.pdf');
    expect(pdfNameOf('notes.v2')).toBe('notes.v2.pdf');
  });

  it('reads what a browser claims by type, then by extension when it gives no type', () => {
    expect(claimedFormat('a.bin', 'image/png')).toBe('png');
    expect(claimedFormat('IMG_0001.JPG', '')).toBe('jpeg');
    expect(claimedFormat('scan.tif', 'application/octet-stream')).toBe('tiff');
    expect(claimedFormat('letter.pdf', 'application/pdf')).toBe('pdf');
    expect(claimedFormat('movie.png', 'video/mp4')).toBeNull();
    expect(claimedFormat('notes.txt', '')).toBeNull();
  });

  it('lists every extension and type for the file picker', () => {
    for (const accepted of ['.pdf', 'application/pdf', '.tif', 'image/tiff', '.jpg', '.gif'])
      expect(ACCEPT_ATTRIBUTE.split(',')).toContain(accepted);
  });
});
