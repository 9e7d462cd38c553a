import { MAX_AREAS_PER_FILE } from '@workbench/contracts';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { MarkRecord } from './mark-record';
import { quadBox, type Quad } from './page-frame';

/** XFDF's namespace (ISO 19444-1). */
const XFDF_NAMESPACE = 'http://ns.adobe.com/xfdf/';

/** Where the parser puts an element's attributes, apart from its children. */
const ATTRIBUTES = ':@';

/** An XFDF that cannot be read as redaction marks; its message says why, for the user. */
export class XfdfError extends Error {
  override readonly name = 'XfdfError';
}

export interface XfdfFile {
  /** The PDF the marks belong to (XFDF's <f href>). */
  fileName: string;
  /** The PDF's /ID pair as hex, which Acrobat uses to match the marks to their file. */
  ids: [string, string] | null;
  marks: readonly MarkRecord[];
  created: Date;
}

/**
 * The marks as XFDF `<redact>` elements in the form Acrobat writes and reads (page from 0,
 * rect and coords in the file's user space, overlay-text, title, contents).
 */
export function writeXfdf({ fileName, ids, marks, created }: XfdfFile): string {
  const date = pdfDate(created);
  const redact = marks.map((mark, index) => ({
    '@_page': String(mark.page - 1),
    '@_rect': numbers([mark.rect.x0, mark.rect.y0, mark.rect.x1, mark.rect.y1]),
    ...(mark.quads.length > 0 && { '@_coords': numbers(mark.quads.flat()) }),
    '@_name': `workbench-${mark.page}-${index + 1}`,
    ...(mark.author && { '@_title': mark.author }),
    '@_subject': 'Redact',
    '@_date': date,
    '@_creationdate': date,
    '@_flags': 'print',
    '@_color': '#FF0000',
    '@_interior-color': '#000000',
    ...(mark.overlayText && { '@_overlay-text': mark.overlayText }),
    ...(mark.contents && { contents: mark.contents }),
  }));
  const xfdf = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    xfdf: {
      '@_xmlns': XFDF_NAMESPACE,
      '@_xml:space': 'preserve',
      annots: { redact },
      f: { '@_href': fileName },
      ...(ids && { ids: { '@_original': ids[0], '@_modified': ids[1] } }),
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  });
  return builder.build(xfdf);
}

/** What a `<redact>` element says, before it is placed on its page. */
export interface XfdfMark extends MarkRecord {
  /** XFDF's subject (Acrobat: "Redact"; doc_redaction: the entity label). */
  subject: string | null;
}

/**
 * The `<redact>` elements of an XFDF (ours, Acrobat's, doc_redaction's). Other annotation
 * elements are not marks and are left out; a document type declaration is refused (XFDF needs
 * none, and entities are the way to make a parser expand a small file into gigabytes).
 */
export function readXfdf(text: string): XfdfMark[] {
  return readXfdfFile(text).marks;
}

/**
 * An XFDF's marks and the file its `<f href>` names (its last path part, any quoting, entities
 * decoded), or null when it names none.
 */
export function readXfdfFile(text: string): { marks: XfdfMark[]; href: string | null } {
  if (/<!(DOCTYPE|ENTITY)/i.test(text))
    throw new XfdfError('The XFDF file declares a document type or entities; XFDF needs none');
  let parsed: unknown;
  try {
    parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      attributesGroupName: ATTRIBUTES,
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      isArray: (name) => name === 'redact',
    }).parse(text, true);
  } catch (error) {
    throw new XfdfError(`The XFDF file is not well-formed XML: ${firstLine(error)}`);
  }
  const root = (parsed as { xfdf?: unknown }).xfdf;
  if (!isObject(root)) throw new XfdfError('This is not an XFDF file: it has no <xfdf> element');
  const annots = root.annots;
  const elements = isObject(annots) && Array.isArray(annots.redact) ? annots.redact : [];
  if (elements.length > MAX_AREAS_PER_FILE)
    throw new XfdfError(`The XFDF file holds more than ${MAX_AREAS_PER_FILE} redaction marks`);
  const file = isObject(root.f) && isObject(root.f[ATTRIBUTES]) ? root.f[ATTRIBUTES] : {};
  const named = attribute(file, 'href');
  return {
    marks: elements.map((element: unknown, index) => markOf(element, index + 1)),
    href: named ? (named.split(/[\\/]/).pop() ?? null) || null : null,
  };
}

function markOf(element: unknown, position: number): XfdfMark {
  const inner = isObject(element) ? element : {};
  const attributes = isObject(inner[ATTRIBUTES]) ? inner[ATTRIBUTES] : {};
  const where = `Redaction mark ${position} of the XFDF file`;
  const page = Number(attribute(attributes, 'page') ?? Number.NaN);
  if (!Number.isInteger(page) || page < 0) throw new XfdfError(`${where} has no valid page`);
  const rect = numberList(attribute(attributes, 'rect'));
  if (rect?.length !== 4) throw new XfdfError(`${where} has no valid rect`);
  const [a, b, c, d] = rect as [number, number, number, number];
  const coords = numberList(attribute(attributes, 'coords')) ?? [];
  const quads: Quad[] = [];
  for (let at = 0; at + 8 <= coords.length; at += 8) quads.push(coords.slice(at, at + 8) as Quad);
  const box = { x0: Math.min(a, c), y0: Math.min(b, d), x1: Math.max(a, c), y1: Math.max(b, d) };
  if (box.x1 <= box.x0 || box.y1 <= box.y0) throw new XfdfError(`${where} has an empty rect`);
  return {
    page: page + 1,
    rect: box,
    quads: quads.filter((quad) => {
      const lineBox = quadBox(quad);
      return lineBox.x1 > lineBox.x0 && lineBox.y1 > lineBox.y0;
    }),
    overlayText: attribute(attributes, 'overlay-text'),
    author: attribute(attributes, 'title'),
    subject: attribute(attributes, 'subject'),
    contents: plainText(inner.contents) ?? plainText(inner['contents-richtext']),
  };
}

function attribute(element: Record<string, unknown>, name: string): string | null {
  const value = element[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function numberList(text: string | null): number[] | null {
  if (text === null) return null;
  const values = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return values.every(Number.isFinite) ? values : null;
}

/** The text of an element and everything inside it (rich text's spans joined by spaces). */
function plainText(node: unknown): string | null {
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) if (key !== ATTRIBUTES) walk(inner);
    }
  };
  walk(node);
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(values: readonly number[]): string {
  return values.map((value) => String(Math.round(value * 1000) / 1000)).join(',');
}

/** A date as PDF writes it: D:YYYYMMDDHHmmSSZ. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}
