import { wrap } from '@workbench/contracts';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { logFields, logTable, type LogLabels, type RedactionLog } from './redaction-log';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZE = { title: 16, text: 9 };
const LINE = 12;
const CELL_PADDING = 4;
/** Relative column widths: page, type, source, code, reviewer (and text when shown). */
const WEIGHTS = [0.6, 1.6, 1.4, 2.4, 1.8];
const TEXT_WEIGHT = 2.4;

/** Text the standard font can draw: what Helvetica (WinAnsi) lacks becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (char) =>
    known.has(char.codePointAt(0)!) ? char : '?',
  ).join('');
}

/** The log as a PDF: a title, the header lines, then the table, repeated on each new page. */
export async function logPdf(
  log: RedactionLog,
  labels: LogLabels & { title: string },
  withText: boolean,
): Promise<Blob> {
  // Loaded on first use: most sessions never download a log.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(`${labels.title}: ${log.fileName}`);
  document.setCreationDate(new Date(log.date));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const [header, ...rows] = logTable(log, labels, withText);
  const weights = withText ? [...WEIGHTS, TEXT_WEIGHT] : WEIGHTS;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => ((PAGE.width - 2 * MARGIN) * weight) / total);
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (text: string, x: number, font: PDFFont, size: number) =>
    page.drawText(drawable(font, text), { x, y: y - size, size, font, color: rgb(0, 0, 0) });

  write(labels.title, MARGIN, bold, SIZE.title);
  y -= SIZE.title + LINE;
  for (const [name, value] of logFields(log, labels)) {
    write(`${name}:`, MARGIN, bold, SIZE.text);
    write(value, MARGIN + 110, regular, SIZE.text);
    y -= LINE;
  }
  y -= LINE;

  const drawRow = (cells: readonly string[], font: PDFFont) => {
    const wrapped = cells.map((cell, index) =>
      wrap(drawable(font, cell), widths[index]! - 2 * CELL_PADDING, (text) =>
        font.widthOfTextAtSize(text, SIZE.text),
      ),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + CELL_PADDING;
    if (y - height < MARGIN) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      if (font !== bold) drawRow(header!, bold);
    }
    let x = MARGIN;
    wrapped.forEach((lines, index) => {
      lines.forEach((line, number) =>
        page.drawText(line, {
          x: x + CELL_PADDING,
          y: y - SIZE.text - number * LINE,
          size: SIZE.text,
          font,
        }),
      );
      x += widths[index]!;
    });
    y -= height;
    page.drawLine({
      start: { x: MARGIN, y: y + CELL_PADDING / 2 },
      end: { x: PAGE.width - MARGIN, y: y + CELL_PADDING / 2 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
  };

  drawRow(header!, bold);
  for (const row of rows) drawRow(row, regular);
  const bytes = await document.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
