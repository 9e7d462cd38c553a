import type { TaskBudget } from '../budget/task-budget';
import { OutputLimitError } from './filter-decoders';
import { findObjectHeaders, findStreams, headerIndexBefore, type ObjectHeader } from './pdf-layout';
import { ByteSink, collectStrings } from './pdf-strings';
import { PDF_FILE_ERRORS } from '@workbench/contracts';
import { PdfFileError } from '../engine/pdf-file-error';
import { decodeLatin1, encodeLatin1, indexOfBytes } from '../bytes/bytes';
import { decodeStream, IndirectFilterError, streamFilters, streamParms } from './stream-decode';

/** One searchable part of a file: bytes as they are in the file, or decoded from them. */
export interface Part {
  label: string;
  /** The part whose strings this one holds decoded; a hit there makes this one redundant. */
  parent: string | null;
  bytes: Uint8Array;
  start: number;
  end: number;
  /**
   * Image pixels or cross-reference data: bytes that are not text, where a short needle turns up
   * by chance. Only long needles are looked for there.
   */
  isBinary: boolean;
  /** The object whose stream this part is (or whose stream's strings it holds), if a stream. */
  streamNum?: number | null;
  /** For decoded strings: where each string begins, since the strings are joined back to back. */
  stringStarts?: readonly number[];
}

const OUTSIDE = 'file bytes outside objects';
const ENDOBJ = encodeLatin1('endobj');
const IMAGE = /\/Subtype[\s\0]*\/Image\b/;
const XREF = /\/Type[\s\0]*\/XRef\b/;
const OBJECT_STREAM = /\/Type[\s\0]*\/ObjStm\b/;
const FIRST = /\/First[\s\0]+(\d+)\b/;

/** Where an object stream's objects begin (after its table of numbers), or 0 for other streams. */
function objectTable(dict: string, length: number): number {
  if (!OBJECT_STREAM.test(dict)) return 0;
  const first = Number(FIRST.exec(dict)?.[1] ?? 0);
  return Math.min(first, length);
}

/**
 * Calls `visit` with every part of the file, one at a time and in file order: the bytes of each
 * object, each stream's raw body and its decoded data, and the decoded strings of each. Decoding
 * counts against the budget's stream and file limits; a stream past them fails the scan, since
 * what was not read was not checked.
 */
