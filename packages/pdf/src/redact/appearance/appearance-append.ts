import type { mupdf, PDFDocument } from '../../engine/mupdf';

type PDFObject = InstanceType<typeof mupdf.PDFObject>;

/**
 * Appends `content` as a new content stream of the page, after wrapping the existing contents in
 * `q … Q` so whatever graphics state they leave behind cannot move or recolour the new drawing.
 */
export function appendContentStream(doc: PDFDocument, pageObj: PDFObject, content: string): void {
  if (content === '') return;
  const page = pageObj.resolve();
  const existing = page.get('Contents');
  const resolved = existing.resolve();
  const oldStreams: PDFObject[] = [];
  if (resolved.isArray()) resolved.forEach((item) => oldStreams.push(item));
  // isStream() is only true on the indirect reference, never on the resolved dictionary.
  else if (existing.isStream()) oldStreams.push(existing);
  const contents = doc.newArray();
  if (oldStreams.length > 0) {
    // The newlines keep `q`/`Q` from fusing with a token at the edge of a neighbouring stream.
    contents.push(doc.addStream('q\n', {}));
    for (const stream of oldStreams) contents.push(stream);
    contents.push(doc.addStream('\nQ\n', {}));
  }
  contents.push(doc.addStream(`\n${content}\n`, {}));
  page.put('Contents', contents);
}
