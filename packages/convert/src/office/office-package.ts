import type { TSourceFormat } from '@workbench/contracts';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { ConversionError } from '../conversion-error';
import { zipEntries, zipTexts } from '../zip-entries';

/** What one Office package may inflate to: far above real documents, far below a zip bomb. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 20_000;

const PACKAGES = new Set<TSourceFormat>(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

/** Relationships that make an Office reader fetch or embed something outside the file. */
const EXTERNAL_RELATIONSHIP =
  /<Relationship\b(?=[^>]*\bTargetMode="External")(?![^>]*\/hyperlink")[^>]*\/>/g;
/** OpenDocument elements that load what their xlink:href names (links in text are kept). */
const LOADING_ELEMENT =
  /<(?:draw:image|draw:object|draw:object-ole|draw:plugin|draw:floating-frame|draw:applet|table:table-source|table:cell-range-source|text:section-source|office:dde-source)\b[^>]*>/g;
const REMOTE_HREF = /\bxlink:href="(?:[a-z][a-z0-9+.-]*:|\/\/|\.\.\/)[^"]*"/gi;

/**
 * An Office Open XML or OpenDocument package made safe to convert: refused when it would inflate
 * past the limit (a zip bomb), and without what would make LibreOffice reach outside the file
 * (linked images, templates, OLE objects, external data, linked sections). What was taken out is
 * said in the notes. Other formats pass as they are.
 */
export function safePackage(
  bytes: Uint8Array,
  format: TSourceFormat,
): { bytes: Uint8Array; notes: string[] } {
  if (!PACKAGES.has(format)) return { bytes, notes: [] };
  const entries = zipEntries(bytes);
  if (entries === null) {
    throw new ConversionError(
      'CONVERSION_FAILED',
      'The file is damaged: its ZIP package cannot be read. Ask the sender for a new copy, or open it and save it again.',
    );
  }
  const inflated = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (entries.length > MAX_ENTRIES || inflated > MAX_INFLATED_BYTES) {
    throw new ConversionError(
      'LIMIT_EXCEEDED',
      `The file's package holds ${entries.length.toLocaleString('en-US')} parts that unpack to ${Math.round(inflated / 1024 / 1024).toLocaleString('en-US')} MB; this server converts packages of at most ${MAX_INFLATED_BYTES / 1024 / 1024} MB. The file may be built to overload converters; if it is a genuine document, save it again without embedded objects and try again.`,
    );
  }
  const isPart = (name: string) =>
    name.endsWith('.rels') || name === 'content.xml' || name === 'styles.xml';
  const parts = zipTexts(bytes, isPart);
  const changed = new Map<string, string>();
  let removed = 0;
  for (const [name, text] of parts) {
    let count = 0;
    const safe = name.endsWith('.rels')
      ? text.replace(EXTERNAL_RELATIONSHIP, () => (count++, ''))
      : text.replace(LOADING_ELEMENT, (element) =>
          element.replace(REMOTE_HREF, () => (count++, 'xlink:href=""')),
        );
    if (count > 0) changed.set(name, safe);
    removed += count;
  }
  if (removed === 0) return { bytes, notes: [] };
  return {
    bytes: repack(bytes, changed),
    notes: [
      `${removed} link${removed === 1 ? '' : 's'} to content outside the file left out (linked images, templates, objects or data)`,
    ],
  };
}

/** The package with some parts replaced; an OpenDocument's mimetype stays first and stored. */
function repack(bytes: Uint8Array, changed: ReadonlyMap<string, string>): Uint8Array {
  const files = unzipSync(bytes);
  const zippable: Zippable = {};
  if (files.mimetype) zippable.mimetype = [files.mimetype, { level: 0 }];
  for (const [name, data] of Object.entries(files)) {
    if (name === 'mimetype') continue;
    const text = changed.get(name);
    zippable[name] = text === undefined ? data : strToU8(text);
  }
  return zipSync(zippable, { level: 6 });
}
