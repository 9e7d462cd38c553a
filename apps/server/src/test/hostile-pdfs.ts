import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { existingMarks } from './existing-marks-pdf';
import {
  fontMaps,
  namesInsteadOfStrings,
  nestedFiles,
  richTextMarkup,
  stringEncodings,
} from './hidden-secret-pdfs';
import { hiddenCopies } from './hidden-copies-pdfs';
import { peerCases } from './peer-cases-pdfs';
import { unreadPlaces } from './unread-places-pdfs';
import { HELVETICA, onePage, SECRET, SECRET_TEXT, type HostileFile } from './hostile-page';
import { buildPdf, stream } from './make-pdf';

/**
 * PDFs built to crash, starve or fool a PDF server (issue 23), each small and each with one
 * visible secret on page 1 at a known place, so every file can also be redacted.
 */
export { goneOf, SECRET, SECRET_BOX, type HostileFile } from './hostile-page';

const form = (body: string, resources: string) =>
  stream(body, `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >>`);

const CHUNK = 16 * 1024 * 1024;
/** 16 MB of spaces as raw deflate blocks that end on a byte boundary, so copies can follow. */
const SPACES_BLOCK = deflateRawSync(Buffer.alloc(CHUNK, 0x20), {
  level: 9,
  finishFlush: constants.Z_FULL_FLUSH,
});

/**
 * zlib data of `size` bytes (whole 16 MB chunks) of spaces between `prefix` and `suffix`: about
 * 1/1000 of the size, built without ever holding the inflated bytes. The checksum is left zero;
 * readers inflate everything before they look at it.
 */
function deflatedSpaces(size: number, prefix = Buffer.alloc(0), suffix = Buffer.alloc(0)): Buffer {
  const edge = (bytes: Buffer) =>
    bytes.length === 0 ? [] : [deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH })];
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...edge(prefix),
    ...Array<Buffer>(Math.ceil(size / CHUNK)).fill(SPACES_BLOCK),
    ...edge(suffix),
    Buffer.from([0x03, 0x00, 0, 0, 0, 0]),
  ]);
}

