import { describe, expect, it } from 'vitest';
import type { PositionedWord } from '../span';
import { recognizeIdentifiers, recognizeLabelledNames } from './index';
import { LABELLED_TYPES } from './labelled-types';

const TYPES = new Set(LABELLED_TYPES.map((type) => type.entity));

function found(text: string, words?: readonly PositionedWord[]): string[] {
  return recognizeIdentifiers(text, TYPES, words)
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.text}|${span.entity_type}`);
}

/** A cell of a page: where it starts (x, row) and its lines of text. */
type Cell = { x: number; row: number; text: string };

/**
 * Lays out cells as a PDF reader gives them: each cell's lines one after the other in the text
 * (cells in the order given), words 10 high and 6 wide per character, rows 14 apart; a cell of
 * two lines takes two rows.
 */
function page(cells: readonly Cell[]): { text: string; words: PositionedWord[] } {
  let text = '';
  const words: PositionedWord[] = [];
  for (const cell of cells) {
    cell.text.split('\n').forEach((line, lineIndex) => {
      if (text) text += '\n';
      const y0 = (cell.row + lineIndex) * 14;
      let x = cell.x;
      line.split(' ').forEach((part, index) => {
        if (index > 0) text += ' ';
        words.push({
          start: text.length,
          end: text.length + part.length,
          x0: x,
          y0,
          x1: x + part.length * 6,
          y1: y0 + 10,
        });
        text += part;
        x += (part.length + 1) * 6;
      });
    });
  }
  return { text, words };
}

describe('labelled values in invoice layouts', () => {
  it('reads a French invoice: labels with colons beside, a table with headers over values', () => {
    const invoice = page([
      { x: 0, row: 0, text: 'FACTURE' },
      { x: 360, row: 0, text: 'Free Mobile' },
      { x: 0, row: 2, text: 'Identifiant :' },
      { x: 120, row: 2, text: '12345678' },
      { x: 0, row: 3, text: 'N° abonné :' },
      { x: 120, row: 3, text: 'FO1234567890' },
      { x: 0, row: 5, text: 'Référence client' },
      { x: 150, row: 5, text: 'N° de\ncommande' },
      { x: 300, row: 5, text: 'Date de\ncommande' },
      { x: 0, row: 7, text: 'CL-004521' },
      { x: 150, row: 7, text: 'CMD-2024-00871' },
      { x: 300, row: 7, text: '12/03/2024' },
    ]);
    expect(found(invoice.text, invoice.words)).toEqual([
      '12345678|CUSTOMER_NUMBER',
      'FO1234567890|CUSTOMER_NUMBER',
      'CL-004521|CUSTOMER_NUMBER',
      'CMD-2024-00871|ORDER_NUMBER',
    ]);
  });

  it('reads a German insurer’s letter box with member and contract numbers under their labels', () => {
    const letter = page([
      { x: 300, row: 0, text: 'Versichertennummer' },
      { x: 420, row: 0, text: 'Vertragsnummer' },
      { x: 300, row: 1, text: 'A123456780' },
      { x: 420, row: 1, text: 'V-2023-0045' },
      { x: 300, row: 3, text: 'Mitgliedsnummer' },
      { x: 300, row: 4, text: 'MBR-884213' },
    ]);
    expect(found(letter.text, letter.words)).toEqual([
      'A123456780|MEMBER_NUMBER',
      'V-2023-0045|POLICY_NUMBER',
      'MBR-884213|MEMBER_NUMBER',
    ]);
  });

  it('reads a Norwegian lab form with the patient ID right of its label on the row', () => {
    const form = page([
      { x: 0, row: 0, text: 'Pasient-ID' },
      { x: 0, row: 1, text: 'Rekvirent' },
      { x: 200, row: 0, text: '0045-12' },
      { x: 200, row: 1, text: 'Dr. Hansen' },
    ]);
    expect(found(form.text, form.words)).toEqual(['0045-12|PATIENT_NUMBER']);
  });

  it('reads a tax form’s box: the value under its label and note, not the next box’s number beside it', () => {
    const form = page([
      { x: 0, row: 0, text: 'Account number (see instructions)' },
      { x: 420, row: 0, text: '13 State' },
      { x: 120, row: 1, text: '3479215860' },
      { x: 0, row: 3, text: 'Employer identification number 63-0065650' },
    ]);
    // The employer's number is the employer's, an organisation's: no one's identity number.
    expect(found(form.text, form.words)).toEqual(['3479215860|CUSTOMER_NUMBER']);
  });

  it('reads a register’s column of name labels with each value far right on its row', () => {
    const extract = page([
      { x: 40, row: 0, text: 'Фамилия' },
      { x: 40, row: 1, text: 'Имя' },
      { x: 40, row: 2, text: 'Отчество' },
      { x: 300, row: 0, text: 'МАВРОДИЕВ' },
      { x: 300, row: 1, text: 'АЛЕКСАНДР' },
      { x: 300, row: 2, text: 'АЛЕКСАНДРОВИЧ' },
    ]);
    const names = recognizeLabelledNames(extract.text, extract.words).map((span) => span.text);
    expect(names).toEqual(['МАВРОДИЕВ', 'АЛЕКСАНДР', 'АЛЕКСАНДРОВИЧ']);
  });

  it('reads a Japanese name whose surname and given name stand a character apart', () => {
    // A CV's 氏名 row: each character a word 14 wide, the given name one character further on.
    const text = '氏名\n履歴書書太郎';
    const xs = [124, 138, 152, 180, 194, 208];
    const words: PositionedWord[] = [
      { start: 0, end: 2, x0: 42, y0: 124, x1: 78, y1: 133 },
      ...xs.map((x0, index) => ({
        start: 3 + index,
        end: 4 + index,
        x0,
        y0: 124,
        x1: x0 + 14,
        y1: 138,
      })),
    ];
    expect(recognizeLabelledNames(text, words).map((span) => span.text)).toEqual(['履歴書書太郎']);
  });

  it('takes no date or sum from under a label', () => {
    const table = page([
      { x: 0, row: 0, text: 'Medlemsnummer' },
      { x: 140, row: 0, text: 'Ordrenummer' },
      { x: 0, row: 1, text: '12.03.2024' },
      { x: 140, row: 1, text: 'NOK 1 200' },
    ]);
    expect(found(table.text, table.words)).toEqual([]);
  });
});