export function forEachPart(
  pdf: Uint8Array,
  budget: TaskBudget,
  visit: (part: Part) => void,
  /**
   * The font programs of the file, by object number, as the schema check read them (by their use,
   * never by how their bytes look): binary, so only long needles are looked for in them.
   */
  programs: ReadonlySet<number> = new Set(),
): void {
  const text = decodeLatin1(pdf);
  const headers = findObjectHeaders(text);
  const sink = new ByteSink();
  const emit = (
    part: Omit<Part, 'parent' | 'isBinary'>,
    options: { strings: boolean; isBinary?: boolean },
  ) => {
    if (part.end <= part.start) return;
    visit({ ...part, parent: null, isBinary: options.isBinary ?? false });
    const streamNum = part.streamNum;
    if (!options.strings) return;
    collectStrings(part.bytes, part.start, part.end, sink);
    if (sink.length === 0) return;
    const stringStarts = sink.starts;
    const decoded = sink.take();
    const label = part.label.endsWith(')')
      ? `${part.label.slice(0, -1)}, decoded string)`
      : `${part.label} (decoded string)`;
    visit({
      label,
      parent: part.label,
      bytes: decoded,
      start: 0,
      end: decoded.length,
      isBinary: false,
      stringStarts,
      streamNum,
    });
  };
  let gapStart = 0;
  for (const stream of findStreams(pdf, text, headers)) {
    forEachObjectPart(pdf, headers, gapStart, stream.dataStart, emit);
    const base =
      stream.num === null ? `stream at byte ${stream.dataStart}` : `object ${stream.num} stream`;
    const filters = filtersOf(stream.dict, base);
    const isProgram = stream.num !== null && programs.has(stream.num);
    const isBinaryDict = isProgram || IMAGE.test(stream.dict) || XREF.test(stream.dict);
    const body = {
      bytes: pdf,
      start: stream.dataStart,
      end: stream.dataEnd,
      streamNum: stream.num,
    };
    if (filters.length === 0) {
      emit({ label: base, ...body }, { strings: !isBinaryDict, isBinary: isBinaryDict });
      gapStart = stream.dataEnd;
      continue;
    }
    const raw = pdf.subarray(stream.dataStart, stream.dataEnd);
    const decoded = decode(raw, filters, stream.dict, budget);
    // The raw body of a stream that decodes is compressed data (a JPEG's entropy-coded bytes,
    // Flate output): as random as pixels, so only long needles are looked for there; what it
    // holds is read from the decoded data. A body that does not decode is read as text.
    emit({ label: `${base} (raw)`, ...body }, { strings: false, isBinary: decoded !== null });
    if (decoded && decoded.imageFilter === null) {
      budget.inflate(decoded.bytes.length);
      const part = {
        label: `${base} (${decoded.how})`,
        bytes: decoded.bytes,
        start: 0,
        end: decoded.bytes.length,
        streamNum: stream.num,
      };
      // An object stream starts with its table of object numbers and offsets: digits only,
      // which spell any number once the spaces between them are folded away ("951 5000"). The
      // table is the saver's own (every object stream is written anew), so it is not read.
      const table = objectTable(stream.dict, decoded.bytes.length);
      emit({ ...part, start: table }, { strings: !isBinaryDict, isBinary: isBinaryDict });
    }
    gapStart = stream.dataEnd;
  }
  forEachObjectPart(pdf, headers, gapStart, pdf.length, emit);
}

function decode(raw: Uint8Array, filters: string[], dict: string, budget: TaskBudget) {
  try {
    return decodeStream(raw, filters, streamParms(dict, filters.length), budget.streamBytes);
  } catch (error) {
    if (error instanceof OutputLimitError) throw budget.exceeded('stream');
    throw error;
  }
}

/** The filters of a stream, or a verification failure when the bytes cannot tell them. */
function filtersOf(dict: string, label: string): string[] {
  try {
    return streamFilters(dict);
  } catch (error) {
    if (!(error instanceof IndirectFilterError)) throw error;
    // The sanitiser makes every filter direct; a file that still hides one is not released.
    throw new PdfFileError(
      'VERIFICATION_FAILED',
      `${PDF_FILE_ERRORS.VERIFICATION_FAILED} (the filters of ${label} cannot be read)`,
    );
  }
}

type Emit = (
  part: Omit<Part, 'parent' | 'isBinary'>,
  options: { strings: boolean; isBinary?: boolean },
) => void;

/** `pdf[start..end)` object by object: `N G obj … endobj` as 'object N', the rest outside. */
function forEachObjectPart(
  pdf: Uint8Array,
  headers: ObjectHeader[],
  start: number,
  end: number,
  emit: Emit,
): void {
  let pieceStart = start;
  while (pieceStart < end) {
    const ownerIndex = headerIndexBefore(headers, pieceStart);
    const owner = headers[ownerIndex];
    const following = headers[ownerIndex + 1];
    const pieceEnd =
      following && following.offset < end && following.offset > pieceStart ? following.offset : end;
    const endobj = owner ? indexOfBytes(pdf, ENDOBJ, pieceStart) : -1;
    const objectEnd =
      endobj >= 0 && endobj < pieceEnd ? endobj + ENDOBJ.length : owner ? pieceEnd : pieceStart;
    if (owner)
      emit(
        { label: `object ${owner.num}`, bytes: pdf, start: pieceStart, end: objectEnd },
        { strings: true },
      );
    emit({ label: OUTSIDE, bytes: pdf, start: objectEnd, end: pieceEnd }, { strings: true });
    pieceStart = pieceEnd;
  }
}
