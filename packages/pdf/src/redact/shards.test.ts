import { normalizeAppearance, type TRedactionMapping } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { mupdf } from '../engine/mupdf';
import { readPageWords } from '../engine/read-words';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { readCorpus } from '../test/fixtures';
import { withDocument } from '../test/redact-helpers';
import { redactPdf, type RedactOptions } from './redact-pdf';
import { shardMapping } from './shard-plan';
import { mergeShards, redactShard } from './shards';

const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });

function inShards(bytes: Uint8Array, options: RedactOptions, parts: number) {
  const plan = shardMapping(options.mapping, parts, 0);
  expect(plan).toHaveLength(parts);
  const shards = plan.map((mapping) => redactShard(bytes, { mapping, removeImages: false }));
  const marksReport = { found: 0, choice: null, applied_areas: 0 };
  return mergeShards(shards, { ...options, marksReport });
}

/** Every page's text, and its links and annotations, of a redacted file. */
function contentsOf(bytes: Uint8Array) {
  return withDocument(bytes, (document) =>
    Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index);
      try {
        return {
          text: readPageWords(page, index + 1).text,
          links: page.getLinks().length,
          annotations: page.getAnnotations().map((annotation) => annotation.getType()),
        };
      } finally {
        page.destroy();
      }
    }),
  );
}

/** Every third word of every page as an area. */
function everyThirdWord(bytes: Uint8Array): TRedactionMapping {
  return withDocument(bytes, (document) => ({
    pages: Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index);
      const { words } = readPageWords(page, index + 1);
      page.destroy();
      return {
        page: index + 1,
        sensitive: words
          .filter((_, at) => at % 3 === 0)
          .map((word) => ({
            bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
            entity_type: 'T',
            original_text: word.text,
          })),
      };
    }),
  }));
}

/** Two pages, each with a text field whose appearance draws "Storgata 5, 0150 Oslo". */
function twoPageForm(): Uint8Array {
  const page = (contents: number, widget: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [${widget} 0 R] >>`;
  const widget = (name: string, pageRef: number) =>
    `<< /Type /Annot /Subtype /Widget /FT /Tx /T (${name}) /V (Storgata 5, 0150 Oslo) /Rect [72 600 372 620] /AP << /N 9 0 R >> /P ${pageRef} 0 R >>`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [7 0 R 8 0 R] >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5, 7),
    page(6, 8),
    stream('BT /F1 12 Tf 72 720 Td (Address, page one) Tj ET'),
    stream('BT /F1 12 Tf 72 720 Td (Address, page two) Tj ET'),
    widget('first', 3),
    widget('second', 4),
    stream(
      '/Tx BMC BT /F1 10 Tf 2 5 Td (Storgata 5, 0150 Oslo) Tj ET EMC',
      `/BBox [0 0 300 20] /Resources << /Font << ${HELVETICA} >> >>`,
    ),
  ]);
}

describe('redaction in shards', () => {
  it('gives the same file content as one worker, on rotated pages', async () => {
    const bytes = await readCorpus('rotated_20-pages_rotate-0-90-180-270.pdf');
    const options = { mapping: everyThirdWord(bytes), removeImages: false, appearance };
    const single = redactPdf(bytes, options);
    const sharded = inShards(bytes, options, 3);
    expect(sharded.report.verification.passed).toBe(true);
    expect(sharded.report).toEqual(single.report);
    expect(contentsOf(sharded.bytes)).toEqual(contentsOf(single.bytes));
  });

  it("keeps the rest of a field value cut in part on every shard's page, drawn once", () => {
    const bytes = twoPageForm();
    const mapping = {
      pages: [1, 2].map((page) => {
        const words = withDocument(bytes, (document) => {
          const loaded = document.loadPage(page - 1);
          const text = readPageWords(loaded, page);
          loaded.destroy();
          return text.words;
        });
        const oslo = words.find((word) => word.field && word.text === 'Oslo')!;
        const bbox = { x0: oslo.x0, y0: oslo.y0, x1: oslo.x1, y1: oslo.y1 };
        return { page, sensitive: [{ bbox, entity_type: 'T', original_text: 'Oslo' }] };
      }),
    };
    const options = { mapping, removeImages: false, appearance };
    const single = redactPdf(bytes, options);
    const sharded = inShards(bytes, options, 2);
    expect(sharded.report.verification.passed).toBe(true);
    const pages = contentsOf(sharded.bytes);
    for (const page of pages) expect(page.text.match(/Storgata 5, 0150/g)).toHaveLength(1);
    expect(pages.map((page) => page.text).join(' ')).not.toContain('Oslo');
    expect(pages).toEqual(contentsOf(single.bytes));
  });

  it("removes the links and annotations over the areas of the other shards' pages", async () => {
    // Page 2 is a copy of page 1 with the same link and highlight made again on it.
    const bytes = withDocument(
      await readCorpus('annotations_links-and-highlights.pdf'),
      (source) => {
        const twoPages = new mupdf.PDFDocument();
        twoPages.graftPage(0, source, 0);
        twoPages.graftPage(1, source, 0);
        for (const index of [0, 1]) {
          const page = twoPages.loadPage(index);
          page.createLink([69, 139, 542, 159], 'https://www.google.com/');
          page
            .createAnnotation('Highlight')
            .setQuadPoints([[290, 249, 352, 249, 290, 263, 352, 263]]);
          page.update();
          page.destroy();
        }
        return twoPages.saveToBuffer('').asUint8Array().slice();
      },
    );
    const overLinkAndHighlight = [
      { x0: 69, y0: 139, x1: 542, y1: 159 },
      { x0: 290, y0: 249, x1: 352, y1: 263 },
    ].map((bbox) => ({ bbox, entity_type: 'T', original_text: '' }));
    const mapping = {
      pages: [1, 2].map((page) => ({ page, sensitive: overLinkAndHighlight })),
    };
    const before = contentsOf(bytes);
    expect(before[1]).toMatchObject({ links: 1, annotations: ['Highlight'] });
    const sharded = inShards(bytes, { mapping, removeImages: false, appearance }, 2);
    const after = contentsOf(sharded.bytes);
    expect(after[1]).toMatchObject({ links: 0, annotations: [] });
    expect(after).toEqual(
      contentsOf(redactPdf(bytes, { mapping, removeImages: false, appearance }).bytes),
    );
  });
});
