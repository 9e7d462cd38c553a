import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ConversionError } from '../conversion-error';
import {
  isDangerousField,
  isLocalReference,
  isOutside,
  isOutsideRelationship,
} from './outside-reference';
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
const VML_OFFICE = 'urn:schemas-microsoft-com:office:office';
/** OpenDocument's hyperlinks: followed by a reader when clicked, never loaded. */
const HYPERLINKS = new Set([
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0 a',
  'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0 a',
]);
/** Attributes (by local name) that make a converter load what they name, in any namespace. */
const LOADING_ATTRIBUTES = new Set(['href', 'src', 'althref', 'sourcefile', 'url', 'connection']);

type Edit = { start: number; end: number; text: string };

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
  const open: { tag: SaxesTagNS; token: XmlTag; drop: boolean }[] = [];
  /** Word's complex fields being read: the instruction's text elements and their text. */
  const fields: { instruction: string; texts: { from: number; to: number }[]; done: boolean }[] =
    [];
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
    open.push({ tag, token, drop });
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
    if (entry.drop) edits.push({ start: entry.token.start, end: token.end, text: '' });
    if (instructionFrom !== null && tag.uri === WORD && tag.local === 'instrText') {
      addInstruction(instructionFrom, token.start, instructionText);
      instructionFrom = null;
    }
  });

  /** Reads one start tag: true when the whole element goes; rewrites it when an attribute goes. */
  function readTag(tag: SaxesTagNS, token: XmlTag): boolean {
    const attributes = Object.values(tag.attributes);
    const value = (local: string) => attributes.find((a) => a.local === local)?.value ?? '';
    if (tag.uri === RELATIONSHIPS && tag.local === 'Relationship') {
      const target = value('Target');
      const external = value('TargetMode').trim().toLowerCase() === 'external';
      const type = value('Type');
      if ((external || isOutsideRelationship(target, part)) && !type.endsWith('/hyperlink')) {
        links.push({ kind: relationshipKind(type), target, part });
        return true;
      }
      return false;
    }
    if (tag.uri === WORD && tag.local === 'fldChar') field(value('fldCharType'));
    const hyperlink = HYPERLINKS.has(`${tag.uri} ${tag.local}`);
    let changed = false;
    const written = attributes.map((attribute) => {
      const { name, local, uri, value: content } = attribute;
      let kind: string | null = null;
      if (uri === WORD && local === 'instr' && isDangerousField(content)) {
        kind = 'field';
      } else if (!hyperlink && loads(uri, local, tag.uri) && isOutside(content)) {
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

  function field(type: string) {
    if (type === 'begin') fields.push({ instruction: '', texts: [], done: false });
    else if (type === 'separate' || type === 'end') {
      const current = fields.at(-1);
      if (current && !current.done) settle(current);
      if (type === 'end') fields.pop();
    }
  }

  function addInstruction(from: number, to: number, content: string) {
    const current = fields.at(-1);
    if (current && !current.done) {
      current.instruction += content;
      current.texts.push({ from, to });
    } else settle({ instruction: content, texts: [{ from, to }], done: false });
  }

  function settle(current: (typeof fields)[number]) {
    current.done = true;
    if (!isDangerousField(current.instruction)) return;
    links.push({
      kind: 'field',
      target: current.instruction.trim(),
      part,
    });
    for (const { from, to } of current.texts) edits.push({ start: from, end: to, text: '' });
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
  return { text: applyEdits(text, edits), links };
}

function loads(uri: string, local: string, elementUri: string): boolean {
  if (uri === XLINK && local === 'href') return true;
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