/** A Flate stream object of `size` spaces. */
function bomb(size: number, dictionary = ''): string {
  const data = deflatedSpaces(size);
  return `<< /Length ${data.length} /Filter /FlateDecode ${dictionary} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

export function selfDrawingForm(): HostileFile {
  const bytes = onePage(stream(`${SECRET_TEXT} /X Do`), {
    resources: '/XObject << /X 5 0 R >>',
    objects: [form('/X Do /X Do', '/XObject << /X 5 0 R >>')],
  });
  return { name: 'self-drawing-form.pdf', bytes, secret: SECRET };
}

/** Thirty forms, each drawing the next ten times: 10^29 paintings of one word. */
export function fanOutForm(): HostileFile {
  const forms = Array.from({ length: 30 }, (_, level) =>
    level < 29
      ? form('/X Do '.repeat(10), `/XObject << /X ${6 + level} 0 R >>`)
      : form('BT /F1 12 Tf 72 600 Td (leaf) Tj ET', `/Font << ${HELVETICA} >>`),
  );
  const bytes = onePage(stream(`${SECRET_TEXT} /X Do`), {
    resources: '/XObject << /X 5 0 R >>',
    objects: forms,
  });
  return { name: 'fan-out-form.pdf', bytes, secret: SECRET };
}

/** Forms nested 3000 deep, each drawing the next once. */
export function deepForms(): HostileFile {
  const forms = Array.from({ length: 3000 }, (_, level) =>
    form(
      level < 2999 ? 'q /X Do Q' : 'BT /F1 9 Tf 72 500 Td (bottom) Tj ET',
      `/Font << ${HELVETICA} >> /XObject << /X ${6 + level} 0 R >>`,
    ),
  );
  const bytes = onePage(stream(`${SECRET_TEXT} /X Do`), {
    resources: '/XObject << /X 5 0 R >>',
    objects: forms,
  });
  return { name: 'deep-forms.pdf', bytes, secret: SECRET };
}

export function selfPaintingPattern(): HostileFile {
  const pattern = stream(
    '/Pattern cs /P scn 0 0 10 10 re f',
    '/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << /Pattern << /P 5 0 R >> >>',
  );
  const bytes = onePage(stream(`${SECRET_TEXT} /Pattern cs /P scn 0 0 612 300 re f`), {
    resources: '/Pattern << /P 5 0 R >>',
    objects: [pattern],
  });
  return { name: 'self-painting-pattern.pdf', bytes, secret: SECRET };
}

/** A page whose second content stream inflates to 4 GB of spaces (about 4 MB in the file). */
export function contentBomb(): HostileFile {
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 5 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream(SECRET_TEXT),
    bomb(4 * 1024 ** 3),
  ]);
  return { name: 'content-bomb.pdf', bytes, secret: SECRET };
}

/** A page-sized image of 40 000 × 40 000 grey pixels: 1.6 GB decoded, 1.6 MB in the file. */
export function imageBomb(): HostileFile {
  const image = bomb(
    40_000 * 40_000,
    '/Type /XObject /Subtype /Image /Width 40000 /Height 40000 /ColorSpace /DeviceGray /BitsPerComponent 8',
  );
  const bytes = onePage(stream(`q 612 0 0 792 0 0 cm /Im Do Q ${SECRET_TEXT}`), {
    resources: '/XObject << /Im 5 0 R >>',
    objects: [image],
  });
  return { name: 'image-bomb.pdf', bytes, secret: SECRET };
}

/** The page's font sits at the end of an object stream that inflates to 1 GB. */
export function objectStreamBomb(): HostileFile {
  const padding = 1024 ** 3;
  const header = Buffer.from(`6 ${padding} `);
  const font = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const data = deflatedSpaces(padding, header, font);
  const objStm = `<< /Type /ObjStm /N 1 /First ${header.length} /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data.toString('latin1')}\nendstream`;
  const bytes = buildPdfWithXrefStream(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
      stream(SECRET_TEXT),
      objStm,
    ],
    [{ num: 6, objectStream: 5, index: 0 }],
  );
  return { name: 'object-stream-bomb.pdf', bytes, secret: SECRET };
}

/**
 * A PDF whose cross-reference is a stream, so objects can live in object streams: `objects` are
 * numbered from 1, then the `compressed` ones, then the cross-reference stream itself.
 */
function buildPdfWithXrefStream(
  objects: readonly string[],
  compressed: readonly { num: number; objectStream: number; index: number }[],
): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const text = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(text);
    length += text.length;
  });
  const xrefNum = objects.length + compressed.length + 1;
  const row = (type: number, field2: number, field3: number) => {
    const entry = Buffer.alloc(7);
    entry.writeUInt8(type, 0);
    entry.writeUInt32BE(field2, 1);
    entry.writeUInt16BE(field3, 5);
    return entry;
  };
  const rows = [row(0, 0, 65535), ...offsets.map((offset) => row(1, offset, 0))];
  for (const entry of compressed) rows.push(row(2, entry.objectStream, entry.index));
  rows.push(row(1, length, 0));
  const table = Buffer.concat(rows);
  const xref = Buffer.concat([
    Buffer.from(
      `${xrefNum} 0 obj\n<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`,
      'latin1',
    ),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([...chunks, xref]);
}

/** An array nested 50 000 deep in the page dictionary. */
export function deepArrays(): HostileFile {
  const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  const bytes = onePage(stream(SECRET_TEXT), { page: `/Junk ${nested}` });
  return { name: 'deep-arrays.pdf', bytes, secret: SECRET };
}

/** A page tree whose node lists itself among its kids. */
export function cyclicPageTree(): HostileFile {
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 2 0 R 5 0 R] /Count 3 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream(SECRET_TEXT),
    '<< /Type /Pages /Parent 2 0 R /Kids [5 0 R 2 0 R] /Count 2 >>',
  ]);
  return { name: 'cyclic-page-tree.pdf', bytes, secret: SECRET };
}

/** `pages` scanned-looking pages: one small image (a dark bar on white) over each page, no text. */
export function scannedPages(pages: number): Buffer {
  const pixels = Buffer.alloc(64 * 64, 255);
  for (let row = 28; row < 36; row++) pixels.fill(0, row * 64 + 8, row * 64 + 56);
  const image = stream(
    deflateSync(pixels).toString('latin1'),
    '/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
  );
  const kids = Array.from({ length: pages }, (_, index) => `${5 + index} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    image,
    stream('q 612 0 0 792 0 0 cm /Im Do Q'),
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im 3 0 R >> >> >>',
    ),
  ];
  return buildPdf(objects);
}

/** A copy of the secret attached to the document and to the page as associated files (/AF). */
export function associatedFiles(): HostileFile {
  const attachment = stream(`The original: ${SECRET}`, '/Type /EmbeddedFile');
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AF [6 0 R] >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /AF [6 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream(SECRET_TEXT),
    attachment,
    '<< /Type /Filespec /F (original.txt) /UF (original.txt) /AFRelationship /Source /EF << /F 5 0 R >> >>',
  ]);
  return { name: 'associated-files.pdf', bytes, secret: SECRET };
}

