import type {
  TDetectEvent,
  TDetectResponse,
  TExistingMarkRef,
  TResidue,
} from '@workbench/contracts';
import type { DeviceEngine } from '@workbench/device';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: FakeTaskError };
interface FakeTaskError {
  code: string;
  message: string;
  residues?: TResidue[];
  existing_marks?: TExistingMarkRef[];
}

/**
 * A DeviceEngine for the workspace's tests, scripted by each file's text: "%PDF pages=3" has
 * three pages whose words are the text after "words=", a file without "%PDF" does not open,
 * "leak" in a file makes its redaction fail its check and "broken" its detection, and
 * "signed=Kari" has a signature on page 1 by Kari ("signed=" alone: signer not named). Every call
 * is noted with what it was given.
 */
export class FakeDeviceEngine {
  readonly calls: { method: string; text?: string; fields?: unknown }[] = [];
  isClosed = false;

  private note(method: string, bytes?: Uint8Array, fields?: unknown) {
    const text = bytes && new TextDecoder().decode(bytes);
    this.calls.push({
      method,
      ...(text !== undefined && { text }),
      ...(fields !== undefined && { fields }),
    });
    return text ?? '';
  }

  async countPages(bytes: Uint8Array): Promise<Outcome<number>> {
    const text = this.note('countPages', bytes);
    if (!text.startsWith('%PDF')) return notPdf();
    return { ok: true, value: Number(/pages=(\d+)/.exec(text)?.[1] ?? '1') };
  }

  async extract(bytes: Uint8Array) {
    const text = this.note('extract', bytes);
    return { ok: true as const, value: { pages: pagesOf(text) } };
  }

