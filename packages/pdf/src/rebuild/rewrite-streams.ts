import type { TaskBudget } from '../budget/task-budget';
import { encodeLatin1 } from '../bytes/bytes';
import type { PDFDocument } from '../engine/mupdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { resolveObject, type PDFObject } from '../engine/pdf-object';
import { PDF_FILE_ERRORS } from '@workbench/contracts';
import type { QuoteFinder } from '../redact/quotes';
import { textViews } from '../text-model/text-views';
import { SCHEMA } from './schema';
import type { StreamKind } from './rules';
import { rewriteCalculator } from './streams/calculator-rebuild';
import { codesOf, readCmap, writeEncodingCmap, writeToUnicode } from './streams/cmap-rebuild';
import { jpegWithoutMetadata, jpxCodestream } from './streams/image-rebuild';
import { streamData, type SurveyResult } from './survey';
import type { FontPrograms } from './fonts/font-programs';

/** Kinds of font that name a ToUnicode map. */
const FONT_KINDS = ['SimpleFont', 'Type0Font', 'Type3Font'];

/**
 * The rebuild's last pass (decision 0061): each kept stream's data read by the parser of the kind
 * its use says and written anew — content as the survey rewrote it, CMaps with only the codes
 * still shown, font programs subset with neutral names, images without what their codec carries
 * beside the pixels, calculator functions token by token. A stream used as two kinds, or one its
 * kind's parser cannot read where nothing can take its place, refuses the file (UNREADABLE_PART).
 */
export function rewriteStreams(
  document: PDFDocument,
  survey: SurveyResult,
  quotes: QuoteFinder,
  fonts: FontPrograms,
  budget: TaskBudget,
): void {
  const maps = toUnicodeUsers(document, survey);
  const programs: [PDFObject, number][] = [];
  for (const [num, kinds] of survey.kinds) {
    budget.visit();
    const streamKinds = new Set<StreamKind>();
    for (const kind of kinds) {
      const stream = SCHEMA[kind]?.stream;
      if (stream) streamKinds.add(stream);
    }
    if (streamKinds.size === 0) continue;
    const reference = document.newIndirect(num);
    if (streamKinds.size > 1) {
      refuse(`object ${num} is used as ${[...streamKinds].join(' and ')}`);
    }
    if (!reference.isStream()) continue;
    const [kind] = streamKinds;
    switch (kind) {
      case 'content':
        // Content the rewrite left as it was keeps its stream (and its compression) as it was.
        if (!survey.unchanged.has(num)) {
          reference.writeStream(survey.content.get(num) ?? new Uint8Array(0));
        }
        break;
      case 'cmap':
        rewriteCmap(reference, kinds.has('EncodingCMap'), maps.get(num) ?? [], survey, quotes, {
          simple: isSimpleFonts(document, maps.get(num) ?? []),
        });
        break;
      case 'image':
        rewriteImage(reference, num);
        break;
      case 'calculator': {
        const data = streamData(reference);
        const written = data && rewriteCalculator(data);
        if (!written) return refuse(`the calculator function in object ${num} cannot be read`);
        reference.writeStream(written);
        break;
      }
      case 'font-program':
        programs.push([reference, num]);
        break;
      case 'samples':
        break;
    }
  }
  // Last: a program keeps the glyphs its fonts' codes name through their maps as written, which
  // is how the verifier reads them in the saved file.
  for (const [reference, num] of programs) fonts.rewrite(reference, num);
}

function refuse(what: string): never {
  const [refusal, advice] = PDF_FILE_ERRORS.UNREADABLE_PART.split(', so ');
  throw new PdfFileError('UNREADABLE_PART', `${refusal} (${what}), so ${advice}`);
}

/** Which font objects name each ToUnicode map. */
function toUnicodeUsers(document: PDFDocument, survey: SurveyResult): Map<number, number[]> {
  const users = new Map<number, number[]>();
  for (const [num, kinds] of survey.kinds) {
    if (!FONT_KINDS.some((kind) => kinds.has(kind))) continue;
    const map = document.newIndirect(num).resolve().get('ToUnicode');
    if (!map.isIndirect()) continue;
    users.set(map.asIndirect(), [...(users.get(map.asIndirect()) ?? []), num]);
  }
  return users;
}

