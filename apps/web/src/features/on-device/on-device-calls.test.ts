import {
  normalizeAppearance,
  PDF_PATHS,
  ZExistingMarksResponse,
  type TDetectEvent,
  xfdfUnmatchedMessage,
} from '@workbench/contracts';
import type * as ConvertImages from '@workbench/convert/images';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { startI18n } from '../../lib/i18n';
import { installFakeApi } from '../../test/fake-api';
import { ok } from '../../test/fake-http';
import { fetchFileMarks } from '../workspace/file-marks/file-marks-api';
import { useFilesStore } from '../workspace/files/files-store';
import type { Highlight } from '../workspace/highlights/highlight';
import { exportMarks, importXfdf } from '../workspace/marks-exchange/marks-exchange-api';
import { redactFile } from '../workspace/redaction/redact-files';
import { saveAsImage } from '../workspace/redaction/save-as-image';
import { batchSearch } from '../workspace/search/search-api';
import { extractWords } from '../workspace/text-selection/words-api';
import { unlockFile } from '../workspace/unlock/unlock-file';
import { convertFile } from '../workspace/upload/convert-file';
import { streamDetection } from '../workspace/detection/detect-stream';
import { setEngineStarter } from './device-engine';
import { FakeDeviceEngine } from './fake-device-engine';
import { documentRequests, serveTickets } from './fake-ticket-server';
import { useProcessingStore } from './processing-location';

// The engine's module in this browser: the page-side helpers, without MuPDF or the workers.
vi.mock('@workbench/device', async () => {
  const images = await vi.importActual<typeof ConvertImages>('@workbench/convert/images');
  class XfdfError extends Error {}
  return {
    ...images,
    XfdfError,
    readXfdfFile: (text: string) => {
      if (!text.includes('<xfdf')) throw new XfdfError('This is not an XFDF file');
      const href = /<f href="([^"]*)"/.exec(text)?.[1] ?? null;
      return { marks: [{ page: 1, rect: [0, 0, 1, 1] }], href };
    },
  };
});

const SECRET = 'Kari Nordmann';
const pdf = (name: string, text = `%PDF pages=2\nwords=${SECRET}`) =>
  new File([text], name, { type: 'application/pdf' });

let engine: FakeDeviceEngine;

function onDevice() {
  const api = installFakeApi({ signedIn: true });
  const tickets = serveTickets(api.fetchMock);
  engine = new FakeDeviceEngine();
  setEngineStarter(() => Promise.resolve(engine.asEngine()));
  useProcessingStore.setState({ userId: 'u1', userName: 'kari', setting: 'device' });
  return { ...api, tickets };
}

/** Nothing of the documents reached the server: no upload, no request naming their text. */
function expectNothingSent(setup: ReturnType<typeof onDevice>) {
  expect(setup.payload.uploads).toEqual([]);
  expect(documentRequests(setup.tickets.sent, [SECRET, '%PDF'])).toEqual([]);
}

