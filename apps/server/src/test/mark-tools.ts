import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withResolvers, type TBBox } from '@workbench/contracts';

/**
 * A script for MuPDF's own command line (`mutool run`, not our bundled engine): lists every
 * annotation of every page with its rectangle in page coordinates, applies the /Redact ones and
 * saves the result. `new PDFDocument(path)` is how MuPDF 1.21 (Debian's) opens a file.
 */
const APPLY_SCRIPT = `
var doc = new PDFDocument(scriptArgs[0]);
for (var i = 0; i < doc.countPages(); i++) {
  var page = doc.loadPage(i);
  var annots = page.getAnnotations();
  for (var j = 0; j < annots.length; j++)
    print(JSON.stringify({
      page: i + 1,
      type: annots[j].getType(),
      rect: annots[j].getRect(),
      quads: annots[j].hasQuadPoints() ? annots[j].getQuadPoints() : [],
    }));
  page.applyRedactions();
}
doc.save(scriptArgs[1], "garbage");
`;

export interface ToolAnnotation {
  page: number;
  type: string;
  /** The marked area: its quads' bounds for a marked line, else its rectangle. */
  bbox: TBBox;
  /** Its /Rect, which MuPDF pads by a point around a marked line's quads. */
  rect: TBBox;
}

function bounds(points: readonly (readonly number[])[]): TBBox {
  const xs = points.map(([x = 0]) => x);
  const ys = points.map(([, y = 0]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function pairs(values: ArrayLike<number>): [number, number][] {
  const points: [number, number][] = [];
  for (let at = 0; at + 1 < values.length; at += 2) points.push([values[at]!, values[at + 1]!]);
  return points;
}

/** The annotations as `mutool run` reads them, and the file with its marks applied by MuPDF. */
export function mutoolApply(bytes: Uint8Array): {
  annotations: ToolAnnotation[];
  applied: Uint8Array;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-mutool-'));
  try {
    const [script, input, output] = ['apply.js', 'in.pdf', 'out.pdf'].map((name) =>
      path.join(dir, name),
    );
    writeFileSync(script!, APPLY_SCRIPT);
    writeFileSync(input!, bytes);
    const printed = execFileSync('mutool', ['run', script!, input!, output!], { stdio: 'pipe' });
    const annotations = printed
      .toString('utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        const { page, type, rect, quads } = JSON.parse(line) as {
          page: number;
          type: string;
          rect: number[];
          quads: number[][];
        };
        const box = bounds(pairs(rect));
        const bbox = quads.length > 0 ? bounds(quads.flatMap((quad) => pairs(quad))) : box;
        return { page, type, rect: box, bbox };
      });
    return { annotations, applied: new Uint8Array(readFileSync(output!)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The /Redact annotations as pdf.js reads them, their rectangles turned into page coordinates. */
export async function pdfjsRedactMarks(bytes: Uint8Array): Promise<ToolAnnotation[]> {
  withResolvers();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: bytes.slice() });
  const document = await task.promise;
  try {
    const marks: ToolAnnotation[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const annotations = (await page.getAnnotations()) as {
        subtype: string;
        rect: number[];
        quadPoints?: ArrayLike<number>;
      }[];
      for (const annotation of annotations) {
        if (annotation.subtype !== 'Redact') continue;
        const toPage = (points: [number, number][]) =>
          bounds(points.map(([x, y]) => viewport.convertToViewportPoint(x, y) as number[]));
        const rect = toPage(pairs(annotation.rect));
        const quads = annotation.quadPoints ?? [];
        const bbox = quads.length > 0 ? toPage(pairs(quads)) : rect;
        marks.push({ page: number, type: 'Redact', bbox, rect });
      }
    }
    return marks;
  } finally {
    await task.destroy();
  }
}
