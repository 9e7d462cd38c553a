import type { TFormDataValue } from '@workbench/contracts';
import { XMLParser } from 'fast-xml-parser';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';

/** Values listed at most, and the characters kept of each: a form, not a database. */
const MAX_VALUES = 1000;
const MAX_VALUE_LENGTH = 500;

/** A node of fast-xml-parser's ordered output: `{ tag: children }`, or `{ '#text': text }`. */
type XmlNode = Record<string, unknown>;

/** The XFA packets' text: the datasets packet when the array names one, else the whole XDP. */
function xfaText(xfa: PDFObject): string | null {
  const read = (stream: PDFObject) => {
    const buffer = stream.readStream();
    try {
      return new TextDecoder().decode(buffer.asUint8Array());
    } finally {
      buffer.destroy();
    }
  };
  if (xfa.isStream()) return read(xfa);
  if (!xfa.isArray()) return null;
  for (let index = 0; index + 1 < xfa.length; index += 2) {
    const name = resolveObject(xfa.get(index));
    const stream = xfa.get(index + 1);
    if (name.isString() && name.asString() === 'datasets' && stream.isStream()) return read(stream);
  }
  return null;
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

/**
 * The children of the first element with this local name (any namespace prefix) at any depth:
 * the XDP holds the datasets beside the template.
 */
function findElement(nodes: readonly XmlNode[], name: string, depth = 0): XmlNode[] | null {
  if (depth > 64) return null;
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === undefined) continue;
    const children = node[tag] as XmlNode[];
    if (tag === name || tag.endsWith(`:${name}`)) return children;
    const found = findElement(children, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The values an XFA form's data holds (its `datasets` packet, under `xfa:data`), each with the
 * path of element names that leads to it: what a filled-in XFA form keeps a second time beside
 * its pages, for "Also in this file" (decision 0068). The released file has no /XFA (decision
 * 0061), so these never leave with it; they are listed so the user knows they were there.
 * Empty elements are not listed. XML that does not parse lists nothing: the released file
 * carries none of it either way.
 */
export function readXfaData(document: PDFDocument, budget: TaskBudget): TFormDataValue[] {
  const acroForm = document.getTrailer().get('Root').get('AcroForm');
  if (!acroForm.isDictionary()) return [];
  const xfa = acroForm.get('XFA');
  budget.visit();
  const text = xfaText(xfa);
  if (text === null) return [];
  let parsed: XmlNode[];
  try {
    parsed = new XMLParser({
      ignoreAttributes: true,
      preserveOrder: true,
      parseTagValue: false,
      trimValues: true,
    }).parse(text) as XmlNode[];
  } catch {
    return [];
  }
  const datasets = findElement(parsed, 'datasets') ?? [];
  const data = findElement(datasets, 'data') ?? [];
  const values: TFormDataValue[] = [];
  const walk = (nodes: readonly XmlNode[], path: readonly string[]) => {
    for (const node of nodes) {
      if (values.length >= MAX_VALUES || path.length > 64) return;
      budget.visit();
      const tag = tagOf(node);
      if (tag === undefined) {
        const text = node['#text'];
        const value =
          typeof text === 'string' || typeof text === 'number' ? String(text).trim() : '';
        if (value !== '')
          values.push({ name: path.join('.'), value: value.slice(0, MAX_VALUE_LENGTH) });
        continue;
      }
      walk(node[tag] as XmlNode[], [...path, tag]);
    }
  };
  walk(data, []);
  return values;
}
