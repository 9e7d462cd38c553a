import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { wrap } from '@workbench/contracts';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CELL_PADDING = 4;

/**
 * Fonts with the letters of every language a requester's name may be written in, looked for
 * where Debian puts them (the container image installs them); without one, Helvetica draws
 * what WinAnsi holds and "?" for the rest.
 */
const FONT_FILES = [
  [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
  ],
] as const;

type Fonts = { regular: PDFFont; bold: PDFFont; drawable: (text: string) => string };

async function embedFonts(document: PDFDocument): Promise<Fonts> {
  const files = FONT_FILES.find((pair) => pair.every((file) => existsSync(file)));
  if (files) {
    document.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all(
      files.map((file) => document.embedFont(readFileSync(file), { subset: true })),
    );
    const known = new Set(regular!.getCharacterSet());
    return { regular: regular!, bold: bold!, drawable: only(known) };
  }
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  return { regular, bold, drawable: only(new Set(regular.getCharacterSet())) };
}

function only(known: ReadonlySet<number>) {
  return (text: string) =>
    Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (char) =>
      known.has(char.codePointAt(0)!) ? char : '?',
    ).join('');
}

export type TextStyle = { size?: number; bold?: boolean; indent?: number; after?: number };

/**
 * A plain A4 document written top to bottom: wrapped text and tables that continue on new
 * pages (a table repeats its header). Used for the reply letter and the exemption schedule.
 */
export async function createPdfWriter(title: string, language: string) {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setLanguage(language);
  document.setProducer('Redaction workbench');
  const fonts = await embedFonts(document);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = document.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  function text(content: string, style: TextStyle = {}) {
    const size = style.size ?? 10.5;
    const font = style.bold ? fonts.bold : fonts.regular;
    const indent = style.indent ?? 0;
    const line = size * 1.35;
    for (const part of wrap(fonts.drawable(content), width - indent, (piece) =>
      font.widthOfTextAtSize(piece, size),
    )) {
      room(line);
      y -= line;
      page.drawText(part, { x: MARGIN + indent, y: y + size * 0.3, size, font });
    }
    y -= style.after ?? size * 0.6;
  }

  function table(rows: readonly (readonly string[])[], weights: readonly number[], size = 8.5) {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const widths = weights.map((weight) => (weight / total) * width);
    const line = size * 1.3;
    const draw = (cells: readonly string[], font: PDFFont) => {
      const wrapped = cells.map((cell, index) =>
        wrap(fonts.drawable(cell), widths[index]! - 2 * CELL_PADDING, (piece) =>
          font.widthOfTextAtSize(piece, size),
        ),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * line + CELL_PADDING;
      const fresh = y - height < MARGIN;
      room(height);
      if (fresh && font !== fonts.bold) draw(rows[0]!, fonts.bold);
      let x = MARGIN;
      wrapped.forEach((lines, index) => {
        lines.forEach((piece, at) =>
          page.drawText(piece, {
            x: x + CELL_PADDING,
            y: y - (at + 1) * line + size * 0.3,
            size,
            font,
          }),
        );
        x += widths[index]!;
      });
      y -= height;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
    };
    rows.forEach((cells, index) => draw(cells, index === 0 ? fonts.bold : fonts.regular));
    y -= size;
  }

  return { text, table, save: () => document.save() };
}
