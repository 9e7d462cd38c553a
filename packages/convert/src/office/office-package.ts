import type { TSourceFormat } from '@workbench/contracts';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { ConversionError } from '../conversion-error';
import { zipEntries } from '../zip-entries';
import { noFacts, notePart, type PackageFacts } from './package-facts';
import { neutraliseXml, type OutsideLink } from './xml-links';

/** What one Office package may inflate to: far above real documents, far below a zip bomb. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
export const MAX_ENTRIES = 20_000;

const PACKAGES = new Set<TSourceFormat>(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

/**
 * What any rule of xml-links.ts fires on, searched for before a part is parsed: a part without
 * any of it (a sheet of a million numbers) has nothing the parser would change, and reading it
 * would cost seconds. Character references and a DTD could hide a word, so they count too.
 */
const MAY_CHANGE =
  /href|src|sourcefile|url=|connection=|instr|fldchar|relationship\s|file:|smb:|nfs:|\\\\|(?<![a-z])[a-z]:[\\/]|&#|<!doctype|:(?:date|time|print-|creation-|modification-|editing-|file-name|author-|printed-by|creator)/i;

/** Packages inside packages (an embedded workbook in a document) are read this deep. */
const MAX_DEPTH = 3;

/**
 * An Office Open XML or OpenDocument package made safe to convert: refused when it would inflate
 * past the limit (a zip bomb), and without what would make LibreOffice reach outside the file
 * (linked images, templates, OLE objects, external data, linked sections, including fields),
 * found by reading every XML part with an XML parser, and every package embedded in it. Each
 * reference taken out is returned, with what LibreOffice will draw its own way (package-facts.ts).
 * Other formats pass as they are.
 */
export function safePackage(
  bytes: Uint8Array,
  format: TSourceFormat,
): { bytes: Uint8Array; links: OutsideLink[]; facts: PackageFacts } {
  const facts = noFacts();
  if (!PACKAGES.has(format)) return { bytes, links: [], facts };
  return { ...safeZip(bytes, '', 0, facts), facts };
}

function safeZip(
  bytes: Uint8Array,
  prefix: string,
  depth: number,
  facts: PackageFacts,
): { bytes: Uint8Array; links: OutsideLink[] } {
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
  const files = unzipSync(bytes);
  const changed = new Map<string, Uint8Array>();
  const links: OutsideLink[] = [];
  for (const [name, data] of Object.entries(files)) {
    const part = `${prefix}${name}`;
    if (isZip(data) && depth < MAX_DEPTH) {
      const inner = safeZip(data, `${part}/`, depth + 1, facts);
      if (inner.bytes !== data) changed.set(name, inner.bytes);
      links.push(...inner.links);
      continue;
    }
    const text = xmlText(data);
    notePart(facts, part, text);
    if (text === null || !MAY_CHANGE.test(text)) continue;
    const safe = neutraliseXml(part, text);
    if (safe.text !== text) changed.set(name, strToU8(withUtf8Declaration(safe.text)));
    links.push(...safe.links);
  }
  return { bytes: changed.size === 0 ? bytes : repack(files, changed), links };
}

function isZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/** A part's text when it is XML (begins with `<` after a byte order mark and space), or null. */
function xmlText(data: Uint8Array): string | null {
  let encoding = 'utf-8';
  let skip = 0;
  if (data[0] === 0xff && data[1] === 0xfe) [encoding, skip] = ['utf-16le', 2];
  else if (data[0] === 0xfe && data[1] === 0xff) [encoding, skip] = ['utf-16be', 2];
  else if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) skip = 3;
  const decoder = new TextDecoder(encoding);
  if (!/^\s*</.test(decoder.decode(data.subarray(skip, skip + 256)))) return null;
  return decoder.decode(data.subarray(skip));
}

/** The part is written back in UTF-8: its declaration must not say otherwise. */
function withUtf8Declaration(text: string): string {
  return text.replace(/^(\s*<\?xml[^>]*?\bencoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2');
}

/** The package with some parts replaced; an OpenDocument's mimetype stays first and stored. */
function repack(
  files: Record<string, Uint8Array>,
  changed: ReadonlyMap<string, Uint8Array>,
): Uint8Array {
  const zippable: Zippable = {};
  if (files.mimetype) zippable.mimetype = [files.mimetype, { level: 0 }];
  for (const [name, data] of Object.entries(files)) {
    if (name === 'mimetype') continue;
    zippable[name] = changed.get(name) ?? data;
  }
  return zipSync(zippable, { level: 6 });
}
