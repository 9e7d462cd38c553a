import { describe, expect, it } from 'vitest';
import { PdfFileError } from '../../engine/pdf-file-error';
import { HELVETICA, buildPdf, stream } from '../../test/build-pdf';
import { redactAreas, withDocument, wordsOf } from '../../test/redact-helpers';
import { readExistingMarks } from './existing-marks';
import { resolveExistingMarks } from '../resolve-marks';

const NUMBER = '01017012345';
const CORNER = { x0: 0, y0: 0, x1: 2, y1: 2 };

/**
 * A letter marked in another program: an unapplied Redact annotation over the fødselsnummer on
 * its second line (quad points in PDF space, overlay text and author), the first line unmarked.
 */
function markedLetter(quads = '[95 678 172 678 95 692 172 692]'): Uint8Array {
  const content = `BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj 0 -40 Td (Fnr: ${NUMBER} ok) Tj ET`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
    stream(content),
    `<< /Type /Annot /Subtype /Redact /Rect [93 676 174 694] /QuadPoints ${quads} /OverlayText (Unntatt \\24713) /T (Saksbehandler) >>`,
  ]);
}

function annotationTypes(bytes: Uint8Array): string[] {
  return withDocument(bytes, (document) =>
    document
      .loadPage(0)
      .getAnnotations()
      .map((annotation) => annotation.getType()),
  );
}

describe('marks a file arrived with', () => {
  it('reads each Redact annotation: its line boxes, overlay text, author and the text under it', () => {
    const [found] = withDocument(markedLetter(), (document) => readExistingMarks(document));
    expect(found?.mark).toMatchObject({
      page: 1,
      overlay_text: 'Unntatt §13',
      author: 'Saksbehandler',
      text: NUMBER,
    });
    expect(found?.mark.boxes).toHaveLength(1);
    expect(found?.mark.bbox.y0).toBeCloseTo(792 - 692);
    expect(found?.areas).toEqual([
      expect.objectContaining({ original_text: NUMBER, code: 'Unntatt §13' }),
    ]);
  });

  it('refuses a redaction that does not say what to do with them, naming them', () => {
    const refusal = (() => {
      try {
        redactAreas(markedLetter(), [{ bbox: CORNER }]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(PdfFileError);
    expect((refusal as PdfFileError).toJSON()).toMatchObject({
      code: 'EXISTING_MARKS',
      message: expect.stringContaining('1 redaction mark made in another program (page 1)'),
      existing_marks: [{ page: 1, overlay_text: 'Unntatt §13' }],
    });
    expect(JSON.stringify(refusal)).not.toContain(NUMBER);
  });

  it('applies them: the text under each goes, its overlay text is the label, the rest stays', () => {
    const result = redactAreas(markedLetter(), [], { existingMarks: 'apply' });
    const text = wordsOf(result.bytes).text;
    expect(text).not.toContain(NUMBER);
    expect(text).toContain('Kari Nordmann');
    expect(text).toMatch(/Fnr:\s+ok/);
    expect(text).toContain('Unntatt §13');
    expect(annotationTypes(result.bytes)).not.toContain('Redact');
    expect(result.report.existing_marks).toEqual({ found: 1, choice: 'apply', applied_areas: 1 });
    expect(result.report.verification.passed).toBe(true);
  });

  it('imported or discarded, only the annotations go and the text stays', () => {
    for (const choice of ['import', 'discard'] as const) {
      const result = redactAreas(markedLetter(), [{ bbox: CORNER }], { existingMarks: choice });
      expect(wordsOf(result.bytes).text).toContain(NUMBER);
      expect(annotationTypes(result.bytes)).not.toContain('Redact');
      expect(result.report.existing_marks).toEqual({ found: 1, choice, applied_areas: 0 });
    }
  });

  it('applies a mark over several lines as an area that takes everything it touches', () => {
    const tall = '[60 660 300 660 60 740 300 740]';
    const [found] = withDocument(markedLetter(tall), (document) => readExistingMarks(document));
    expect(found?.areas).toEqual([expect.objectContaining({ original_text: '' })]);
    const result = redactAreas(markedLetter(tall), [], { existingMarks: 'apply' });
    expect(wordsOf(result.bytes).text).not.toMatch(/Kari|Nordmann|0101/);
  });

  it('a file without marks needs no choice', () => {
    const resolved = resolveExistingMarks([], { pages: [] }, undefined);
    expect(resolved.report).toEqual({ found: 0, choice: null, applied_areas: 0 });
  });
});
