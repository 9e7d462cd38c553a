import type { Letter, TLetterLanguage } from '@workbench/contracts';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const LANGUAGE_TAGS: Record<TLetterLanguage, string> = { nb: 'nb-NO', nn: 'nn-NO', en: 'en-GB' };

function document(title: string, language: TLetterLanguage, children: (Paragraph | Table)[]) {
  return new Document({
    title,
    creator: 'Redaction workbench',
    styles: {
      default: {
        document: {
          run: { font: 'Liberation Sans', size: 21, language: { value: LANGUAGE_TAGS[language] } },
        },
      },
    },
    sections: [{ children }],
  });
}

const lines = (texts: readonly string[]) => texts.map((text) => new Paragraph(text));

/**
 * The reply letter as a Word document a caseworker edits before sending: plain paragraphs, real
 * headings and a bulleted list, no fields or macros.
 */
export async function letterDocx(letter: Letter, language: TLetterLanguage): Promise<Uint8Array> {
  const body = letter.blocks.flatMap((block) => {
    if (block.kind === 'heading') {
      return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })];
    }
    if (block.kind === 'paragraph') {
      return [new Paragraph({ text: block.text, spacing: { after: 120 } })];
    }
    return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
  });
  const children = [
    ...lines(letter.sender),
    new Paragraph(''),
    ...lines(letter.recipient),
    new Paragraph(''),
    ...letter.meta.map(
      ([label, value]) =>
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
        }),
    ),
    new Paragraph({ text: letter.title, heading: HeadingLevel.HEADING_1 }),
    ...body,
    new Paragraph(''),
    ...lines(letter.signature),
  ];
  return new Uint8Array(await Packer.toBuffer(document(letter.title, language, children)));
}

/** The exemption schedule as a Word table under a title; the first row is the header. */
export async function scheduleDocx(
  title: string,
  table: readonly (readonly string[])[],
  language: TLetterLanguage,
): Promise<Uint8Array> {
  const rows = table.map(
    (cells, index) =>
      new TableRow({
        tableHeader: index === 0,
        children: cells.map(
          (cell) =>
            new TableCell({
              children: [
                new Paragraph({ children: [new TextRun({ text: cell, bold: index === 0 })] }),
              ],
            }),
        ),
      }),
  );
  const children = [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }),
  ];
  return new Uint8Array(await Packer.toBuffer(document(title, language, children)));
}
