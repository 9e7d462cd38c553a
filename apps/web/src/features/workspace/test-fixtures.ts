import type { OpenFile } from './files/files-store';
import type { Highlight } from './highlights/highlight';

/** An open one-page file `a.pdf` (key 'a'), with `extra` on top. */
export function buildOpenFile(extra: Partial<OpenFile> = {}): OpenFile {
  return {
    key: 'a',
    file: new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }),
    name: 'a.pdf',
    size: 8,
    lastModified: 0,
    pageCount: 1,
    expanded: true,
    ...extra,
  };
}

/** A manual box on page 1 of file 'a', with `extra` on top. */
export function buildHighlight(extra: Partial<Highlight> = {}): Highlight {
  return {
    id: 'h1',
    fileKey: 'a',
    page: 1,
    type: 'MANUAL',
    x: 10,
    y: 20,
    w: 30,
    h: 5,
    color: '#000',
    opacity: 1,
    timestamp: 0,
    ...extra,
  };
}