/**
 * A CMap written anew. A ToUnicode map keeps the codes its fonts still show (all of them when a
 * font's use cannot be told), less any whose text quotes a redacted string; one that cannot be
 * read is dropped from its fonts (their text then copies as nothing). An encoding CMap that
 * cannot be read refuses the file: its font could not be drawn.
 */
/** Whether every font that names a map is a simple one (Type 1, TrueType, Type 3). */
function isSimpleFonts(document: PDFDocument, fonts: readonly number[]): boolean {
  return (
    fonts.length > 0 &&
    fonts.every((font) => {
      const subtype = document.newIndirect(font).resolve().get('Subtype');
      return !(subtype.isName() && subtype.asName() === 'Type0');
    })
  );
}

/** A simple font's codes are one byte each, whatever code space its ToUnicode map declares. */
const ONE_BYTE = [{ bytes: 1, low: 0, high: 0xff }];

function rewriteCmap(
  reference: PDFObject,
  isEncoding: boolean,
  fonts: readonly number[],
  survey: SurveyResult,
  quotes: QuoteFinder,
  { simple }: { simple: boolean },
): void {
  const data = streamData(reference);
  const meaning = data && readCmap(data);
  const num = reference.asIndirect();
  if (isEncoding) {
    if (!meaning) return refuse(`the encoding CMap in object ${num} cannot be read`);
    reference.writeStream(encodeLatin1(writeEncodingCmap(meaning)));
    return;
  }
  if (!meaning) {
    survey.tally.drop('ToUnicode map that cannot be read');
    reference.writeStream(encodeLatin1(writeToUnicode(emptyMeaning(), [], () => false)));
    return;
  }
  const isUnknown = fonts.length === 0 || fonts.some((font) => survey.fontsInUnknownUse.has(font));
  // A simple font's map declared with two-byte codes (<0000> <FFFF>) and one-byte entries, as
  // readers take it: read as two-byte codes, an OCR-B font's digits mapped to nothing.
  const codeSpace = simple ? ONE_BYTE : meaning.codeSpace;
  const codes = isUnknown
    ? null
    : fonts.flatMap((font) =>
        (survey.shown.get(font) ?? []).flatMap((bytes) => codesOf(bytes, codeSpace)),
      );
  const keep = (text: string) => !textViews(text).some((view) => quotes.quotes(view.text));
  reference.writeStream(encodeLatin1(writeToUnicode({ ...meaning, codeSpace }, codes, keep)));
}

function emptyMeaning() {
  return {
    codeSpace: [],
    text: new Map<number, string>(),
    textRanges: [],
    cids: [],
    notdef: [],
    useCmap: null,
    wMode: 0,
  };
}

/**
 * An image's data written anew by its codec: a lone DCT filter keeps the JPEG without its
 * metadata, a lone JPX filter the codestream alone; other encodings are samples.
 */
function rewriteImage(reference: PDFObject, num: number): void {
  const image = reference.resolve();
  const filter = resolveObject(image.get('Filter'));
  const filters = filter.isName()
    ? [filter.asName()]
    : filter.isArray()
      ? Array.from({ length: filter.length }, (_, index) =>
          resolveObject(filter.get(index)).asName(),
        )
      : [];
  if (filters.length !== 1 || (filters[0] !== 'DCTDecode' && filters[0] !== 'JPXDecode')) return;
  const buffer = reference.readRawStream();
  const raw = buffer.asUint8Array().slice();
  buffer.destroy();
  const written = filters[0] === 'DCTDecode' ? jpegWithoutMetadata(raw) : jpxCodestream(raw);
  if (written === null) refuse(`the JPEG 2000 image in object ${num} cannot be read`);
  if (written !== raw) reference.writeRawStream(written);
}
