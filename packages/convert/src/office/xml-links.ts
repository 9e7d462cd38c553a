import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ConversionError } from '../conversion-error';
import {
  isDangerousField,
  isFrozenField,
  isLocalReference,
  isOutside,
  isOutsideRelationship,
} from './outside-reference';
import { WordFields, type Edit } from './word-fields';
import { xmlTags, type XmlTag } from './xml-tags';

/** One reference to content outside the file that was taken out, for the conversion note. */
export interface OutsideLink {
  /** What it was: "image", "template", "field INCLUDEPICTURE"… */
  kind: string;
  target: string;
  part: string;
}

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XLINK = 'http://www.w3.org/1999/xlink';
const WORD = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const VML = 'urn:schemas-microsoft-com:vml';
const ODF_TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
/** OpenDocument fields whose text LibreOffice computes anew on loading (unless fixed). */
const ODF_FROZEN = new Set([
  'date',
  'time',
  'print-date',
  'print-time',
  'creation-date',
  'creation-time',
  'modification-date',
  'modification-time',
  'editing-duration',
  'file-name',
  'author-name',
  'author-initials',
  'printed-by',
  'creator',
]);
const VML_OFFICE = 'urn:schemas-microsoft-com:office:office';
/** OpenDocument's hyperlinks: followed by a reader when clicked, never loaded. */
const HYPERLINKS = new Set([
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0 a',
  'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0 a',
]);
/** Attributes (by local name) that make a converter load what they name, in any namespace. */
const LOADING_ATTRIBUTES = new Set(['href', 'src', 'althref', 'sourcefile']);
/** A spreadsheet's data connections (xl/connections.xml): a web query, a database. */
const CONNECTION_ATTRIBUTES = new Set(['webPr url', 'dbPr connection', 'olapPr connection']);

/**
 * One XML part of an Office package read with an XML parser (any quoting, any prefix, character
 * references decoded), and written again without what would make LibreOffice load content from
 * outside the file: relationships to outside targets (hyperlinks stay), loading `href`/`src`
 * attributes that point outside, any attribute naming a local file, and Word fields that include
 * or link content (INCLUDEPICTURE, INCLUDETEXT, LINK, IMPORT, DDE, DATABASE). A part with a DTD
 * or that is not well-formed is refused with its name: LibreOffice would read it differently.
 */
