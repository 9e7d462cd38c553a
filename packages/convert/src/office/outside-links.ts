import type { TSourceFormat } from '@workbench/contracts';
import { neutraliseDoc } from './doc-links';
import { safePackage } from './office-package';
import { neutraliseRtf } from './rtf-links';
import type { OutsideLink } from './xml-links';

/** The conversion note lists this many references, then counts the rest. */
const LISTED = 20;

/**
 * A file made safe to give LibreOffice: packages checked part by part (office-package.ts), RTF
 * and Word 97 fields neutralised; each reference taken out is named in the notes.
 */
export function withoutOutsideLinks(
  bytes: Uint8Array,
  format: TSourceFormat,
): { bytes: Uint8Array; notes: string[] } {
  const safe =
    format === 'rtf'
      ? neutraliseRtf(bytes)
      : format === 'doc'
        ? neutraliseDoc(bytes)
        : safePackage(bytes, format);
  return { bytes: safe.bytes, notes: linkNotes(safe.links) };
}

function linkNotes(links: readonly OutsideLink[]): string[] {
  const notes = links
    .slice(0, LISTED)
    .map(
      ({ kind, target, part }) =>
        `link to content outside the file left out: ${kind} "${shorten(target)}" (in ${part})`,
    );
  if (links.length > LISTED) {
    notes.push(`${links.length - LISTED} more links to content outside the file left out`);
  }
  return notes;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}
