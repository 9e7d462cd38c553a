import type { TSourceFormat } from '@workbench/contracts';
import { create } from 'zustand';
import type { RedactionLog } from '../redaction/redaction-log';
import { checkUpload, fileKey, type FileIdentity, type Refusal } from './upload-rules';

/** The file a PDF was converted from (an image): the name the user knows it by, and its format. */
export interface FileOrigin extends FileIdentity {
  format: TSourceFormat;
  /** What the conversion showed or could not carry (hidden sheets shown, words left out). */
  notes?: string[];
  /** The images after the first that were combined with it into the PDF, in page order. */
  combined?: FileIdentity[];
}

export interface OpenFile {
  key: string;
  file: File;
  name: string;
  size: number;
  lastModified: number;
  /** Set when the PDF was made from another file by the server. */
  origin?: FileOrigin;
  /** Known once the viewer has opened the document. */
  pageCount: number | null;
  expanded: boolean;
}

/** A file's redacted version as the server delivered it, with the verification report. */
export interface RedactedFile {
  key: string;
  sourceKey: string;
  name: string;
  blob: Blob;
  /** The viewer shows this copy in the place of the original: the preview before release. */
  shown: boolean;
  /** What was redacted and why, for the log the user downloads (kept in the browser only). */
  log?: RedactionLog;
  /** Released without marks: sanitised, nothing on its pages removed. */
  sanitisedOnly?: boolean;
}

export type UploadMode = 'add' | 'replace';

interface FilesState {
  files: OpenFile[];
  currentKey: string | null;
  selectedKeys: string[];
  /** The page each file shows, 1-based. */
  pages: Record<string, number>;
  /** Redacted versions by the key of their source file; their keys contain "redacted". */
  redacted: Record<string, RedactedFile>;
  /** Opens PDFs; `origins` names the file each converted PDF was made from. */
  addFiles: (
    files: readonly File[],
    mode: UploadMode,
    origins?: ReadonlyMap<File, FileOrigin>,
  ) => { added: OpenFile[]; refused: Refusal[] };
  removeFile: (key: string) => void;
  /** Puts `file` (a new copy of the same document) in the place of the file `key`. */
  replaceContent: (key: string, file: File) => void;
  setCurrent: (key: string) => void;
  toggleSelected: (key: string) => void;
  setPage: (key: string, page: number) => void;
  setPageCount: (key: string, count: number) => void;
  setExpanded: (key: string, expanded: boolean) => void;
  setRedacted: (file: RedactedFile) => void;
  /** Switches a file's view between its redacted copy and the original. */
  showRedacted: (key: string, shown: boolean) => void;
  /** Drops redacted versions that no longer match their highlights or options. */
  clearRedacted: (keys?: readonly string[]) => void;
  clear: () => void;
}

/**
 * A converted file's key names its source too: letter.odt and letter.docx both become
 * "letter.pdf" with their source's date, and may come out the same size (issue 64).
 */
function openFile(file: File, origin?: FileOrigin): OpenFile {
  const { name, size, lastModified } = file;
  const key = origin ? `${fileKey(file)}-from-${fileKey(origin)}` : fileKey(file);
  const open = { key, file, name, size, lastModified, pageCount: null };
  return { ...open, expanded: true, ...(origin && { origin }) };
}

/** What makes a file already open: the PDF, and the file it was converted from. */
export function openIdentities(files: readonly OpenFile[]): FileIdentity[] {
  return files.flatMap((file) =>
    file.origin ? [file, file.origin, ...(file.origin.combined ?? [])] : [file],
  );
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key));
}

export const useFilesStore = create<FilesState>()((set, get) => ({
  files: [],
  currentKey: null,
  selectedKeys: [],
  pages: {},
  redacted: {},

  addFiles(incoming, mode, origins) {
    const kept = mode === 'replace' ? [] : get().files;
    // A converted file is the same as an open one when its source is.
    const identityOf = (file: File) => origins?.get(file) ?? file;
    const { accepted, refused } = checkUpload(incoming, openIdentities(kept), identityOf);
    const added = accepted.map((file) => openFile(file, origins?.get(file)));
    if (added.length === 0) return { added, refused };
    const replacing = mode === 'replace';
    set((state) => ({
      files: [...kept, ...added],
      currentKey: replacing ? added[0]!.key : (state.currentKey ?? added[0]!.key),
      selectedKeys: replacing ? [] : state.selectedKeys,
      pages: replacing ? {} : state.pages,
      redacted: replacing ? {} : state.redacted,
    }));
    return { added, refused };
  },

  removeFile(key) {
    set((state) => {
      const files = state.files.filter((file) => file.key !== key);
      const index = state.files.findIndex((file) => file.key === key);
      const next = files[Math.min(index, files.length - 1)]?.key ?? null;
      return {
        files,
        currentKey: state.currentKey === key ? next : state.currentKey,
        selectedKeys: state.selectedKeys.filter((selected) => selected !== key),
        pages: without(state.pages, key),
        redacted: without(state.redacted, key),
      };
    });
  },

  replaceContent(key, file) {
    const next = openFile(file, get().files.find((open) => open.key === key)?.origin);
    set((state) => ({
      files: state.files.map((open) => (open.key === key ? next : open)),
      currentKey: state.currentKey === key ? next.key : state.currentKey,
      selectedKeys: state.selectedKeys.map((selected) => (selected === key ? next.key : selected)),
      pages: without(state.pages, key),
      redacted: without(state.redacted, key),
    }));
  },

  // Only an open file can be current: a click on a panel's remove button also reaches the
  // panel, which asked to make the file just closed current (its thumbnails then stayed shut).
  setCurrent: (key) => {
    if (get().files.some((file) => file.key === key)) set({ currentKey: key });
  },

  toggleSelected(key) {
    set((state) => ({
      selectedKeys: state.selectedKeys.includes(key)
        ? state.selectedKeys.filter((selected) => selected !== key)
        : [...state.selectedKeys, key],
    }));
  },

  setPage: (key, page) => set((state) => ({ pages: { ...state.pages, [key]: page } })),

  setPageCount(key, count) {
    set((state) => ({
      files: state.files.map((file) => (file.key === key ? { ...file, pageCount: count } : file)),
    }));
  },

  setExpanded(key, expanded) {
    set((state) => ({
      files: state.files.map((file) => (file.key === key ? { ...file, expanded } : file)),
    }));
  },

  setRedacted: (file) =>
    set((state) => ({ redacted: { ...state.redacted, [file.sourceKey]: file } })),

  showRedacted: (key, shown) =>
    set((state) => {
      const copy = state.redacted[key];
      return copy ? { redacted: { ...state.redacted, [key]: { ...copy, shown } } } : {};
    }),

  clearRedacted: (keys) =>
    set((state) => ({
      redacted:
        keys === undefined
          ? {}
          : Object.fromEntries(
              Object.entries(state.redacted).filter(([key]) => !keys.includes(key)),
            ),
    })),

  clear: () => set({ files: [], currentKey: null, selectedKeys: [], pages: {}, redacted: {} }),
}));

export type Scope = 'current' | 'selected' | 'all';

/** The files a scope covers, in the order they are open. */
export function filesInScope(
  state: Pick<FilesState, 'files' | 'currentKey' | 'selectedKeys'>,
  scope: Scope,
) {
  if (scope === 'all') return state.files;
  if (scope === 'selected')
    return state.files.filter((file) => state.selectedKeys.includes(file.key));
  return state.files.filter((file) => file.key === state.currentKey);
}
