import { entryOf, resolveObject, type PDFObject } from '../engine/pdf-object';
import { ByteSink, collectStrings } from '../verify/pdf-strings';
import { latin1 } from './text-views';

/**
 * The strings a content stream shows (glyph procedures, appearance streams), decoded and read as
 * Latin-1, one after another; empty when the stream cannot be read. Text drawn in pieces
 * (`(Secret Na) Tj (me Hansen) Tj`) reads as one, since quotes are matched without whitespace.
 */
export function drawnStrings(stream: PDFObject): string {
  if (!stream.isStream()) return '';
  try {
    const buffer = stream.readStream();
    const data = buffer.asUint8Array();
    const sink = new ByteSink();
    collectStrings(data, 0, data.length, sink);
    buffer.destroy();
    return latin1(sink.take());
  } catch {
    return '';
  }
}

/** The strings every normal appearance of an annotation shows (each state of a check box too). */
export function appearanceStrings(annotation: PDFObject): string {
  const appearance = entryOf(annotation, 'AP', 'N');
  if (appearance.isStream()) return drawnStrings(appearance);
  const normal = resolveObject(appearance);
  const texts: string[] = [];
  if (normal.isDictionary()) normal.forEach((state) => texts.push(drawnStrings(state)));
  return texts.join('\n');
}
