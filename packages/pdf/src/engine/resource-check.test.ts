import { describe, expect, it } from 'vitest';
import { DEFAULT_PDF_LIMITS } from '../budget/pdf-limits';
import { TaskBudget } from '../budget/task-budget';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { withDocument } from '../test/redact-helpers';
import { ResourceCheck } from './resource-check';

const form = (body: string, resources: string) =>
  stream(body, `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >>`);

/** A page drawing form 5, which draws 6, … `depth` forms deep. */
function nestedForms(depth: number): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>',
    stream('/X Do'),
    ...Array.from({ length: depth }, (_, level) =>
      level < depth - 1 ? form('/X Do', `/XObject << /X ${6 + level} 0 R >>`) : form('', ''),
    ),
  ]);
}

const check = (bytes: Uint8Array, limits = {}) =>
  withDocument(bytes, (document) =>
    new ResourceCheck(document, new TaskBudget({ ...DEFAULT_PDF_LIMITS, ...limits })).checkPage(0),
  );

describe('ResourceCheck', () => {
  it('lets content nest up to the depth limit and refuses it one level deeper', () => {
    expect(() => check(nestedForms(11), { depth: 11 })).not.toThrow();
    expect(() => check(nestedForms(12), { depth: 11 })).toThrow(
      expect.objectContaining({ code: 'LIMIT_EXCEEDED', detail: 'depth' }),
    );
    expect(() => check(nestedForms(3000))).toThrow(/more than 64 levels deep/);
  });

  it('accepts resources shared by a form that names itself, as real files do', () => {
    const shared = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources 6 0 R >>',
      stream('/X Do'),
      stream(
        'BT /F1 9 Tf (x) Tj ET',
        '/Type /XObject /Subtype /Form /BBox [0 0 9 9] /Resources 6 0 R',
      ),
      `<< /Font << ${HELVETICA} >> /XObject << /X 5 0 R >> /Pattern << /P 7 0 R >> >>`,
      stream(
        '0 0 1 1 re f',
        '/PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 1 1] /XStep 1 /YStep 1 /Resources 6 0 R',
      ),
    ]);
    expect(() => check(shared)).not.toThrow();
  });

  it('counts what it visits against the objects limit', () => {
    expect(() => check(nestedForms(40), { objects: 20 })).toThrow(
      expect.objectContaining({ code: 'LIMIT_EXCEEDED', detail: 'objects' }),
    );
  });
});
