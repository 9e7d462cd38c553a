import { toHex } from '../bytes/bytes';
import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { loadPageOrThrow } from '../engine/open-pdf';
import type { PageFrame } from './page-frame';

/** Every page's frame (see PageFrame) and the file's /ID pair as hex, when it has one. */
export function readPageFrames(
  document: PDFDocument,
  budget?: TaskBudget,
): { frames: PageFrame[]; ids: [string, string] | null } {
  const frames: PageFrame[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    budget?.step(index + 1);
    const page = loadPageOrThrow(document, index);
    try {
      frames.push({ toPage: page.getTransform() });
    } finally {
      page.destroy();
    }
  }
  return { frames, ids: fileIds(document) };
}

function fileIds(document: PDFDocument): [string, string] | null {
  const id = document.getTrailer().get('ID');
  if (!id.isArray() || id.length !== 2) return null;
  const hex = (index: number) => {
    const part = id.get(index);
    return part.isString() ? toHex(Uint8Array.from(part.asByteString())).toUpperCase() : '';
  };
  const pair: [string, string] = [hex(0), hex(1)];
  return pair.every((part) => part !== '') ? pair : null;
}
