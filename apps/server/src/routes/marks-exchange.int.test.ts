import {
  MARKS_MESSAGES,
  PDF_PATHS,
  type TBBox,
  type TExtractResponse,
  type TImportMarksResponse,
  type TRedactionMapping,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { mutoolApply, pdfjsRedactMarks, type ToolAnnotation } from '../test/mark-tools';
import { corpusFile, files, multipart } from '../test/multipart';
import { pdftotext } from '../test/pdf-tools';

/**
 * Issue 53: marks go out for review in Acrobat and come back. Two corpus files nobody here made:
 * a LaTeX paper in columns, and twenty pages turned 0°, 90°, 180° and 270°.
 */
const FILES = ['multicolumn_3-pages_latex.pdf', 'rotated_20-pages_rotate-0-90-180-270.pdf'];
/** Pages whose words are marked: every turn of the rotated file. */
const MARKED_PAGES = 4;

let testApp: TestApp;
let client: ApiClient;
let subscriptionId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'reviewer');
  client = user.client;
  subscriptionId = (await subscribe(testApp.database, user.id, 'basic_monthly')).id;
});
afterAll(() => testApp.close());

function post(path: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return client.post(path, body.payload, { headers: body.headers });
}

/** Every third word of four letters or more on the first pages, marked as a person's name. */
async function markWords(file: { name: string; bytes: Uint8Array }): Promise<TRedactionMapping> {
  const response = await post(PDF_PATHS.extract, [{ name: 'file', file }]);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const { pages } = response.json<{ data: TExtractResponse }>().data;
  return {
    pages: pages.slice(0, MARKED_PAGES).map((page) => ({
      page: page.page_number,
      sensitive: page.words
        .filter((word) => /^\p{L}{4,}$/u.test(word.text))
        .filter((_word, index) => index % 3 === 0)
        .slice(0, 6)
        .map((word) => ({
          bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
          entity_type: 'PERSON',
          original_text: word.text,
          code: 'Offl. § 13',
        })),
    })),
  };
}

const boxesOf = (mapping: TRedactionMapping) =>
  mapping.pages.flatMap(({ page, sensitive }) => sensitive.map(({ bbox }) => ({ page, bbox })));

/** Whether `outer` holds `inner` with at most `margin` points around it (and 0.05 of rounding). */
function holds(outer: TBBox, inner: TBBox, margin: number): boolean {
  const fits = (gap: number) => gap >= -0.05 && gap <= margin + 0.05;
  return (
    fits(inner.x0 - outer.x0) &&
    fits(inner.y0 - outer.y0) &&
    fits(outer.x1 - inner.x1) &&
    fits(outer.y1 - inner.y1)
  );
}

/**
 * Each expected mark matched by one the tool read, one to one: its marked area exactly (`margin`
 * 0), and its /Rect, which MuPDF pads by a point around a marked line, within a point. pdf.js
 * gives a Redact annotation's /Rect only, not its /QuadPoints: there the area is the rect.
 */
function expectSameMarks(
  read: readonly { page: number; bbox: TBBox; rect?: TBBox }[],
  mapping: TRedactionMapping,
  margin = 0,
) {
  const expected = boxesOf(mapping);
  expect(read).toHaveLength(expected.length);
  for (const { page, bbox } of expected) {
    const match = read.find(
      (one) =>
        one.page === page && holds(one.bbox, bbox, margin) && holds(one.rect ?? one.bbox, bbox, 1),
    );
    expect(match, `a mark on page ${page} at ${JSON.stringify(bbox)}`).toBeDefined();
  }
}

/** How many times each word occurs in pdftotext's reading of the file. */
function wordCounts(bytes: Uint8Array): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of pdftotext(bytes).split(/\s+/).filter(Boolean))
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The words a redaction took out of the file: those pdftotext finds fewer times after it. */
function removedWords(before: Map<string, number>, after: Uint8Array): string[] {
  const left = wordCounts(after);
  return [...before]
    .filter(([word, count]) => (left.get(word) ?? 0) < count)
    .map(([word]) => word)
    .sort();
}