export function neutraliseXml(part: string, text: string): { text: string; links: OutsideLink[] } {
  const links: OutsideLink[] = [];
  const edits: Edit[] = [];
  const tags = xmlTags(text);
  let opened = 0;
  let closed = 0;
  /** The start tags still open, with where their element began. */
  const open: { tag: SaxesTagNS; token: XmlTag; drop: boolean; unwrap: boolean }[] = [];
  const fields = new WordFields();
  let instructionFrom: number | null = null;
  let instructionText = '';

  const parser = new SaxesParser({ xmlns: true });
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('doctype', (doctype) => {
    // A named DTD is not read; entities declared in the part itself would be expanded.
    if (doctype.includes('[')) failure ??= 'it declares entities of its own';
  });
  parser.on('opentag', (tag) => {
    const token = tags.opens[opened++];
    if (!token || token.name !== tag.name) {
      failure ??= 'its tags could not be read';
      return;
    }
    const drop = readTag(tag, token);
    // A field a converter would compute anew (a date, the user's name): its element goes and
    // the text it holds, its last result, stays.
    const unwrap =
      (tag.uri === WORD && tag.local === 'fldSimple' && isFrozenField(attributeOf(tag, 'instr'))) ||
      (tag.uri === ODF_TEXT && ODF_FROZEN.has(tag.local));
    open.push({ tag, token, drop, unwrap });
    if (tag.uri === WORD && tag.local === 'instrText' && !tag.isSelfClosing) {
      instructionFrom = token.end;
      instructionText = '';
    }
  });
  parser.on('text', (value) => {
    if (instructionFrom !== null) instructionText += value;
  });
  parser.on('closetag', (tag) => {
    const entry = open.pop();
    const token = tag.isSelfClosing ? entry?.token : tags.closes[closed++];
    if (!entry || !token) {
      failure ??= 'its tags could not be read';
      return;
    }
    const whole = { start: entry.token.start, end: token.end };
    if (entry.drop) edits.push({ ...whole, text: '' });
    if (entry.unwrap && !tag.isSelfClosing) {
      edits.push({ ...entry.token, text: '' }, { ...token, text: '' });
    }
    if (tag.uri === WORD && tag.local === 'fldChar') {
      fields.mark(attributeOf(entry.tag, 'fldCharType'), whole);
    }
    if (instructionFrom !== null && tag.uri === WORD && tag.local === 'instrText') {
      const inner = { start: instructionFrom, end: token.start };
      fields.instruction(whole, inner, instructionText);
      instructionFrom = null;
    }
  });

  /** Reads one start tag: true when the whole element goes; rewrites it when an attribute goes. */
  function readTag(tag: SaxesTagNS, token: XmlTag): boolean {
    const attributes = Object.values(tag.attributes);
    if (tag.uri === RELATIONSHIPS && tag.local === 'Relationship') {
      const target = attributeOf(tag, 'Target');
      const external = attributeOf(tag, 'TargetMode').trim().toLowerCase() === 'external';
      const type = attributeOf(tag, 'Type');
      if ((external || isOutsideRelationship(target, part)) && !type.endsWith('/hyperlink')) {
        links.push({ kind: relationshipKind(type), target, part });
        return true;
      }
      return false;
    }
    const hyperlink = HYPERLINKS.has(`${tag.uri} ${tag.local}`);
    let changed = false;
    const written = attributes.map((attribute) => {
      const { name, local, uri, value: content } = attribute;
      let kind: string | null = null;
      if (uri === WORD && local === 'instr' && isDangerousField(content)) {
        kind = 'field';
      } else if (!hyperlink && loads(uri, local, tag.uri, tag.local) && isOutside(content)) {
        kind = `${tag.local} ${local}`;
      } else if (!hyperlink && !name.startsWith('xmlns') && isLocalReference(content)) {
        kind = `${tag.local} ${local}`;
      }
      if (kind === null) return [name, content];
      links.push({ kind, target: content, part });
      changed = true;
      return [name, ''];
    });
    if (changed) {
      const attributesText = written.map(([name, content]) => ` ${name}="${escape(content!)}"`);
      const close = tag.isSelfClosing ? '/>' : '>';
      edits.push({
        start: token.start,
        end: token.end,
        text: `<${tag.name}${attributesText.join('')}${close}`,
      });
    }
    return false;
  }

  parser.write(text).close();
  // Set by the parser's callbacks, which TypeScript does not follow.
  const problem = failure as string | null;
  if (problem !== null) {
    throw new ConversionError(
      'CONVERSION_FAILED',
      `The part "${part}" of the file cannot be read as XML (${problem.split('\n')[0]}), so it cannot be checked for links to content outside the file. Open the file in its program, save it again and try again.`,
    );
  }
  for (const instruction of fields.emptied)
    links.push({ kind: 'field', target: instruction, part });
  return { text: applyEdits(text, [...edits, ...fields.edits]), links };
}

function attributeOf(tag: SaxesTagNS, local: string): string {
  return Object.values(tag.attributes).find((attribute) => attribute.local === local)?.value ?? '';
}

function loads(uri: string, local: string, elementUri: string, element: string): boolean {
  if (uri === XLINK && local === 'href') return true;
  if (uri === '' && CONNECTION_ATTRIBUTES.has(`${element} ${local}`)) return true;
  if (uri === VML_OFFICE || elementUri === VML || elementUri === VML_OFFICE) {
    return LOADING_ATTRIBUTES.has(local.toLowerCase());
  }
  return LOADING_ATTRIBUTES.has(local.toLowerCase()) && uri === '';
}

function relationshipKind(type: string): string {
  const last = type.split('/').at(-1) ?? '';
  return last ? last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'relationship';
}

function escape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function applyEdits(text: string, edits: Edit[]): string {
  if (edits.length === 0) return text;
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let at = 0;
  for (const edit of edits) {
    // An edit inside an element already dropped is part of it.
    if (edit.start < at) continue;
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + text.slice(at);
}
