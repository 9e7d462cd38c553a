import { describe, expect, it } from 'vitest';
import { onePagePdf, stream } from '../test/build-pdf';
import { withDocument } from '../test/redact-helpers';
import { sanitizeDocument } from './sanitize';
import { save } from './redact-pdf';
import { SAVE_OPTIONS } from './save-options';

const TEXT = 'BT /F1 12 Tf 72 700 Td (Kari Nordmann) Tj ET';

/** Sanitises a file and gives the saved bytes back as text. */
function sanitized(bytes: Uint8Array, needles: string[] = [], replacedContents: number[] = []) {
  return withDocument(bytes, (document) => {
    sanitizeDocument(document, { needles, replacedContents });
    return Buffer.from(save(document, SAVE_OPTIONS.replace('compress,', ''))).toString('latin1');
  });
}

describe('sanitizeDocument', () => {
  it('removes associated files of the catalog, a page and an annotation', () => {
    const bytes = onePagePdf(
      TEXT,
      [
        stream('a copy of Kari Nordmann', '/Type /EmbeddedFile'),
        '<< /Type /Filespec /F (copy.txt) /EF << /F 5 0 R >> >>',
        '<< /Type /Annot /Subtype /Square /Rect [0 0 10 10] /AF [6 0 R] >>',
      ],
      { catalog: '/AF [6 0 R]', page: '/AF [6 0 R] /Annots [7 0 R]' },
    );
    const saved = sanitized(bytes);
    expect(saved).not.toContain('/AF');
    expect(saved).not.toContain('a copy of Kari');
    expect(saved).toContain('/Square');
  });

  it('removes active actions wherever they are, also inside /Next chains, and keeps navigation', () => {
    const bytes = onePagePdf(
      TEXT,
      [
        '<< /Type /Outlines /First 6 0 R /Count 1 >>',
        '<< /Title (One) /Parent 5 0 R /A << /S /GoTo /D [3 0 R /Fit] /Next << /S /JavaScript /JS (evil\\(\\)) >> >> >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.org/) /Next [8 0 R << /S /Launch /F (calc.exe) >>] >> >>',
        '<< /S /JavaScript /JS (more\\(\\)) >>',
        '<< /Title (Two) /A << /S /Launch /F (cmd.exe) >> >>',
      ],
      { catalog: '/Outlines 5 0 R /OpenAction 8 0 R', page: '/Annots [7 0 R] /AA << /O 8 0 R >>' },
    );
    const saved = sanitized(bytes);
    for (const active of [
      '/JavaScript',
      '/Launch',
      '/JS',
      'calc.exe',
      'evil',
      '/OpenAction',
      '/AA',
    ])
      expect(saved).not.toContain(active);
    expect(saved).toContain('/GoTo');
    expect(saved).toContain('https://example.org/');
  });

  it('keeps only the standard entries of the catalog and the pages', () => {
    const bytes = onePagePdf(TEXT, [stream(TEXT)], {
      catalog: '/PrivateCopy 5 0 R /Lang (nb) /Collection << /View /D >>',
      page: '/Copy 5 0 R /Rotate 90 /LastModified (D:2020)',
    });
    const saved = sanitized(bytes);
    for (const gone of ['/PrivateCopy', '/Collection', '/Copy', '/LastModified'])
      expect(saved).not.toContain(gone);
    expect(saved).toContain('/Lang');
    expect(saved).toMatch(/\/Rotate\s*90/);
  });

  it('removes replacement texts that quote a redacted string and keeps the others', () => {
    const bytes = onePagePdf(
      TEXT,
      ['<< /Type /StructElem /S /Span /ActualText (Kari Nordmann) /Alt (A portrait) /K 0 >>'],
      { catalog: '/StructTreeRoot << /K [5 0 R] >>', page: '' },
    );
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).not.toContain('/ActualText');
    expect(saved).toMatch(/\/Alt\s*\(A portrait\)/);
  });

  it('drops every way to reach a content stream a redacted page stopped using', () => {
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 600 Td (Redacted page) Tj ET',
      [stream(TEXT), '<< /Type /Annot /Subtype /Square /Rect [0 0 10 10] /Backup 5 0 R >>'],
      { catalog: '', page: '/Annots [6 0 R]' },
    );
    const saved = sanitized(bytes, [], [5]);
    expect(saved).not.toContain('Kari Nordmann');
    expect(saved).toContain('Redacted page');
  });

  it('makes stream filters direct, so the saved bytes tell how to read every stream', () => {
    const bytes = onePagePdf(TEXT, [stream('4A6F686E>', '/Filter 6 0 R'), '[/ASCIIHexDecode]'], {
      catalog: '/Extra 5 0 R',
      page: '',
    });
    const saved = withDocument(bytes, (document) => {
      const copy = document.newIndirect(5);
      document.getTrailer().get('Root').put('Names', document.newDictionary());
      document.getTrailer().get('Root', 'Names').put('Keep', copy);
      sanitizeDocument(document, { needles: [] });
      return Buffer.from(save(document, 'garbage=2')).toString('latin1');
    });
    expect(saved).toMatch(/\/Filter\s*\[\s*\/ASCIIHexDecode\s*\]/);
  });
});