beforeEach(() => startI18n());
afterEach(() => {
  setEngineStarter(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('on-device mode: each call goes to the engine in this browser, never to the server', () => {
  it('reads the words of a file, charging its pages by a ticket', async () => {
    const setup = onDevice();
    const pages = await extractWords(pdf('a.pdf'));
    expect(pages.map((page) => page.words.map((word) => word.text).join(' '))).toEqual([
      SECRET,
      SECRET,
    ]);
    expect(setup.tickets.tickets).toEqual([{ operation: 'extract', files: [{ pages: 2 }] }]);
    expectNothingSent(setup);
  });

  it('searches, a file that does not open answered as its own failure and charged nothing', async () => {
    const setup = onDevice();
    const request = { terms: ['Kari'], caseSensitive: false, isAiSearch: false, isRegex: false };
    const files = [
      { file: pdf('a.pdf'), name: 'a.pdf' },
      { file: new File(['not a pdf'], 'b.pdf'), name: 'b.pdf' },
    ];
    const answer = await batchSearch(files, request);
    expect(answer.batch_summary).toMatchObject({ total_files: 2, successful: 1, failed: 1 });
    expect(answer.file_results[0]).toMatchObject({ file: 'a.pdf', status: 'success' });
    expect(answer.file_results[0]!.results!.total_matches).toBe(2);
    expect(answer.file_results[1]).toMatchObject({ file: 'b.pdf', error: { code: 'NOT_PDF' } });
    expect(setup.tickets.tickets).toEqual([{ operation: 'search', files: [{ pages: 2 }] }]);
    expectNothingSent(setup);
  });

  it('refuses a bad pattern as the server does, and gives the pages back', async () => {
    const setup = onDevice();
    const request = { terms: ['('], caseSensitive: false, isAiSearch: false, isRegex: true };
    await expect(
      batchSearch([{ file: pdf('a.pdf'), name: 'a.pdf' }], request),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid regular expression' });
    expect(setup.tickets.returns).toEqual([{ id: expect.any(String), pages: 2 }]);
  });

  it('refuses AI search, which needs the server, without sending anything', async () => {
    const setup = onDevice();
    const request = { terms: ['who?'], caseSensitive: false, isAiSearch: true, isRegex: false };
    await expect(batchSearch([{ file: pdf('a.pdf'), name: 'a.pdf' }], request)).rejects.toThrow(
      'AI search needs the server and is not available on this device.',
    );
    expect(setup.tickets.sent).toEqual([]);
    expect(engine.calls).toEqual([]);
  });

  it("reads the file's own marks and who signed it, as the server answers, free of charge", async () => {
    const setup = onDevice();
    const answer = await fetchFileMarks(pdf('a.pdf', `%PDF pages=2\nsigned=${SECRET}`));
    expect(ZExistingMarksResponse.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ file: 'a.pdf', pages: 2 });
    expect(answer.existing_marks.map((mark) => mark.text)).toEqual(['own']);
    expect(answer.signatures).toEqual([{ field: 'Signature1', signed_by: SECRET, page: 1 }]);
    expect(setup.tickets.tickets).toEqual([]);
    expectNothingSent(setup);
  });

  it('unlocks a protected file here, and says so when the password is wrong', async () => {
    const setup = onDevice();
    const { added } = useFilesStore.getState().addFiles([pdf('p.pdf', '%PDF encrypted')], 'add');
    await expect(unlockFile(added[0]!, 'wrong')).rejects.toMatchObject({
      status: 422,
      details: { file_error: 'WRONG_PASSWORD' },
    });
    await unlockFile(added[0]!, 'secret');
    const unlocked = useFilesStore.getState().files[0]!.file;
    expect(await unlocked.text()).toBe('%PDF open');
    expectNothingSent(setup);
    useFilesStore.getState().clear();
  });

  it('converts an image to a PDF here; an Office file is refused, naming the mode', async () => {
    const setup = onDevice();
    const parts = {
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8('<w/>'),
    };
    const docx = new File([zipSync(parts)], 'brev.docx');
    const refusal = convertFile([docx]);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toThrow(/^brev\.docx .* documents stay on this device/);
    // Known by its bytes and refused before the engine starts: nothing waits for a download.
    expect(engine.calls).toEqual([]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const ihdr = [0x49, 0x48, 0x44, 0x52, 0, 0, 0, 10, 0, 0, 0, 10, 8, 2, 0, 0, 0];
    const image = new File([new Uint8Array([...png, ...ihdr])], 'scan.png', { type: 'image/png' });
    const { pdf: converted, origin } = await convertFile([image]);
    expect(converted.name).toBe('scan.pdf');
    expect(origin.format).toBe('png');
    expect(engine.calls.at(-1)).toMatchObject({ method: 'convertImages', fields: ['image/png'] });
    expectNothingSent(setup);
  });

  it('exports the marks as a marked copy and XFDF signed with the user, and imports XFDF', async () => {
    const setup = onDevice();
    const file = useFilesStore.getState().addFiles([pdf('brev.pdf')], 'add').added[0]!;
    const request = { includeText: false, defaultCodes: {}, existingMarks: undefined };
    const copy = await exportMarks(file, [], 'pdf', request);
    expect(copy.name).toBe('brev-marked.pdf');
    expect(await copy.blob.text()).toBe('%PDF marked copy');
    expect(engine.calls.at(-1)).toMatchObject({ method: 'markedCopy', fields: { author: 'kari' } });
    const xfdf = await exportMarks(file, [], 'xfdf', request);
    expect(xfdf.name).toBe('brev.xfdf');
    const imported = await importXfdf(file, '<xfdf><annots/></xfdf>');
    expect(imported.imported_marks.map((mark) => mark.text)).toEqual(['imported 0']);
    expect(imported.redaction_mapping.pages.map((page) => page.page)).toEqual([1, 2]);
    await expect(importXfdf(file, 'nonsense')).rejects.toMatchObject({ status: 400 });
    // An XFDF that names its file is taken for that file only (by name, any extension), as the
    // server takes it.
    const named = (href: string) => `<xfdf><f href="${href}"/><annots/></xfdf>`;
    expect((await importXfdf(file, named('Brev.docx'))).imported_marks).toHaveLength(1);
    await expect(importXfdf(file, named('annet.pdf'))).rejects.toMatchObject({
      status: 400,
      message: xfdfUnmatchedMessage('annet.pdf'),
    });
    expectNothingSent(setup);
    useFilesStore.getState().clear();
  });

  it('draws the pages of a redacted copy as images here, several as a ZIP', async () => {
    const setup = onDevice();
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await saveAsImage(pdf('scan-redacted.pdf', '%PDF pages=1'), 'scan-redacted.pdf', 'jpeg');
    await saveAsImage(pdf('scan-redacted.pdf', '%PDF pages=3'), 'scan-redacted.pdf', 'png');
    expect(saved).toEqual(['scan-redacted.jpg', 'scan-redacted-pages.zip']);
    expect(engine.calls.map((call) => call.fields)).toEqual(['jpeg', 'png']);
    expectNothingSent(setup);
  });

  it('redacts with the report the server gives, charged by a ticket', async () => {
    const setup = onDevice();
    const file = useFilesStore.getState().addFiles([pdf('brev.pdf')], 'add').added[0]!;
    const outcome = await redactFile(file, [mark(file.key)], OPTIONS, APPEARANCE);
    expect(await outcome.redacted.blob.text()).toBe('%PDF redacted');
    expect(outcome.report).toMatchObject({
      file: 'brev.pdf',
      output_name: 'brev-redacted.pdf',
      words_removed: 2,
      verification: { passed: true },
    });
    expect(setup.tickets.tickets).toEqual([{ operation: 'redact', files: [{ pages: 2 }] }]);
    expect(engine.calls.at(-1)).toMatchObject({
      method: 'redact',
      fields: { removeImages: false, appearance: normalizeAppearance(APPEARANCE) },
    });
    expectNothingSent(setup);
    useFilesStore.getState().clear();
  });

  it("refuses a file whose check failed exactly as the server's 422, and gives its pages back", async () => {
    const setup = onDevice();
    const leaking = pdf('leak.pdf', `%PDF pages=3 leak\nwords=${SECRET}`);
    const file = useFilesStore.getState().addFiles([leaking], 'add').added[0]!;
    const refusal = redactFile(file, [mark(file.key)], OPTIONS, APPEARANCE);
    await expect(refusal).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      status: 422,
      message: 'leak.pdf: The redacted text was still found',
      details: {
        file: 'leak.pdf',
        file_error: 'VERIFICATION_FAILED',
        residues: [{ masked: 'K***', length: 4, place: 'page content', page: 1 }],
      },
    });
    expect(setup.tickets.returns).toEqual([{ id: expect.any(String), pages: 3 }]);
    expect(setup.tickets.usage.pages_used).toBe(0);
    expectNothingSent(setup);
    useFilesStore.getState().clear();
  });

  it('detects with the fast engine only, with the stream events, and a failed file paid back', async () => {
    const setup = onDevice();
    const events: TDetectEvent[] = [];
    const request = {
      files: [
        { file: pdf('a.pdf'), name: 'a.pdf' },
        { file: new File(['%PDF pages=4 but broken later'], 'b.pdf'), name: 'b.pdf' },
      ],
      useFast: true,
      useStandard: true,
      useAdvanced: false,
      requestedEntities: ['PERSON_F', 'NO_FODSELSNUMMER_F', 'PERSON_S'],
      threshold: 1.4,
      removeWords: ['Oslo'],
    };
    await streamDetection(request, (event) => events.push(event), new AbortController().signal);
    expect(events.map((event) => event.type)).toEqual([
      'reading_files',
      'files_read',
      'error',
      'batch_completed',
    ]);
    expect(engine.calls.find((call) => call.method === 'detect')?.fields).toEqual({
      plan: { fast: ['PERSON', 'NO_FODSELSNUMMER'] },
      threshold: 1,
      ignoreWords: ['Oslo'],
    });
    expect(setup.tickets.tickets).toEqual([
      { operation: 'detect', files: [{ pages: 2 }, { pages: 4 }] },
    ]);
    expect(setup.tickets.returns).toEqual([{ id: expect.any(String), pages: 4 }]);
    expectNothingSent(setup);
  });
});

describe('server mode', () => {
  it('sends the file to the server and never starts the engine', async () => {
    const { fetchMock } = installFakeApi({ signedIn: true });
    const started = vi.fn(() => Promise.resolve(new FakeDeviceEngine().asEngine()));
    setEngineStarter(started);
    const others = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input === PDF_PATHS.extract ? ok({ file: 'a.pdf', pages: [] }) : others(input, init),
    );
    await extractWords(pdf('a.pdf'));
    expect(fetchMock.mock.calls.some(([input]) => input === PDF_PATHS.extract)).toBe(true);
    expect(started).not.toHaveBeenCalled();
  });
});

const OPTIONS = {
  includeSearchHighlights: true,
  includeEntityHighlights: true,
  includeManualHighlights: true,
  removeImages: false,
};
const APPEARANCE = {
  mode: 'fill' as const,
  fill_color: [0, 0, 0] as [number, number, number],
  font_size: 11,
  align: 1 as const,
};

function mark(fileKey: string): Highlight {
  return {
    id: 'm1',
    page: 1,
    x: 10,
    y: 10,
    w: 50,
    h: 12,
    originalX: 10,
    originalY: 10,
    originalW: 50,
    originalH: 12,
    color: '#000000',
    opacity: 0.5,
    type: 'MANUAL',
    fileKey,
    timestamp: 1,
    creationMode: 'rectangular',
    text: SECRET,
  } as Highlight;
}
