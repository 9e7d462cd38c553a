import { normalizeAppearance, type TRedactionMapping } from '@workbench/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_WORKER_SOURCE } from '../index';
import { readPageWords } from '../engine/read-words';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { corpus, realCorpus } from '../test/corpus';
import { withDocument } from '../test/redact-helpers';
import { PdfPool, shared } from './pdf-pool';

const pool = new PdfPool({ workerFile: PDF_WORKER_SOURCE, threads: 2, ocrEngine: 'auto' });
afterAll(() => pool.close());

/** The first word of every page, from the extraction, as the areas of a mapping. */
function firstWordOfEveryPage(bytes: Uint8Array): TRedactionMapping {
  return withDocument(bytes, (document) => ({
    pages: Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index);
      const [word] = readPageWords(page, index + 1).words;
      page.destroy();
      const bbox = { x0: word!.x0, y0: word!.y0, x1: word!.x1, y1: word!.y1 };
      return {
        page: index + 1,
        sensitive: [{ bbox, entity_type: 'T', original_text: word!.text }],
      };
    }),
  }));
}

describe('PdfPool', () => {
  it('reports OCR progress per page and recognises a page only once', async () => {
    const bytes = corpus('scanned_image-only_book-page_public-domain.pdf');
    const progress: unknown[] = [];
    // A page recognised once is cached: the search below asks for no OCR progress.
    const first = await pool.extract(bytes, { onOcrProgress: (event) => progress.push(event) });
    expect(first.ok && first.value.pages[0]!.ocr).toBe(true);
    expect(progress).toEqual([
      expect.objectContaining({ page: 1, done: 0, total: 1 }),
      expect.objectContaining({ page: 1, done: 1, total: 1 }),
    ]);
    const second = await pool.search(
      bytes,
      { terms: ['widow'], caseSensitive: false, regex: false, wholeWord: false },
      { onOcrProgress: (event) => progress.push(event) },
    );
    expect(progress).toHaveLength(2);
    expect(second.ok && second.value.pages[0]!.matches.length).toBeGreaterThan(0);
  }, 120_000);

  it('reads a redacted scan again by OCR and refuses it while a redacted word is still readable', async () => {
    const bytes = corpus('scanned_image-only_book-page_public-domain.pdf');
    const extracted = await pool.extract(bytes);
    if (!extracted.ok) throw new Error(extracted.error.message);
    // Tesseract reads what is left of this word ("ouched") with either backend.
    const long = extracted.value.pages[0]!.words.find((word) => word.text === 'scrouched')!;
    const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
    const redactWith = (x1: number) => {
      const bbox = { x0: long.x0, y0: long.y0, x1, y1: long.y1 };
      const sensitive = [{ bbox, entity_type: 'T', original_text: long.text }];
      return pool.redact(bytes, {
        mapping: { pages: [{ page: 1, sensitive }] },
        removeImages: false,
        appearance,
      });
    };
    // A box over the first third of the word: OCR of the result still reads the rest.
    const missed = await redactWith(long.x0 + (long.x1 - long.x0) / 3);
    expect(missed.ok).toBe(false);
    if (missed.ok) return;
    expect(missed.error.code).toBe('VERIFICATION_FAILED');
    expect(missed.error.message).toContain('still readable in the scanned image');
    expect(missed.error.residues).toEqual([
      expect.objectContaining({ page: 1, place: 'scanned image', bbox: expect.any(Object) }),
    ]);
    const whole = await redactWith(long.x1);
    expect(whole.ok && whole.value.report.verification.scanned_pages_checked).toBe(1);
  }, 120_000);

  it("shares the upload with the workers and leaves the caller's bytes as they were", async () => {
    const bytes = new Uint8Array(corpus('tiny_minimal-one-page_763-bytes.pdf'));
    const mapping = {
      pages: [
        {
          page: 1,
          sensitive: [
            { bbox: { x0: 0, y0: 0, x1: 612, y1: 792 }, entity_type: 'T', original_text: '' },
          ],
        },
      ],
    };
    const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
    const before = Buffer.from(bytes);
    const plain = await pool.redact(bytes, { mapping, removeImages: false, appearance });
    expect(Buffer.from(bytes).equals(before)).toBe(true);
    const sharedBytes = shared(bytes);
    expect(sharedBytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared(sharedBytes)).toBe(sharedBytes);
    const fromShared = await pool.redact(sharedBytes, { mapping, removeImages: false, appearance });
    expect(plain.ok && fromShared.ok && fromShared.value.bytes.byteLength).toBe(
      plain.ok && plain.value.bytes.byteLength,
    );
  });

  it('splits a large redaction over the threads and answers as one worker would', async () => {
    const splitting = new PdfPool({
      workerFile: PDF_WORKER_SOURCE,
      threads: 2,
      ownerThreads: 2,
      ocrEngine: 'off',
      shardMinAreas: 1,
    });
    try {
      const bytes = corpus('rotated_20-pages_rotate-0-90-180-270.pdf');
      const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
      const fields = { mapping: firstWordOfEveryPage(bytes), removeImages: false, appearance };
      const whole = await pool.redact(bytes, fields);
      const split = await splitting.redact(bytes, fields);
      expect(split.ok && split.value.report.verification.passed).toBe(true);
      expect(split.ok && split.value.report).toEqual(whole.ok && whole.value.report);
      const bad = await splitting.redact(
        corpus('encrypted_user-1234_owner-5678_aes128.pdf'),
        fields,
      );
      expect(bad).toMatchObject({ ok: false, error: { code: 'ENCRYPTED' } });
    } finally {
      await splitting.close();
    }
  }, 60_000);

  it('applies the marks a file arrived with in a redaction split over the threads', async () => {
    // Two pages with a name each; page 2 also has a fødselsnummer under an Acrobat mark.
    const page = (contents: number, extra = '') =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> >> ${extra} >>`;
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page(5),
      page(6, '/Annots [7 0 R]'),
      stream('BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj ET'),
      stream('BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj 0 -40 Td (Fnr: 01017012345 ok) Tj ET'),
      '<< /Type /Annot /Subtype /Redact /Rect [93 676 174 694] /QuadPoints [95 678 172 678 95 692 172 692] /OverlayText (X) >>',
    ]);
    const splitting = new PdfPool({
      workerFile: PDF_WORKER_SOURCE,
      threads: 2,
      ownerThreads: 2,
      ocrEngine: 'off',
      shardMinAreas: 1,
    });
    try {
      const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
      const fields = { mapping: firstWordOfEveryPage(bytes), removeImages: false, appearance };
      const unasked = await splitting.redact(bytes, fields);
      expect(unasked).toMatchObject({
        ok: false,
        error: { code: 'EXISTING_MARKS', existing_marks: [{ page: 2, overlay_text: 'X' }] },
      });
      const split = await splitting.redact(bytes, { ...fields, existingMarks: 'apply' });
      const whole = await pool.redact(bytes, { ...fields, existingMarks: 'apply' });
      expect(split.ok && split.value.report.existing_marks).toEqual({
        found: 1,
        choice: 'apply',
        applied_areas: 1,
      });
      expect(split.ok && split.value.report).toEqual(whole.ok && whole.value.report);
      const text = split.ok
        ? withDocument(split.value.bytes, (document) => {
            const second = document.loadPage(1);
            try {
              return readPageWords(second, 2).text;
            } finally {
              second.destroy();
            }
          })
        : '';
      expect(text).toContain('Fnr:');
      expect(text).not.toContain('01017012345');
    } finally {
      await splitting.close();
    }
  }, 60_000);

  it('redacts a colour scan on every page within the engine memory, at about its own size', async () => {
    // Six A4 pages scanned at 300 dpi: each redacted image is 27 MB before it is compressed,
    // and 3.2 MB as Flate against 0.6 MB as a JPEG.
    const bytes = realCorpus('scanned_zh-audit-letter_epson-jpeg_invisible-ocr-text_6-pages.pdf');
    const mapping = firstWordOfEveryPage(bytes);
    const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
    const scans = new PdfPool({ workerFile: PDF_WORKER_SOURCE, threads: 1, ocrEngine: 'off' });
    try {
      const result = await scans.redact(bytes, { mapping, removeImages: false, appearance });
      expect(result.ok ? result.value.report.images_touched : result.error.message).toBe(6);
      expect(result.ok && result.value.bytes.byteLength).toBeLessThan(bytes.byteLength * 1.5);
    } finally {
      await scans.close();
    }
  }, 120_000);

  it('stops work when the caller aborts, and keeps serving afterwards', async () => {
    const controller = new AbortController();
    const work = pool.extract(corpus('text-report_134-pages_reportlab-userguide.pdf'), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(work).rejects.toMatchObject({ name: 'AbortError' });
    const next = await pool.extract(corpus('tiny_minimal-one-page_763-bytes.pdf'));
    expect(next.ok && next.value.pages[0]!.text).toBe('Potato');
  }, 60_000);

  it('answers a bad file with its own error, also while listening for progress', async () => {
    const bytes = corpus('encrypted_user-1234_owner-5678_aes128.pdf');
    const plain = await pool.extract(bytes);
    expect(plain).toMatchObject({ ok: false, error: { code: 'ENCRYPTED' } });
    const listening = await pool.extract(bytes, { onOcrProgress: () => undefined });
    expect(listening).toMatchObject({ ok: false, error: { code: 'ENCRYPTED' } });
  });
});
