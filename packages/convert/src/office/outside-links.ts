import type { TSourceFormat } from '@workbench/contracts';
import { neutraliseDoc } from './doc-links';
import { safePackage } from './office-package';
import { factNotes, noFacts } from './package-facts';
import { neutraliseRtf } from './rtf-links';
import type { OutsideLink } from './xml-links';

/** The conversion note lists this many references, then counts the rest. */
const LISTED = 20;

/** A file ready for LibreOffice, what the note says of it, and texts LibreOffice may not read. */
export interface SafeFile {
  bytes: Uint8Array;
  notes: string[];
  /** Words of the source the text check should find in the PDF (SmartArt's). */
  texts: string[];
}

/**
 * A file made safe to give LibreOffice: packages checked part by part (office-package.ts), RTF
 * and Word 97 fields neutralised; each reference taken out is named in the notes, and so is what
 * LibreOffice draws its own way (package-facts.ts).
 */
export function withoutOutsideLinks(bytes: Uint8Array, format: TSourceFormat): SafeFile {
  const safe =
    format === 'rtf'
      ? { ...neutraliseRtf(bytes), facts: noFacts() }
      : format === 'doc'
        ? { ...neutraliseDoc(bytes), facts: noFacts() }
        : safePackage(bytes, format);
  return {
    bytes: safe.bytes,
    notes: [...linkNotes(safe.links), ...factNotes(safe.facts)],
    texts: safe.facts.diagramTexts,
  };
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