describe.each(FILES)('the marks of %s', (name) => {
  const file = corpusFile(name);
  let mapping: TRedactionMapping;

  beforeAll(async () => {
    mapping = await markWords(file);
    expect(boxesOf(mapping).length).toBeGreaterThanOrEqual(MARKED_PAGES);
  });

  it('go out as a marked copy: one /Redact per mark that mutool and pdf.js read where it was, at no charge', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const response = await post(PDF_PATHS.markedCopy, [
      ...files(file),
      { name: 'redaction_mappings', value: JSON.stringify([mapping]) },
    ]);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      name.replace(/\.pdf$/, '-marked.pdf'),
    );
    const copy = new Uint8Array(response.rawPayload);
    const { annotations, applied } = mutoolApply(copy);
    const redacts = annotations.filter((one: ToolAnnotation) => one.type === 'Redact');
    expectSameMarks(redacts, mapping);
    expectSameMarks(await pdfjsRedactMarks(copy), mapping, 1);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);

    // Applied by MuPDF's own tool, the marks take out what our redaction takes out.
    const ours = await post(PDF_PATHS.redact, [
      ...files(file),
      { name: 'redaction_mappings', value: JSON.stringify([mapping]) },
    ]);
    expect(ours.statusCode, ours.body.slice(0, 300)).toBe(200);
    const original = wordCounts(file.bytes);
    const theirsRemoved = removedWords(original, applied);
    const oursRemoved = removedWords(original, new Uint8Array(ours.rawPayload));
    const marked = [
      ...new Set(mapping.pages.flatMap((page) => page.sensitive.map((area) => area.original_text))),
    ];
    for (const word of marked) expect(oursRemoved.join(' ')).toContain(word);
    expect(theirsRemoved).toEqual(oursRemoved);
  });

  it('go out as XFDF and come back on a fresh session: every mark, code, type and page', async () => {
    const exported = await post(PDF_PATHS.xfdf, [
      ...files(file),
      { name: 'redaction_mappings', value: JSON.stringify([mapping]) },
      { name: 'reviewer', value: 'Kari Saksbehandler' },
    ]);
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const xfdf = exported.body;
    expect(xfdf).toContain('<redact ');
    expect(xfdf).toContain('title="Kari Saksbehandler"');
    expect(xfdf).not.toContain(mapping.pages[0]!.sensitive[0]!.original_text);

    const other = await newSignedInUser(testApp.app, `colleague-${FILES.indexOf(name)}`);
    const body = multipart([...files(file), { name: 'xfdf', value: xfdf }]);
    const response = await other.client.post(PDF_PATHS.importMarks, body.payload, {
      headers: body.headers,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [marks] = response.json<{ data: TImportMarksResponse }>().data.files;
    if (!marks || 'error' in marks) throw new Error('no marks');
    expect(marks.existing_marks).toEqual([]);
    expectSameMarks(
      marks.imported_marks.map(({ page, bbox }) => ({ page, bbox })),
      mapping,
    );
    const areas = marks.redaction_mapping.pages.flatMap((page) => page.sensitive);
    expect(new Set(areas.map((area) => area.entity_type))).toEqual(new Set(['PERSON']));
    expect(new Set(areas.map((area) => area.code))).toEqual(new Set(['Offl. § 13']));
    expect(areas.map((area) => area.original_text).sort()).toEqual(
      mapping.pages.flatMap((page) => page.sensitive.map((area) => area.original_text)).sort(),
    );
  });
});