/** RunLength-encodes with one literal run per byte, so no two letters sit side by side. */
function runLengthPerByte(text: string): Buffer {
  const out: number[] = [];
  for (const byte of Buffer.from(text, 'latin1')) out.push(0, byte);
  out.push(128);
  return Buffer.from(out);
}

/**
 * The page content, RunLength-encoded, is referenced a second time: from a private key of the
 * page, of an annotation and of the catalog.
 */
export function runLengthSecondReference(): HostileFile {
  const encoded = runLengthPerByte(SECRET_TEXT);
  const content = `<< /Length ${encoded.length} /Filter /RunLengthDecode >>\nstream\n${encoded.toString('latin1')}\nendstream`;
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /PrivateCopy 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Copy 4 0 R /Annots [5 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
    content,
    '<< /Type /Annot /Subtype /Square /Rect [400 400 420 420] /Backup 4 0 R >>',
  ]);
  return { name: 'runlength-second-reference.pdf', bytes, secret: SECRET };
}

/** Marked content whose /ActualText says one thing while the glyphs draw the secret. */
export function actualTextDisagrees(): HostileFile {
  const bytes = onePage(stream(`/Span << /ActualText (Harmless words) >> BDC ${SECRET_TEXT} EMC`));
  return { name: 'actualtext-disagrees.pdf', bytes, secret: SECRET };
}

/** Marked content whose /ActualText repeats the secret the glyphs draw. */
export function actualTextRepeats(): HostileFile {
  const bytes = onePage(stream(`/Span << /ActualText (${SECRET}) >> BDC ${SECRET_TEXT} EMC`));
  return { name: 'actualtext-repeats.pdf', bytes, secret: SECRET };
}

/** A running footer whose pagination artifact's /Contents repeats the secret it draws. */
export function paginationArtifactRepeats(): HostileFile {
  const bytes = onePage(
    stream(
      `/Artifact << /Type /Pagination /Subtype /Footer /Contents (${SECRET}) >> BDC ${SECRET_TEXT} EMC`,
    ),
  );
  return { name: 'pagination-artifact-repeats.pdf', bytes, secret: SECRET };
}

/**
 * JavaScript and Launch actions hidden in outline items and in /Next chains: of a link, of the
 * opening action and of an outline item.
 */
export function activeContent(): HostileFile {
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /Outlines 6 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 9 0 R >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [5 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream(`${SECRET_TEXT} BT /F1 12 Tf 72 400 Td (Visit the site) Tj ET`),
    '<< /Type /Annot /Subtype /Link /Rect [72 390 200 410] /A << /S /URI /URI (https://example.org/) /Next [9 0 R << /S /Launch /F (calc.exe) >>] >> >>',
    '<< /Type /Outlines /First 7 0 R /Last 8 0 R /Count 2 >>',
    '<< /Title (Chapter one) /Parent 6 0 R /Next 8 0 R /A << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
    '<< /Title (Chapter two) /Parent 6 0 R /Prev 7 0 R /A << /S /GoTo /D [3 0 R /Fit] /Next << /S /Launch /F (cmd.exe) >> >> >>',
    '<< /S /JavaScript /JS (this.exportDataObject\\({cName: "x"}\\)) >>',
  ]);
  return { name: 'active-content.pdf', bytes, secret: SECRET };
}

/** Every hostile file of the suite except the many-page scan, which has a test of its own. */
export function hostileFiles(): HostileFile[] {
  return [
    selfDrawingForm(),
    fanOutForm(),
    deepForms(),
    selfPaintingPattern(),
    contentBomb(),
    imageBomb(),
    objectStreamBomb(),
    deepArrays(),
    cyclicPageTree(),
    associatedFiles(),
    runLengthSecondReference(),
    actualTextDisagrees(),
    actualTextRepeats(),
    paginationArtifactRepeats(),
    activeContent(),
    richTextMarkup(),
    namesInsteadOfStrings(),
    fontMaps(),
    nestedFiles(),
    stringEncodings(),
    existingMarks(),
    // Issue 62: a signer's name in a certificate's DER, quotes split by what nobody sees, copies
    // nobody sees (white, on a layer that is off, under a box, drawn far from a Type 3 glyph),
    // text no page draws, streams read by their looks, other projects' cases.
    ...hiddenCopies(),
    ...unreadPlaces(),
    ...peerCases(),
  ];
}
