/**
 * The kinds of file the product opens. Everything but a PDF is converted to one first (decision
 * 0051); the browser chooses by extension and type, the server by the file's own bytes.
 */
export const SOURCE_FORMATS = {
  pdf: { kind: 'pdf', label: 'PDF', extensions: ['pdf'], types: ['application/pdf'] },
  png: { kind: 'image', label: 'PNG image', extensions: ['png'], types: ['image/png'] },
  jpeg: {
    kind: 'image',
    label: 'JPEG image',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
    types: ['image/jpeg', 'image/pjpeg'],
  },
  tiff: { kind: 'image', label: 'TIFF image', extensions: ['tif', 'tiff'], types: ['image/tiff'] },
  bmp: { kind: 'image', label: 'BMP image', extensions: ['bmp'], types: ['image/bmp'] },
  gif: { kind: 'image', label: 'GIF image', extensions: ['gif'], types: ['image/gif'] },
  docx: {
    kind: 'office',
    label: 'Word document',
    extensions: ['docx', 'docm'],
    types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  doc: {
    kind: 'office',
    label: 'Word 97–2003 document',
    extensions: ['doc'],
    types: ['application/msword'],
  },
  odt: {
    kind: 'office',
    label: 'OpenDocument text',
    extensions: ['odt'],
    types: ['application/vnd.oasis.opendocument.text'],
  },
  rtf: {
    kind: 'office',
    label: 'RTF document',
    extensions: ['rtf'],
    types: ['application/rtf', 'text/rtf'],
  },
  xlsx: {
    kind: 'office',
    label: 'Excel workbook',
    extensions: ['xlsx', 'xlsm'],
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  xls: {
    kind: 'office',
    label: 'Excel 97–2003 workbook',
    extensions: ['xls'],
    types: ['application/vnd.ms-excel'],
  },
  ods: {
    kind: 'office',
    label: 'OpenDocument spreadsheet',
    extensions: ['ods'],
    types: ['application/vnd.oasis.opendocument.spreadsheet'],
  },
  csv: { kind: 'office', label: 'CSV file', extensions: ['csv'], types: ['text/csv'] },
  pptx: {
    kind: 'office',
    label: 'PowerPoint presentation',
    extensions: ['pptx', 'pptm'],
    types: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  ppt: {
    kind: 'office',
    label: 'PowerPoint 97–2003 presentation',
    extensions: ['ppt'],
    types: ['application/vnd.ms-powerpoint'],
  },
  eml: { kind: 'email', label: 'E-mail', extensions: ['eml'], types: ['message/rfc822'] },
  msg: {
    kind: 'email',
    label: 'Outlook message',
    extensions: ['msg'],
    types: ['application/vnd.ms-outlook'],
  },
  odp: {
    kind: 'office',
    label: 'OpenDocument presentation',
    extensions: ['odp'],
    types: ['application/vnd.oasis.opendocument.presentation'],
  },
} as const;

export type TSourceFormat = keyof typeof SOURCE_FORMATS;
export type TSourceKind = (typeof SOURCE_FORMATS)[TSourceFormat]['kind'];

export const SOURCE_FORMAT_NAMES = Object.keys(SOURCE_FORMATS) as [
  TSourceFormat,
  ...TSourceFormat[],
];

/** What the upload refusal says is accepted. */
export const ACCEPTED_FILES_MESSAGE =
  'Only PDF files, images (PNG, JPEG, TIFF, BMP, GIF), Office or OpenDocument files (Word, Excel, PowerPoint, RTF, CSV) and e-mails (.eml, .msg) are allowed';

/** The `accept` attribute of a file input: every extension and type above. */
export const ACCEPT_ATTRIBUTE = Object.values(SOURCE_FORMATS)
  .flatMap((format) => [...format.extensions.map((extension) => `.${extension}`), ...format.types])
  .join(',');

/**
 * The format a browser's file claims by its type, or else by its extension (drag sources and
 * some systems give no type); the server checks the bytes whatever the claim.
 */
export function claimedFormat(name: string, type: string): TSourceFormat | null {
  const lowerType = type.toLowerCase();
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  for (const format of SOURCE_FORMAT_NAMES) {
    const types: readonly string[] = SOURCE_FORMATS[format].types;
    if (types.includes(lowerType)) return format;
  }
  if (lowerType !== '' && lowerType !== 'application/octet-stream') return null;
  for (const format of SOURCE_FORMAT_NAMES) {
    if ((SOURCE_FORMATS[format].extensions as readonly string[]).includes(extension)) return format;
  }
  return null;
}

const KNOWN_EXTENSION = new RegExp(
  `\\.(?:${Object.values(SOURCE_FORMATS)
    .flatMap((format) => format.extensions)
    .join('|')})$`,
  'i',
);

/** The name a file goes by as a PDF: `scan.pdf` for `scan.tiff`, `notes.v2.pdf` for `notes.v2`. */
export function pdfNameOf(name: string): string {
  return `${name.replace(KNOWN_EXTENSION, '')}.pdf`;
}
