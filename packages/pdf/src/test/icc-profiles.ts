import { encodeLatin1, encodeUtf16 } from '../bytes/bytes';

/**
 * ICC colour profiles built byte by byte for tests (issue 62): a working gray or RGB profile
 * whose description and copyright tags say what the test wants, in the v4 form (`mluc`, UTF-16BE)
 * or the v2 form (`desc` ASCII with its Unicode copy, `text`).
 */
export interface ProfileTexts {
  description: string;
  copyright: string;
  /** v2 tag types (desc, text) instead of v4's mluc. */
  isVersion2?: boolean;
}

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const tag = (name: string) => [...encodeLatin1(name)];
const fixed = (value: number) => u32(Math.round(value * 65536) >>> 0);

function xyz(x: number, y: number, z: number): number[] {
  return [...tag('XYZ '), 0, 0, 0, 0, ...fixed(x), ...fixed(y), ...fixed(z)];
}

/** A gamma 2.2 tone curve. */
const CURVE = [...tag('curv'), 0, 0, 0, 0, ...u32(1), ...u16(0x0233), 0, 0];

function mluc(text: string): number[] {
  const body = [...encodeUtf16(text, 'be')];
  return [
    ...tag('mluc'),
    0,
    0,
    0,
    0,
    ...u32(1),
    ...u32(12),
    ...tag('en'),
    ...tag('US'),
    ...u32(body.length),
    ...u32(28),
    ...body,
  ];
}

function textDescription(text: string): number[] {
  const ascii = [...encodeLatin1(text), 0];
  const unicode = [...encodeUtf16(text, 'be'), 0, 0];
  return [
    ...tag('desc'),
    0,
    0,
    0,
    0,
    ...u32(ascii.length),
    ...ascii,
    ...u32(0),
    ...u32(unicode.length / 2),
    ...unicode,
    ...u16(0),
    0,
    ...new Array<number>(67).fill(0),
  ];
}

function plainText(text: string): number[] {
  return [...tag('text'), 0, 0, 0, 0, ...encodeLatin1(text), 0];
}

/** A profile of `components` (1 gray, 3 RGB) carrying `texts` in its description and copyright. */
export function iccProfile(components: 1 | 3, texts: ProfileTexts): Uint8Array {
  const v2 = texts.isVersion2 === true;
  const tags: [string, number[]][] = [
    ['desc', v2 ? textDescription(texts.description) : mluc(texts.description)],
    ['cprt', v2 ? plainText(texts.copyright) : mluc(texts.copyright)],
    ['wtpt', xyz(0.9642, 1, 0.8249)],
  ];
  if (components === 1) tags.push(['kTRC', CURVE]);
  else {
    tags.push(
      ['rXYZ', xyz(0.4361, 0.2225, 0.0139)],
      ['gXYZ', xyz(0.3851, 0.7169, 0.0971)],
      ['bXYZ', xyz(0.1431, 0.0606, 0.7141)],
      ['rTRC', CURVE],
      ['gTRC', CURVE],
      ['bTRC', CURVE],
    );
  }
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const table: number[] = [...u32(tags.length)];
  const data: number[] = [];
  for (const [name, body] of tags) {
    const padded = [...body, ...new Array<number>((4 - (body.length % 4)) % 4).fill(0)];
    table.push(...tag(name), ...u32(offset), ...u32(body.length));
    data.push(...padded);
    offset += padded.length;
  }
  const header = [
    ...u32(offset),
    0,
    0,
    0,
    0,
    ...(v2 ? [2, 0x10, 0, 0] : [4, 0x30, 0, 0]),
    ...tag('mntr'),
    ...tag(components === 1 ? 'GRAY' : 'RGB '),
    ...tag('XYZ '),
    ...new Array<number>(12).fill(0),
    ...tag('acsp'),
    ...new Array<number>(24).fill(0),
    ...u32(0),
    ...fixed(0.9642),
    ...fixed(1),
    ...fixed(0.8249),
    ...new Array<number>(48).fill(0),
  ];
  return Uint8Array.from([...header, ...table, ...data]);
}