describe('marks coming back', () => {
  const file = corpusFile(FILES[0]!);

  it('from a marked copy re-uploaded: its marks with their types and codes', async () => {
    const mapping = await markWords(file);
    const copy = await post(PDF_PATHS.markedCopy, [
      ...files(file),
      { name: 'redaction_mappings', value: JSON.stringify([mapping]) },
    ]);
    const marked = { name: 'returned.pdf', bytes: new Uint8Array(copy.rawPayload) };
    const response = await post(PDF_PATHS.importMarks, files(marked));
    expect(response.statusCode).toBe(200);
    const [marks] = response.json<{ data: TImportMarksResponse }>().data.files;
    if (!marks || 'error' in marks) throw new Error('no marks');
    expectSameMarks(marks.existing_marks, mapping);
    expect(marks.existing_marks.every((mark) => mark.entity_type === 'PERSON')).toBe(true);

    // Redacting with those marks needs no choice beyond "import": they are in the mapping.
    const redacted = await post(PDF_PATHS.redact, [
      ...files(marked),
      { name: 'redaction_mappings', value: JSON.stringify([marks.redaction_mapping]) },
      { name: 'existing_marks', value: 'import' },
    ]);
    expect(redacted.statusCode, redacted.body.slice(0, 300)).toBe(200);
    expect(pdftotext(new Uint8Array(redacted.rawPayload))).not.toContain(
      mapping.pages[0]!.sensitive[0]!.original_text,
    );
  });

  it.each([
    ['malformed XML', '<xfdf><annots><redact', /not well-formed/],
    ['a document type', '<!DOCTYPE x [<!ENTITY a "b">]><xfdf/>', /declares a document type/],
    [
      'a mark on page 99',
      '<xfdf><annots><redact page="98" rect="1,1,9,9"/></annots></xfdf>',
      /on page 99; the file has 3 pages/,
    ],
  ])('refuses an XFDF with %s: a 4xx that says why', async (_what, xfdf, message) => {
    const response = await post(PDF_PATHS.importMarks, [
      ...files(file),
      { name: 'xfdf', value: xfdf },
    ]);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.message).toMatch(message);
  });

  it('refuses an XFDF naming a file that was not sent, when several were or one was', async () => {
    // Issue 63: with one file the XFDF of another was applied (the README says it is refused).
    for (const [xfdf, sent] of [
      ['<xfdf><annots/><f href="elsewhere.pdf"/></xfdf>', [file, corpusFile(FILES[1]!)]],
      ["<xfdf><f href='C:\\saker\\elsewhere.pdf'/><annots/></xfdf>", [file]],
    ] as const) {
      const response = await post(PDF_PATHS.importMarks, [
        ...files(...sent),
        { name: 'xfdf', value: xfdf },
      ]);
      expect(response.statusCode, xfdf).toBe(400);
      expect(response.json().error.message).toBe(
        'The XFDF names elsewhere.pdf, which is not among the files sent; send the file it belongs to',
      );
    }
  });

  it('refuses a marked copy of a file with marks of its own unless told what to do with them', async () => {
    const theirs = corpusFile('annotations_redact-annotation.pdf');
    const mapping = JSON.stringify([{ pages: [] }]);
    const refused = await post(PDF_PATHS.markedCopy, [
      ...files(theirs),
      { name: 'redaction_mappings', value: mapping },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.file_error).toBe('EXISTING_MARKS');
    const kept = await post(PDF_PATHS.markedCopy, [
      ...files(theirs),
      { name: 'redaction_mappings', value: mapping },
      { name: 'existing_marks', value: 'apply' },
    ]);
    expect(kept.statusCode).toBe(200);
    expect(
      mutoolApply(new Uint8Array(kept.rawPayload)).annotations.filter(
        (one) => one.type === 'Redact',
      ),
    ).toHaveLength(1);
  });
});

describe('the reviewer name', () => {
  it('is refused with a control character, before any file is read', async () => {
    const refused = await post(PDF_PATHS.xfdf, [
      ...files(corpusFile(FILES[0]!)),
      { name: 'redaction_mappings', value: JSON.stringify([{ pages: [] }]) },
      { name: 'reviewer', value: 'Kari\u0000Saksbehandler' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: MARKS_MESSAGES.reviewerControl,
    });
  });
});
