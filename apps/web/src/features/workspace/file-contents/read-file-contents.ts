import { hiddenValuesOfPage, type HiddenValue } from './hidden-values';
import type { AnnotationData, AttachmentEntry, ContentsSource, OutlineEntry } from './pdf-source';

export interface Attachment {
  name: string;
  /** In bytes; null when pdf.js could not read the file's content. */
  size: number | null;
  description: string;
}

export interface Comment {
  page: number;
  /** The annotation's kind as PDF names it: Text, FreeText, Highlight… */
  kind: string;
  author: string;
  text: string;
}

/** What a file holds besides what its pages draw (issue 50). */
export interface FileContents {
  attachments: Attachment[];
  comments: Comment[];
  /** The document information entries that hold text, in the order of METADATA_KEYS. */
  metadata: { key: string; value: string }[];
  hasXmp: boolean;
  bookmarks: { title: string; depth: number }[];
  hiddenValues: HiddenValue[];
}

/** The document information entries a person would recognise, named as PDF names them. */
export const METADATA_KEYS = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer'];

/** Annotations that carry no comment of their own: links, form fields, and popups (their
 * parent's text, listed with the parent). */
const NOT_COMMENTS = new Set(['Link', 'Widget', 'Popup']);

/** Bookmarks deeper than this are still listed, flattened at this depth's indent. */
const MAX_DEPTH = 8;

function flatten(entries: readonly OutlineEntry[] | null, depth = 0): FileContents['bookmarks'] {
  return (entries ?? []).flatMap((entry) => [
    { title: entry.title, depth: Math.min(depth, MAX_DEPTH) },
    ...flatten(entry.items, depth + 1),
  ]);
}

async function readAttachments(doc: ContentsSource): Promise<Attachment[]> {
  const found = await doc.getAttachments();
  const entries: [string, AttachmentEntry][] = found ? [...found.entries()] : [];
  return Promise.all(
    entries.map(async ([id, entry]) => {
      const content = entry.content ?? (await doc.getAttachmentContent(id).catch(() => null));
      return {
        name: entry.filename,
        size: content?.length ?? null,
        description: entry.description,
      };
    }),
  );
}

function readMetadata(info: object): FileContents['metadata'] {
  const entries = info as Record<string, unknown>;
  return METADATA_KEYS.flatMap((key) => {
    const value = entries[key];
    return typeof value === 'string' && value.trim() !== '' ? [{ key, value: value.trim() }] : [];
  });
}

function commentOf(page: number, annotation: AnnotationData): Comment | null {
  if (!annotation.subtype || NOT_COMMENTS.has(annotation.subtype)) return null;
  const text = (annotation.contentsObj?.str || annotation.richText?.str || '').trim();
  if (text === '') return null;
  return { page, kind: annotation.subtype, author: annotation.titleObj?.str?.trim() ?? '', text };
}

/**
 * Reads with pdf.js what a file holds that its pages do not show, no server involved: its
 * attachments (embedded files and file attachment annotations), the text of its comments, its
 * document information and XMP, its bookmarks, and the form values no appearance shows
 * (`hiddenValuesOfPage`). Every page's annotations are read, hidden ones included.
 */
export async function readFileContents(doc: ContentsSource): Promise<FileContents> {
  const [attachments, { info, metadata }, outline] = await Promise.all([
    readAttachments(doc),
    doc.getMetadata(),
    doc.getOutline(),
  ]);
  const hasFields = (await doc.getFieldObjects()) !== null;
  const contents: FileContents = {
    attachments,
    comments: [],
    metadata: readMetadata(info),
    hasXmp: metadata !== null && metadata !== undefined,
    bookmarks: flatten(outline),
    hiddenValues: [],
  };
  for (let page = 1; page <= doc.numPages; page++) {
    const proxy = await doc.getPage(page);
    const annotations = (await proxy.getAnnotations({ intent: 'any' })) as AnnotationData[];
    for (const annotation of annotations) {
      const comment = commentOf(page, annotation);
      if (comment) contents.comments.push(comment);
      if (annotation.subtype === 'FileAttachment' && annotation.file?.filename) {
        const size = annotation.file.content?.length ?? null;
        contents.attachments.push({ name: annotation.file.filename, size, description: '' });
      }
    }
    if (hasFields) {
      const viewport = proxy.getViewport({ scale: 1 });
      contents.hiddenValues.push(...hiddenValuesOfPage(page, annotations, viewport));
    }
  }
  return contents;
}
