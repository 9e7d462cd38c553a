import type { TBBox } from '@workbench/contracts';
import type { Quad } from './page-frame';

/**
 * One unapplied redaction mark as a file or an XFDF holds it: in the file's own coordinates (PDF
 * user space), so the same record becomes a `/Redact` annotation or a `<redact>` element.
 */
export interface MarkRecord {
  /** 1-based page. */
  page: number;
  rect: TBBox;
  /** One quad per marked line of text; none for a marked area. */
  quads: Quad[];
  /** The label the mark asks to be drawn once applied: the exemption code. */
  overlayText: string | null;
  /** Who made the mark (/T, XFDF's title). */
  author: string | null;
  /** /Contents: what was marked, as written by contentsOf. */
  contents: string | null;
}

/** An entity type as we write it: capitals, digits and underscores ("PERSON", "NO_FNR"). */
const ENTITY_TYPE = /^[A-Z][A-Z0-9_]{1,99}$/;
const OURS = /^([A-Z][A-Z0-9_]{1,99})(?:: ([\s\S]*))?$/;

/** A mark's /Contents: its type, and the marked text after a colon when asked for. */
export function contentsOf(entityType: string, text?: string): string {
  const type = ENTITY_TYPE.test(entityType) ? entityType : 'MANUAL';
  return text ? `${type}: ${text}` : type;
}

/**
 * The entity type and marked text a mark's words name: our own /Contents ("PERSON: Kari
 * Nordmann"), or a label in /Subject as other tools write it (doc_redaction puts "PERSON" there);
 * null when neither is one.
 */
export function readContents(
  contents: string | null,
  subject: string | null = null,
): { entityType: string | null; text: string | null } {
  const ours = OURS.exec(contents?.trim() ?? '');
  if (ours) return { entityType: ours[1]!, text: ours[2]?.trim() || null };
  const label =
    subject
      ?.trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_') ?? '';
  const isLabel = ENTITY_TYPE.test(label) && !/^REDACT(ION)?$/.test(label);
  return { entityType: isLabel ? label : null, text: contents?.trim() || null };
}
