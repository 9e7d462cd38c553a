import type { TAppearance } from '@workbench/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { mupdf, type PDFDocument } from '../../engine/mupdf';
import { appendContentStream } from './appearance-append';
import { addAppearanceFont } from './appearance-font';
import { buildAppearanceStream, type Rect } from './appearance-stream';

interface PageSetup {
  name: string;
  rotate: 0 | 90 | 180 | 270;
  crop?: [number, number, number, number];
  inherit?: boolean;
}

const SETUPS: PageSetup[] = [
  { name: 'a plain page', rotate: 0 },
  { name: 'a page rotated by 90', rotate: 90 },
  { name: 'a page with a CropBox inside its MediaBox', rotate: 0, crop: [100, 150, 420, 600] },
  {
    name: 'a cropped 270° page, inherited resources',
    rotate: 270,
    crop: [40, 60, 500, 700],
    inherit: true,
  },
];
const AREA: Rect = { x0: 40, y0: 50, x1: 260, y1: 80 };
const LABEL = 'Sensitiv (Ærø) – €5';
const APPEARANCE: TAppearance = {
  mode: 'fill_and_text',
  fill_color: [0, 0.5, 1],
  text: LABEL,
  text_color: [1, 1, 1],
  font_size: 14,
  align: 1,
};
// Old content that leaves a scaled CTM behind: the q … Q wrapper must undo it.
const OLD_CONTENT = 'BT /F1 12 Tf 1 0 0 1 150 300 Tm (Hello old text) Tj ET 2 0 0 2 30 30 cm';

function makeDocument(setup: PageSetup): PDFDocument {
  const doc = new mupdf.PDFDocument();
  const times = doc.addSimpleFont(new mupdf.Font('Times-Roman'), 'Latin');
  const resources = doc.addObject({ Font: { F1: times } });
  const pageObj = doc.addPage([0, 0, 595, 842], setup.rotate, resources, OLD_CONTENT);
  if (setup.crop) pageObj.put('CropBox', setup.crop);
  doc.insertPage(-1, pageObj);
  if (setup.inherit) {
    const page = doc.findPage(0);
    page.get('Parent').put('Resources', page.get('Resources'));
    page.delete('Resources');
  }
  return doc;
}

function redactAndReopen(setup: PageSetup): PDFDocument {
  const doc = makeDocument(setup);
  const page = doc.loadPage(0);
  const font = addAppearanceFont(doc, page.getObject());
  const toUserSpace = mupdf.Matrix.invert(page.getTransform());
  appendContentStream(
    doc,
    page.getObject(),
    buildAppearanceStream([AREA], toUserSpace, APPEARANCE, font),
  );
  const saved = doc.saveToBuffer('garbage=4,compress').asUint8Array().slice();
  page.destroy();
  doc.destroy();
  return new mupdf.PDFDocument(saved);
}

interface OverlayChar {
  c: string;
  origin: [number, number];
  quad: number[];
}

function readOverlay(doc: PDFDocument): { text: string; chars: OverlayChar[] } {
  const page = doc.loadPage(0);
  const st = page.toStructuredText('preserve-whitespace');
  const chars: OverlayChar[] = [];
  st.walk({
    onChar(c, origin, font, _size, quad) {
      if (font.getName().includes('Helvetica')) chars.push({ c, origin, quad });
    },
  });
  const text = st.asText();
  st.destroy();
  page.destroy();
  return { text, chars };
}

function pixelAt(doc: PDFDocument, x: number, y: number): number[] {
  const page = doc.loadPage(0);
  const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
  const offset =
    (Math.floor(y) - pixmap.getY()) * pixmap.getStride() + (Math.floor(x) - pixmap.getX()) * 3;
  const rgb = Array.from(pixmap.getPixels().slice(offset, offset + 3));
  pixmap.destroy();
  page.destroy();
  return rgb;
}

const FILL_PIXEL = [0, 128, 255];
const isFill = (rgb: number[]) =>
  rgb.every((value, index) => Math.abs(value - FILL_PIXEL[index]!) <= 2);

describe.each(SETUPS)('appearance on $name', (setup) => {
  const doc = redactAndReopen(setup);
  const { text, chars } = readOverlay(doc);
  afterAll(() => doc.destroy());

  it('keeps the old content and adds the label as extractable text inside the box', () => {
    expect(text).toContain('Hello old text');
    expect(text).toContain(LABEL);
    expect(chars.map((char) => char.c).join('')).toBe(LABEL);
    for (const { quad } of chars) {
      for (let index = 0; index < 8; index += 2) {
        expect(quad[index]).toBeGreaterThanOrEqual(AREA.x0);
        expect(quad[index]).toBeLessThanOrEqual(AREA.x1);
        expect(quad[index + 1]).toBeGreaterThanOrEqual(AREA.y0);
        expect(quad[index + 1]).toBeLessThanOrEqual(AREA.y1);
      }
    }
  });

  it('reads upright, left to right, in page space', () => {
    for (let index = 1; index < chars.length; index++) {
      expect(chars[index]!.origin[0]).toBeGreaterThan(chars[index - 1]!.origin[0]);
      expect(chars[index]!.origin[1]).toBeCloseTo(chars[0]!.origin[1], 3);
    }
    const [, upperY, , , , lowerY] = chars[0]!.quad;
    expect(lowerY!).toBeGreaterThan(upperY!);
  });

  it('renders the fill inside the box and nothing of it outside', () => {
    const middleY = (AREA.y0 + AREA.y1) / 2;
    expect(isFill(pixelAt(doc, AREA.x0 + 1, middleY))).toBe(true);
    expect(isFill(pixelAt(doc, (AREA.x0 + AREA.x1) / 2, AREA.y0 + 1))).toBe(true);
    expect(isFill(pixelAt(doc, AREA.x1 - 1, AREA.y1 - 1))).toBe(true);
    expect(isFill(pixelAt(doc, AREA.x0 - 2, middleY))).toBe(false);
    expect(isFill(pixelAt(doc, AREA.x1 + 2, middleY))).toBe(false);
    expect(isFill(pixelAt(doc, (AREA.x0 + AREA.x1) / 2, AREA.y1 + 2))).toBe(false);
  });
});

describe('a label far too long for its box', () => {
  it('is shrunk and cut with an ellipsis so no character leaves the box', () => {
    const doc = makeDocument({ name: 'rotated', rotate: 90 });
    const page = doc.loadPage(0);
    const font = addAppearanceFont(doc, page.getObject());
    const box: Rect = { x0: 300, y0: 200, x1: 340, y1: 206 };
    const appearance = {
      ...APPEARANCE,
      mode: 'replace_text' as const,
      text: 'Confidential '.repeat(20),
    };
    const stream = buildAppearanceStream(
      [box],
      mupdf.Matrix.invert(page.getTransform()),
      appearance,
      font,
    );
    appendContentStream(doc, page.getObject(), stream);
    page.destroy();
    const { chars } = readOverlay(doc);
    expect(chars.length).toBeGreaterThan(5);
    expect(chars.at(-1)!.c).toBe('…');
    for (const { origin, quad } of chars) {
      expect(origin[0]).toBeGreaterThanOrEqual(box.x0);
      expect(Math.max(quad[2]!, quad[6]!)).toBeLessThanOrEqual(box.x1);
    }
    doc.destroy();
  });
});
