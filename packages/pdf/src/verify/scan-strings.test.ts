import { deflateSync as deflateRaw, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { concatBytes, encodeLatin1, encodeUtf16, encodeUtf8, toHex } from '../bytes/bytes';
import { DEFAULT_PDF_LIMITS } from '../budget/pdf-limits';
import { TaskBudget } from '../budget/task-budget';
import { readCorpus } from '../test/fixtures';
import { scanForStrings } from './scan-strings';

/** Flate data with a zlib wrapper, as PDF writers store it; text as UTF-8. */
const deflate = (data: string | Uint8Array) =>
  zlibSync(typeof data === 'string' ? encodeUtf8(data) : data);
const object = (num: number, body: string) => encodeLatin1(`${num} 0 obj\n${body}\nendobj\n`);
const stream = (num: number, dict: string, data: Uint8Array | string, length?: string) => {
  const bytes = typeof data === 'string' ? encodeLatin1(data) : data;
  return concatBytes([
    encodeLatin1(`${num} 0 obj\n<< /Length ${length ?? bytes.length} ${dict} >>\nstream\n`),
    bytes,
    encodeLatin1('\nendstream\nendobj\n'),
  ]);
};
const pdf = (...parts: Uint8Array[]) =>
  concatBytes([
    encodeLatin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
    ...parts,
    encodeLatin1(
      'xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 20 /Root 2 0 R >>\nstartxref\n9\n%%EOF\n',
    ),
  ]);
const where = (bytes: Uint8Array, needle: string) =>
  scanForStrings(bytes, [needle]).map((leak) => leak.where);

const PLAIN = object(2, '<< /Type /Catalog /Pages 3 0 R >>');

describe('scanForStrings', () => {
  it('finds a literal string in the Info dictionary, also under escapes', () => {
    expect(where(pdf(PLAIN, object(1, '<< /Author (John Smith) >>')), 'John Smith')).toEqual([
      'object 1',
    ]);
    const escaped = object(1, '<< /Author (J\\157hn\\040Sm\\\nith \\(x\\)) >>');
    expect(where(pdf(PLAIN, escaped), 'John Smith')).toEqual(['object 1 (decoded string)']);
  });

  it('finds hex strings in Latin-1 and UTF-16BE, upper or lower case, with whitespace', () => {
    expect(where(pdf(PLAIN, object(4, '<< /T <4A6F686E> >>')), 'John')).toEqual([
      'object 4 (decoded string)',
    ]);
    expect(where(pdf(PLAIN, object(4, '<< /T <4a 6f\n686e> >>')), 'john')).toEqual([
      'object 4 (decoded string)',
    ]);
    const utf16 = object(5, '<< /Title <FEFF004A006F0068006E> >>');
    expect(where(pdf(PLAIN, utf16), 'John')).toEqual(['object 5 (decoded string)']);
    const norwegian = object(6, '<< /Title <feff00c6007200f8> >>');
    expect(where(pdf(PLAIN, norwegian), 'ærø')).toEqual(['object 6 (decoded string)']);
  });

  it('finds text inside a Flate content stream, also when split by a TJ array', () => {
    const content = stream(7, '/Filter /FlateDecode', deflate('BT (John Smith) Tj ET'));
    expect(where(pdf(PLAIN, content), 'John Smith')).toEqual(['object 7 stream (inflated)']);
    const kerned = stream(
      7,
      '/Filter [/FlateDecode]',
      deflate('BT [(Jo) -20 (hn) 250 (Smith)] TJ ET'),
    );
    expect(where(pdf(PLAIN, kerned), 'John Smith')).toEqual([
      'object 7 stream (inflated, decoded string)',
    ]);
  });

  it('inflates truncated, header-less and wrongly measured Flate data', () => {
    const filler = Array.from({ length: 400 }, (_, index) => (index * 7919) % 1000).join(' ');
    const text = `BT (John Smith) Tj (${filler}) Tj ET`;
    const truncated = deflate(text).subarray(0, -12);
    expect(where(pdf(PLAIN, stream(8, '/Filter /FlateDecode', truncated)), 'John Smith')).toEqual([
      'object 8 stream (inflated)',
    ]);
    const raw = stream(8, '/Filter /FlateDecode', deflateRaw(encodeUtf8(text)), '99 0 R');
    expect(where(pdf(PLAIN, raw), 'John Smith')).toEqual(['object 8 stream (inflated)']);
  });

  it('finds an unreferenced object appended after the xref and trailer', () => {
    const orphan = stream(9, '/Filter /FlateDecode', deflate('(John Smith) Tj'));
    expect(where(concatBytes([pdf(PLAIN), orphan]), 'John Smith')).toEqual([
      'object 9 stream (inflated)',
    ]);
  });

  it('finds strings inside an object stream', () => {
    const objects = '11 0 12 28 << /Title (Secret Agent) >> << /Author <FEFF004A006F0068006E> >>';
    const objStm = stream(
      10,
      '/Type /ObjStm /N 2 /First 11 /Filter /FlateDecode',
      deflate(objects),
    );
    expect(where(pdf(PLAIN, objStm), 'secret agent')).toEqual(['object 10 stream (inflated)']);
    expect(where(pdf(PLAIN, objStm), 'JOHN')).toEqual([
      'object 10 stream (inflated, decoded string)',
    ]);
  });

  it("does not read numbers into an object stream's table of object numbers and offsets", () => {
    const objects = '951 0 952 20 << /Title (Case) >>     << /Id (515000) >>';
    const table = objects.indexOf('<<');
    const objStm = stream(
      10,
      `/Type /ObjStm /N 2 /First ${table} /Filter /FlateDecode`,
      deflate(objects),
    );
    // "951 0 952 20" folds to 951095220: no number of its own.
    expect(where(pdf(PLAIN, objStm), '951095')).toEqual([]);
    expect(where(pdf(PLAIN, objStm), '95109522')).toEqual([]);
    expect(where(pdf(PLAIN, objStm), '515000')).not.toEqual([]);
  });

  it('does not join the numbers of PDF syntax into a redacted number, but reads it in strings', () => {
    const widths = object(4, '<< /Type /Font /Widths [500 515 0 0 0 278] >>');
    expect(where(pdf(PLAIN, widths), '515000')).toEqual([]);
    const said = object(4, '<< /Type /Font /Widths [500 515000 278] /Note (515 000) >>');
    expect(where(pdf(PLAIN, said), '515000')).toEqual(['object 4']);
  });

  it('finds UTF-8 XMP, ASCIIHex streams and raw UTF-16 bytes', () => {
    const xmp = stream(
      13,
      '/Type /Metadata /Subtype /XML',
      encodeUtf8('<dc:creator>Ærø Åsen</dc:creator>'),
    );
    expect(where(pdf(PLAIN, xmp), 'ærø åsen')).toEqual(['object 13 stream']);
    const hex = stream(14, '/Filter /ASCIIHexDecode', `${toHex(encodeLatin1('(Jane Roe) Tj'))}>`);
    expect(where(pdf(PLAIN, hex), 'Jane Roe')).toEqual(['object 14 stream (decoded)']);
    const utf16 = `(\xfe\xff${String.fromCharCode(...encodeUtf16('Jane', 'be'))})`;
    expect(where(pdf(PLAIN, object(15, `<< /T ${utf16} >>`)), 'jane')).toEqual(['object 15']);
  });

  it('matches across case and whitespace differences', () => {
    const spaced = pdf(PLAIN, object(1, '<< /Author (JOHN   \n SMITH) >>'));
    expect(where(spaced, 'john smith')).toEqual(['object 1']);
  });

  it('matches on token boundaries, also across the strings of a kerned TJ array', () => {
    const info = (text: string) => pdf(PLAIN, object(1, `<< /Subject (${text}) >>`));
    expect(where(info('Technical report'), 'Tech')).toEqual([]);
    expect(where(info('Tech report'), 'Tech')).toEqual(['object 1']);
    expect(where(info('Osloveien 5'), 'Oslo')).toEqual([]);
    expect(where(info('mailto:kari@example.no'), 'kari@example.no')).toEqual(['object 1']);
    const utf16 = object(5, '<< /Title <FEFF0054006500630068006E00690063> >>');
    expect(where(pdf(PLAIN, utf16), 'Tech')).toEqual([]);
    const kerned = stream(7, '', 'BT [(Te) -20 (ch) 250 (nical)] TJ ET');
    expect(where(pdf(PLAIN, kerned), 'Tech')).toEqual([]);
    const split = stream(7, '', 'BT [(Te) -20 (ch) 250 (  report)] TJ ET');
    expect(where(pdf(PLAIN, split), 'Tech')).toEqual(['object 7 stream (decoded string)']);
  });

  it('reads a stream that only looks like a CMap or an ICC profile as text: its use decides', () => {
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '1 begincodespacerange <00> <FF> endcodespacerange (Espace) pop endcmap',
    ].join('\n');
    expect(where(pdf(PLAIN, stream(7, '', cmap)), 'Espace')).toEqual(['object 7 stream']);
    expect(where(pdf(PLAIN, stream(7, '/Filter /FlateDecode', deflate(cmap))), 'Espace')).toEqual([
      'object 7 stream (inflated)',
    ]);
    const icc = new Uint8Array(200);
    icc.set(encodeLatin1('acsp'), 36);
    icc.set(encodeLatin1('desc Tech text'), 128);
    expect(where(pdf(PLAIN, stream(8, '/N 3', icc)), 'Tech')).toEqual(['object 8 stream']);
  });

  it('reports nothing for a file without the needle, and skips short or repeated needles', () => {
    const clean = pdf(
      PLAIN,
      object(1, '<< /Author (Jane Roe) >>'),
      stream(7, '/Filter /FlateDecode', deflate('(Hello) Tj')),
    );
    expect(scanForStrings(clean, ['John Smith', 'Smithers'])).toEqual([]);
    expect(scanForStrings(clean, ['  Ja ', 'Ro'])).toEqual([]);
    expect(scanForStrings(clean, ['Jane Roe', ' Jane Roe '])).toEqual([
      { needle: 'Jane Roe', where: 'object 1' },
    ]);
  });

  it('finds the author of a real file in both its Info dictionary and its XMP', async () => {
    const file = await readCorpus('metadata_xmp-and-info-author-name_tcpdf-form.pdf');
    const leaks = scanForStrings(file, ['Brendan Dahl']);
    // Object 12 is the Info dictionary (UTF-16BE literal), object 13 the XMP metadata stream.
    expect(leaks.map((leak) => leak.where)).toEqual(['object 12', 'object 13 stream']);
    expect(scanForStrings(file, ['Nobody Here'])).toEqual([]);
  });

  it('finds text behind RunLength, LZW and a Flate predictor', () => {
    // Runs of two letters: no two runs' letters sit side by side in the raw bytes.
    const text = encodeLatin1('(John Smith) Tj ');
    const pairs = Array.from({ length: text.length / 2 }, (_, index) => [
      1,
      ...text.subarray(2 * index, 2 * index + 2),
    ]);
    const runs = Uint8Array.from([...pairs.flat(), 128]);
    expect(where(pdf(PLAIN, stream(16, '/Filter /RunLengthDecode', runs)), 'John Smith')).toEqual([
      'object 16 stream (decoded)',
    ]);
    const lzw = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(where(pdf(PLAIN, stream(17, '/Filter /LZWDecode', lzw)), '-----A---B')).toEqual([
      'object 17 stream (inflated)',
    ]);
    const rows = ['(John', ' Smi', 'th) '].map((row) => encodeLatin1(`\0${row.padEnd(5, ' ')}`));
    const predicted = concatBytes(rows);
    const parms = '/DecodeParms << /Predictor 12 /Columns 5 >>';
    expect(
      where(
        pdf(PLAIN, stream(18, `/Filter /FlateDecode ${parms}`, deflate(predicted))),
        'John Smith',
      ),
    ).toEqual(['object 18 stream (inflated)']);
  });

  it('reads a stream that only claims or looks to be a font program as text; a font program by its use as binary', () => {
    const claimed = stream(19, '/Length1 40 /Filter /FlateDecode', deflate('(John Smith) Tj'));
    expect(where(pdf(PLAIN, claimed), 'John Smith')).toEqual(['object 19 stream (inflated)']);
    // CFF's magic bytes then a name: text, unless the schema check read it as a font program.
    const looks = concatBytes([Uint8Array.from([1, 0, 4, 1]), encodeLatin1(' John ')]);
    const file = pdf(PLAIN, stream(20, '/Filter /FlateDecode', deflate(looks)));
    expect(where(file, 'John')).toEqual(['object 20 stream (inflated)']);
    const asProgram = (bytes: Uint8Array, needle: string) =>
      scanForStrings(bytes, [needle], undefined, undefined, new Set([20])).map(
        (leak) => leak.where,
      );
    expect(asProgram(file, 'John')).toEqual([]);
    const long = pdf(
      PLAIN,
      stream(20, '/Filter /FlateDecode', deflate(encodeLatin1('Kari Nordmann'))),
    );
    expect(asProgram(long, 'Kari Nordmann')).toEqual(['object 20 stream (inflated)']);
  });

  it('looks for long needles only in image pixels', () => {
    const pixels = deflate('xxJanexx Jane Roe Hansen xx');
    const image = stream(21, '/Subtype /Image /Width 27 /Height 1 /Filter /FlateDecode', pixels);
    expect(where(pdf(PLAIN, image), 'Jane')).toEqual([]);
    expect(where(pdf(PLAIN, image), 'Jane Roe Hansen')).toEqual(['object 21 stream (inflated)']);
    // Eight characters, whatever their bytes: UTF-16 doubles them, and short words stay out.
    const wide = encodeUtf16('Hansens', 'be');
    const widePixels = stream(22, '/Subtype /Image /Width 14 /Height 1', wide);
    expect(where(pdf(PLAIN, widePixels), 'Hansens')).toEqual([]);
  });

  it('looks for long needles only in the compressed bytes of a stream that decodes', () => {
    // A JPEG's entropy-coded data spelled "ras" between two bytes that are not letters.
    const jpeg = concatBytes([
      Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x04, 0x00, 0x00, 0xb3]),
      encodeLatin1('ras:'),
      encodeLatin1('Kari Nordmann'),
      Uint8Array.from([0x00, 0xff, 0xd9]),
    ]);
    const image = stream(21, '/Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', jpeg);
    expect(where(pdf(PLAIN, image), 'R as')).toEqual([]);
    // The same bytes read as text do hold the short needle.
    expect(where(pdf(PLAIN, stream(23, '', jpeg)), 'R as')).not.toEqual([]);
    expect(where(pdf(PLAIN, image), 'Kari Nordmann')).not.toEqual([]);
    // A body that does not decode is still read as text.
    const broken = stream(22, '/Filter /FlateDecode', 'not flate at all: Kari');
    expect(where(pdf(PLAIN, broken), 'Kari')).not.toEqual([]);
  });

  it('fails a file whose stream inflates past the limit of one stream, naming the limit', () => {
    const bomb = stream(22, '/Filter /FlateDecode', deflate(new Uint8Array(3 << 20).fill(0x20)));
    const budget = new TaskBudget({ ...DEFAULT_PDF_LIMITS, streamMb: 2 });
    expect(() => scanForStrings(pdf(PLAIN, bomb), ['John Smith'], budget)).toThrow(
      /inflates to more than 2 MB/,
    );
    const total = new TaskBudget({ ...DEFAULT_PDF_LIMITS, inflateMb: 4 });
    const two = [23, 24].map((num) =>
      stream(num, '/Filter /FlateDecode', deflate(new Uint8Array(3 << 20))),
    );
    expect(() => scanForStrings(pdf(PLAIN, ...two), ['John Smith'], total)).toThrow(
      /more than 4 MB together/,
    );
  });

  it('refuses to vouch for a stream whose filters hide behind a reference', () => {
    const hidden = stream(25, '/Filter 26 0 R', deflate('(John Smith) Tj'));
    expect(() =>
      scanForStrings(pdf(PLAIN, hidden, object(26, '[/FlateDecode]')), ['John']),
    ).toThrow(/cannot be read/);
  });
});
