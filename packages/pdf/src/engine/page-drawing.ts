import { mupdf, type PDFPage } from './mupdf';

type DisplayList = InstanceType<typeof mupdf.DisplayList>;
type Device = InstanceType<typeof mupdf.Device>;
type Matrix = Parameters<PDFPage['run']>[1];

/**
 * A page's drawing recorded once, to be read and drawn several ways without interpreting its
 * content again: its own content apart (the text layer, as `readPageWords` reads it) from what
 * its annotations and form fields draw over it (what a reader shows besides).
 */
export class PageDrawing {
  private constructor(
    private readonly content: DisplayList,
    private readonly marks: DisplayList,
    private readonly bounds: [number, number, number, number],
  ) {}

  static record(page: PDFPage): PageDrawing {
    const bounds = page.getBounds();
    const content = recorded(bounds, (device) =>
      page.runPageContents(device, mupdf.Matrix.identity),
    );
    try {
      const marks = recorded(bounds, (device) => {
        page.runPageAnnots(device, mupdf.Matrix.identity);
        page.runPageWidgets(device, mupdf.Matrix.identity);
      });
      return new PageDrawing(content, marks, bounds);
    } catch (error) {
      content.destroy();
      throw error;
    }
  }

  /** Draws the page as a reader shows it: its content, then its annotations and fields. */
  run(device: Device, matrix: Matrix): void {
    this.content.run(device, matrix);
    this.marks.run(device, matrix);
  }

  /** The structured text of the page's own content (no annotation, no field). */
  contentText(options: string) {
    return this.content.toStructuredText(options);
  }

  /** The page as a reader shows it, drawn on white through `matrix`. */
  toPixmap(matrix: Matrix, colorspace: InstanceType<typeof mupdf.ColorSpace>) {
    const [x0, y0, x1, y1] = mupdf.Rect.transform(this.bounds, matrix);
    const box: [number, number, number, number] = [
      Math.floor(x0 + 0.001),
      Math.floor(y0 + 0.001),
      Math.ceil(x1 - 0.001),
      Math.ceil(y1 - 0.001),
    ];
    const pixmap = new mupdf.Pixmap(colorspace, box, false);
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    try {
      this.run(device, matrix);
      device.close();
    } finally {
      device.destroy();
    }
    return pixmap;
  }

  destroy(): void {
    this.content.destroy();
    this.marks.destroy();
  }
}

function recorded(
  bounds: [number, number, number, number],
  draw: (device: Device) => void,
): DisplayList {
  const list = new mupdf.DisplayList(bounds);
  const device = new mupdf.DisplayListDevice(list);
  try {
    draw(device);
    device.close();
  } catch (error) {
    list.destroy();
    throw error;
  } finally {
    device.destroy();
  }
  return list;
}
