import type { TSourceFormat } from '@workbench/contracts';

export type OfficeKind = 'writer' | 'calc' | 'impress';

/** How LibreOffice reads a format (its import filter, forced: never guessed) and writes it. */
export interface OfficeFilter {
  filter: string;
  kind: OfficeKind;
}

export const OFFICE_FILTERS: Partial<Record<TSourceFormat, OfficeFilter>> = {
  docx: { filter: 'MS Word 2007 XML', kind: 'writer' },
  doc: { filter: 'MS Word 97', kind: 'writer' },
  odt: { filter: 'writer8', kind: 'writer' },
  rtf: { filter: 'Rich Text Format', kind: 'writer' },
  xlsx: { filter: 'Calc MS Excel 2007 XML', kind: 'calc' },
  xls: { filter: 'MS Excel 97', kind: 'calc' },
  ods: { filter: 'calc8', kind: 'calc' },
  csv: { filter: 'Text - txt - csv (StarCalc)', kind: 'calc' },
  pptx: { filter: 'Impress MS PowerPoint 2007 XML', kind: 'impress' },
  ppt: { filter: 'MS PowerPoint 97', kind: 'impress' },
  odp: { filter: 'impress8', kind: 'impress' },
};

export const PDF_EXPORT: Record<OfficeKind, string> = {
  writer: 'writer_pdf_Export',
  calc: 'calc_pdf_Export',
  impress: 'impress_pdf_Export',
};
