import { describe, expect, it } from 'vitest';
import { concatBytes, encodeLatin1 } from '../bytes/bytes';
import { listCorpus, readCorpus, readRealCorpus } from '../test/fixtures';
import { mupdf } from './mupdf';
import { openPdf } from './open-pdf';
import { PdfFileError } from './pdf-file-error';

function verdict(bytes: Uint8Array): string {
  try {
    const document = openPdf(bytes);
    const pages = document.countPages();
    document.destroy();
    return `ok:${pages}`;
  } catch (error) {
    return error instanceof PdfFileError ? error.code : `unexpected:${String(error)}`;
  }
}

describe('openPdf', () => {
  it('gives every corpus file a clear verdict', async () => {
    const names = await listCorpus();
    const files = await Promise.all(names.map(readCorpus));
    const verdicts = Object.fromEntries(names.map((name, index) => [name, verdict(files[index]!)]));
    expect(verdicts).toMatchObject({
      'corrupt_not-a-pdf_5-bytes.pdf': 'NOT_PDF',
      'corrupt_fuzzed-header-and-xref_82-bytes.pdf': 'CORRUPT',
      'encrypted_user-1234_owner-5678_aes128.pdf': 'ENCRYPTED',
      'encrypted_user-password-view_owner-master_aes256.pdf': 'ENCRYPTED',
      'norwegian_encrypted_user-password-unknown.pdf': 'ENCRYPTED',
      // Only an owner password: readable by anyone, so it opens (and is saved unencrypted).
      'encrypted_owner-password-only_aes256_no-copy.pdf': 'ok:30',
      // Damaged cross-reference tables that MuPDF rebuilds, as every reader does.
      'corrupt_missing-xref-and-trailer.pdf': 'ok:1',
      'truncated_xref-stream-cut-off.pdf': 'ok:1',
      'text-report_134-pages_reportlab-userguide.pdf': 'ok:134',
    });
    expect(Object.values(verdicts).filter((value) => value.startsWith('unexpected'))).toEqual([]);
  });

  it('refuses a dynamic XFA form, whose pages are only "Please wait…", and opens a static one', async () => {
    const dynamic = await readRealCorpus(
      'form-xfa_ca-imm1344-sponsorship_filled-names-dob-address-email.pdf',
    );
    expect(verdict(dynamic)).toBe('XFA_FORM');
    expect(verdict(await readCorpus('xfa-form_chinese-cjk-text_2-pages.pdf'))).toBe('ok:2');
    const anexo = await readRealCorpus(
      'form-xfa_es-anexo-dni-nie-domicilio_25-tooltips_linearized.pdf',
    );
    expect(verdict(anexo)).toMatch(/^ok:/);
  });

  it('refuses a file cut short so that its pages are gone', async () => {
    const bytes = await readCorpus('text-report_134-pages_reportlab-userguide.pdf');
    expect(['CORRUPT', 'NO_PAGES']).toContain(verdict(bytes.slice(0, 2000)));
  });

  it('refuses an empty document, oversized input and a PDF header on junk', () => {
    const empty = new mupdf.PDFDocument();
    expect(verdict(empty.saveToBuffer('').asUint8Array())).toBe('NO_PAGES');
    expect(verdict(new Uint8Array(10 * 1024 * 1024 + 1))).toBe('TOO_LARGE');
    expect(verdict(new TextEncoder().encode('%PDF-1.7\n' + 'garbage '.repeat(100)))).toBe(
      'CORRUPT',
    );
  });

  it('holds uploads to the size limit, but not files the engine wrote itself', async () => {
    const tiny = await readCorpus('tiny_minimal-one-page_763-bytes.pdf');
    // A file of 11 MB: the tiny one with a long comment after its end.
    const large = concatBytes([tiny, encodeLatin1(`%${'x'.repeat(11 * 1024 * 1024)}\n`)]);
    expect(verdict(large)).toBe('TOO_LARGE');
    const document = openPdf(large, { isUpload: false });
    expect(document.countPages()).toBe(1);
    document.destroy();
  });
});
