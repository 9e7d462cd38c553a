import { describe, expect, it } from 'vitest';
import { hiddenValueHighlights } from './hidden-value-highlights';
import type { AnnotationData, ContentsSource, ViewportLike } from './pdf-source';
import { readFileContents } from './read-file-contents';

/** A portrait US letter page shown upright: PDF y grows upwards, the viewer's downwards. */
const viewport: ViewportLike = {
  width: 612,
  height: 792,
  convertToViewportPoint: (x, y) => [x, 792 - y],
};

function fakeDocument(
  pages: AnnotationData[][],
  overrides: Partial<ContentsSource> = {},
): ContentsSource {
  return {
    numPages: pages.length,
    getAttachments: () => Promise.resolve(null),
    getAttachmentContent: () => Promise.resolve(null),
    getMetadata: () => Promise.resolve({ info: {}, metadata: null }),
    getOutline: () => Promise.resolve(null),
    getFieldObjects: () => Promise.resolve(new Map([['field', [{}]]])),
    getPage: (number) =>
      Promise.resolve({
        getAnnotations: ({ intent } = {}) =>
          // Like pdf.js: hidden annotations only when asked for every intent.
          Promise.resolve(pages[number - 1]!.filter((a) => intent === 'any' || !a.hidden)),
        getViewport: () => viewport,
      }),
    ...overrides,
  };
}

const widget = (extra: Partial<AnnotationData>): AnnotationData => ({
  subtype: 'Widget',
  fieldType: 'Tx',
  hasAppearance: true,
  rect: [100, 700, 300, 720],
  ...extra,
});

describe('form values nobody sees', () => {
  it('lists hidden, undrawn and off-page values, not the ones a widget draws', async () => {
    const contents = await readFileContents(
      fakeDocument([
        [
          widget({ id: '1R', fieldName: 'shown', fieldValue: 'Ola Nordmann' }),
          widget({ id: '2R', fieldName: 'secret', fieldValue: 'Kari Hemmelig', hidden: true }),
          widget({ id: '3R', fieldName: 'plain', fieldValue: 'Per', hasAppearance: false }),
          // Drawn by readers from its value in its default appearance, as the redaction judges it.
          widget({
            id: '7R',
            fieldName: 'drawn',
            fieldValue: 'John Doe',
            hasAppearance: false,
            defaultAppearanceData: { fontName: 'Helv' },
          }),
          widget({ id: '4R', fieldName: 'far', fieldValue: 'Off Page', rect: [700, 0, 900, 20] }),
          widget({ id: '5R', fieldName: 'empty', fieldValue: '', hidden: true }),
          widget({ id: '6R', fieldType: 'Btn', fieldValue: 'Yes', hidden: true }),
        ],
      ]),
    );
    expect(contents.hiddenValues.map(({ value, reason }) => [value, reason])).toEqual([
      ['Kari Hemmelig', 'hidden'],
      ['Per', 'noAppearance'],
      ['Off Page', 'outside'],
    ]);
    expect(contents.hiddenValues[0]!.box).toEqual({ x: 100, y: 72, w: 200, h: 20 });
  });

  it('suggests each value with a place on the page for review, under its own type', async () => {
    const contents = await readFileContents(
      fakeDocument([
        [
          widget({ id: '2R', fieldName: 'secret', fieldValue: 'Kari Hemmelig', hidden: true }),
          widget({ id: '4R', fieldName: 'far', fieldValue: 'Off Page', rect: [700, 0, 900, 20] }),
        ],
      ]),
    );
    const [mark, ...rest] = hiddenValueHighlights('file-a', contents.hiddenValues, 1);
    expect(rest).toEqual([]);
    expect(mark).toMatchObject({
      id: 'hidden-value:file-a:p1:2R',
      page: 1,
      text: 'Kari Hemmelig',
      status: 'suggested',
      hiddenValue: { field: 'secret', reason: 'hidden' },
    });
  });

  it('reads no page for values when the file has no form', async () => {
    const contents = await readFileContents(
      fakeDocument([[widget({ fieldValue: 'x', hidden: true })]], {
        getFieldObjects: () => Promise.resolve(null),
      }),
    );
    expect(contents.hiddenValues).toEqual([]);
  });
});

describe('what else a file holds', () => {
  it('reads attachments, comments, document information, XMP and bookmarks', async () => {
    const contents = await readFileContents(
      fakeDocument(
        [
          [
            { subtype: 'Text', contentsObj: { str: 'Call Kari' }, titleObj: { str: 'Ola' } },
            { subtype: 'Popup', contentsObj: { str: 'Call Kari' } },
            { subtype: 'Link', contentsObj: { str: 'https://example.com' } },
            { subtype: 'Highlight', contentsObj: { str: '' } },
          ],
          [
            { subtype: 'FreeText', richText: { str: 'Approved' } },
            {
              subtype: 'FileAttachment',
              file: { filename: 'notes.txt', content: new Uint8Array(12) },
            },
          ],
        ],
        {
          getAttachments: () =>
            Promise.resolve(new Map([['a', { filename: 'invoice.xml', description: 'ZUGFeRD' }]])),
          getAttachmentContent: () => Promise.resolve(new Uint8Array(2048)),
          getMetadata: () =>
            Promise.resolve({
              info: { Title: 'Art', Author: 'Martin Thoma', Subject: ' ', Producer: 'pdfTeX' },
              metadata: {},
            }),
          getOutline: () =>
            Promise.resolve([
              { title: 'I Introduction', items: [{ title: 'A Aims', items: [] }] },
              { title: 'II Basics', items: [] },
            ]),
        },
      ),
    );
    expect(contents.attachments).toEqual([
      { name: 'invoice.xml', size: 2048, description: 'ZUGFeRD' },
      { name: 'notes.txt', size: 12, description: '' },
    ]);
    expect(contents.comments).toEqual([
      { page: 1, kind: 'Text', author: 'Ola', text: 'Call Kari' },
      { page: 2, kind: 'FreeText', author: '', text: 'Approved' },
    ]);
    expect(contents.metadata).toEqual([
      { key: 'Title', value: 'Art' },
      { key: 'Author', value: 'Martin Thoma' },
      { key: 'Producer', value: 'pdfTeX' },
    ]);
    expect(contents.hasXmp).toBe(true);
    expect(contents.bookmarks).toEqual([
      { title: 'I Introduction', depth: 0 },
      { title: 'A Aims', depth: 1 },
      { title: 'II Basics', depth: 0 },
    ]);
  });
});
