import type { PDFDocument } from '../../engine/mupdf';
import { entryOf, resolveObject, type PDFObject } from '../../engine/pdf-object';
import type { SurveyFont } from '../survey';

export const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'] as const;
export type FontFileKey = (typeof FONT_FILES)[number];

/** A font content draws with that uses a program, through its CIDFont for a Type 0 font. */
export interface FontUser {
  /** The simple or Type 0 font content names. */
  font: PDFObject;
  /** Its object number (what the survey keys the codes shown by); null for a direct one. */
  num: number | null;
  /** The CIDFont below a Type 0 font; null for a simple font. */
  cidFont: PDFObject | null;
}

/** An embedded font program and who draws with it. */
export interface ProgramUse {
  key: FontFileKey;
  descriptors: PDFObject[];
  users: FontUser[];
}

/** Each embedded program (by object number) with the fonts that draw with it. */
export function programUses(fonts: readonly SurveyFont[]): Map<number, ProgramUse> {
  const uses = new Map<number, ProgramUse>();
  for (const { font, num } of fonts) {
    const descendants = resolveObject(font.get('DescendantFonts'));
    const owner = descendants.isArray() ? resolveObject(descendants.get(0)) : font;
    if (!owner.isDictionary()) continue;
    const descriptor = resolveObject(owner.get('FontDescriptor'));
    if (!descriptor.isDictionary()) continue;
    for (const key of FONT_FILES) {
      const program = descriptor.get(key);
      if (!program.isIndirect()) continue;
      let use = uses.get(program.asIndirect());
      if (!use) {
        use = { key, descriptors: [], users: [] };
        uses.set(program.asIndirect(), use);
      }
      use.descriptors.push(descriptor);
      use.users.push({ font, num, cidFont: owner === font ? null : owner });
    }
  }
  return uses;
}

/**
 * The fonts of the form's default resources: a viewer draws a field's value with them when it
 * makes the field's appearance again, with codes no content shows.
 */
export function formFonts(document: PDFDocument): Set<number> {
  const fonts = resolveObject(entryOf(document.getTrailer(), 'Root', 'AcroForm', 'DR', 'Font'));
  const numbers = new Set<number>();
  if (!fonts.isDictionary()) return numbers;
  fonts.forEach((font) => {
    if (font.isIndirect()) numbers.add(font.asIndirect());
  });
  return numbers;
}