  async search(bytes: Uint8Array, fields: { terms: string[] }) {
    const text = this.note('search', bytes, fields);
    if (fields.terms.includes('('))
      return failure('InvalidRegexError', 'Invalid regular expression');
    const pages = pagesOf(text).flatMap((page) => {
      const matches = page.words
        .filter((word) => fields.terms.includes(word.text))
        .map((word) => ({ bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 } }));
      return matches.length > 0 ? [{ page: page.page_number, matches }] : [];
    });
    return { ok: true as const, value: { pages } };
  }

  async existingMarks(bytes: Uint8Array, options: { xfdf?: unknown[] } = {}) {
    const text = this.note('existingMarks', bytes, options.xfdf);
    const signer = /signed=(.*)$/m.exec(text);
    const bbox = { x0: 1, y0: 2, x1: 3, y1: 4 };
    const mark = (text: string, page: number) => ({
      mark: { page, bbox, boxes: [bbox], overlay_text: null, author: 'Acrobat', text },
      areas: [{ entity_type: 'EXISTING_MARK', bbox }],
    });
    return {
      ok: true as const,
      value: {
        pages: 2,
        marks: [mark('own', 1)],
        signatures: signer
          ? [{ field: 'Signature1', signed_by: signer[1]!.trim() || null, page: 1 }]
          : [],
        formData: [],
        ...(options.xfdf && {
          imported: options.xfdf.map((_, index) => mark(`imported ${index}`, 2)),
        }),
      },
    };
  }

  async unlock(bytes: Uint8Array, password: string) {
    const text = this.note('unlock', bytes, password);
    if (password !== 'secret') return failure('WRONG_PASSWORD', 'The password is wrong');
    return { ok: true as const, value: { bytes: encode(text.replace('encrypted', 'open')) } };
  }

  async convertImages(images: { bytes: Uint8Array; type: string }[]) {
    this.note(
      'convertImages',
      undefined,
      images.map((image) => image.type),
    );
    return { ok: true as const, value: { bytes: encode(`%PDF pages=${images.length} converted`) } };
  }

  async pagesAsImages(bytes: Uint8Array, format: 'png' | 'jpeg') {
    const text = this.note('pagesAsImages', bytes, format);
    const count = Number(/pages=(\d+)/.exec(text)?.[1] ?? '1');
    return {
      ok: true as const,
      value: { images: Array.from({ length: count }, (_, i) => encode(`image ${i + 1}`)) },
    };
  }

  async markedCopy(bytes: Uint8Array, fields: object) {
    this.note('markedCopy', bytes, fields);
    return { ok: true as const, value: { bytes: encode('%PDF marked copy'), pages: 1 } };
  }

  async marksXfdf(bytes: Uint8Array, fields: object) {
    this.note('marksXfdf', bytes, fields);
    return { ok: true as const, value: { xfdf: '<xfdf/>', pages: 1 } };
  }

  async redact(bytes: Uint8Array, fields: object) {
    const text = this.note('redact', bytes, fields);
    if (text.includes('leak')) {
      return failure('VERIFICATION_FAILED', 'The redacted text was still found', {
        residues: [{ masked: 'K***', length: 4, place: 'page content', page: 1 }],
      });
    }
    return { ok: true as const, value: { bytes: encode('%PDF redacted'), report: REPORT } };
  }

  async detect(
    files: readonly { name: string; bytes: Uint8Array }[],
    options: unknown,
    emit: (event: TDetectEvent) => void,
    { batchId }: { batchId: string },
  ): Promise<TDetectResponse> {
    this.calls.push({ method: 'detect', fields: options });
    emit({
      type: 'files_read',
      batch_id: batchId,
      total_files: files.length,
      file_names: files.map((file) => file.name),
    });
    const file_results: TDetectResponse['file_results'] = files.map(({ name, bytes }) => {
      const text = new TextDecoder().decode(bytes);
      if (text.includes('broken')) {
        const error = { code: 'CORRUPT' as const, message: 'The PDF is damaged' };
        emit({ type: 'error', file_name: name, code: error.code, error_message: error.message });
        return { file: name, status: 'error' as const, error };
      }
      return {
        file: name,
        status: 'success' as const,
        results: { entities_detected: { total: 0, by_type: {}, by_page: {} } },
      } as unknown as TDetectResponse['file_results'][number];
    });
    const successful = file_results.filter((result) => result.status === 'success').length;
    emit({
      type: 'batch_completed',
      batch_id: batchId,
      total_files: files.length,
      successful_files: successful,
      total_pages: 0,
      total_processing_time: 0,
    });
    return { file_results } as unknown as TDetectResponse;
  }

  close() {
    this.isClosed = true;
  }

  /** The fake as the engine type the workspace takes. */
  asEngine(): DeviceEngine {
    return this as unknown as DeviceEngine;
  }
}

const REPORT = {
  pages: 1,
  areas: 1,
  words_removed: 2,
  images_touched: 0,
  annotations_removed: 0,
  existing_marks: { found: 0, choice: null, applied_areas: 0 },
  dropped: {},
  signatures: [],
  verification: {
    passed: true,
    areas_checked: 1,
    text_left_in_areas: 0,
    strings_checked: 1,
    leaks: [],
    still_visible_elsewhere: [],
    scanned_pages_checked: 0,
  },
};

const encode = (text: string) => new TextEncoder().encode(text);

function failure(code: string, message: string, extra: Partial<FakeTaskError> = {}) {
  return { ok: false as const, error: { code, message, ...extra } };
}

function notPdf() {
  return failure('NOT_PDF', 'The file is not a PDF or a kind of file this workbench opens');
}

/** Every page holds the words after "words=" (one line), each a box of its own. */
function pagesOf(text: string) {
  const count = Number(/pages=(\d+)/.exec(text)?.[1] ?? '1');
  const words = (/words=(.*)$/m.exec(text)?.[1] ?? '').split(' ').filter(Boolean);
  return Array.from({ length: count }, (_, index) => ({
    page_number: index + 1,
    width: 595,
    height: 842,
    ocr: false,
    text: words.join(' '),
    words: words.map((word, at) => ({
      text: word,
      x0: at * 50,
      y0: 10,
      x1: at * 50 + 40,
      y1: 20,
      ocr: false,
      start: 0,
      end: word.length,
    })),
  }));
}
