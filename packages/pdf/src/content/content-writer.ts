import { isRegular, type PdfValue } from './content-objects';
import type { ContentItem } from './content-parser';

/** A growing byte buffer that content is written into. */
export class ContentSink {
  private data = new Uint8Array(1 << 16);
  private length = 0;

  write(text: string): void {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index++) {
      this.data[this.length++] = text.charCodeAt(index);
    }
  }

  bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.data.set(bytes, this.length);
    this.length += bytes.length;
  }

  done(): Uint8Array {
    return this.data.slice(0, this.length);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return;
    const bigger = new Uint8Array(Math.max(this.data.length * 2, this.length + extra));
    bigger.set(this.data.subarray(0, this.length));
    this.data = bigger;
  }
}

/** A name as PDF writes it: bytes outside the regular printable range as `#xx`. */
export function writeName(name: string): string {
  let out = '/';
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index) & 0xff;
    out +=
      code > 0x20 && code < 0x7f && code !== 0x23 && isRegular(code)
        ? name[index]
        : `#${code.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** A string as a literal, with `(`, `)`, `\` and bytes outside printable ASCII escaped. */
export function writeString(bytes: Uint8Array): string {
  let out = '(';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A number as PDF writes it: no exponent, at most five decimals. */
export function writeNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(5).replace(/\.?0+$/, '');
}

/** A value as PDF syntax; a value read from `source` is copied from it as it was written. */
export function writeValue(value: PdfValue, source?: Uint8Array): string {
  if (source && value.start !== undefined && value.end !== undefined) {
    const { start, end } = value;
    let text = '';
    for (let at = start; at < end; at++) text += String.fromCharCode(source[at]!);
    return text;
  }
  switch (value.kind) {
    case 'number':
      return writeNumber(value.value);
    case 'name':
      return writeName(value.name);
    case 'string':
      return writeString(value.bytes);
    case 'boolean':
      return value.value ? 'true' : 'false';
    case 'null':
      return 'null';
    case 'array':
      return `[${value.items.map((item) => writeValue(item, source)).join(' ')}]`;
    case 'dict':
      return `<<${[...value.entries].map(([key, item]) => `${writeName(key)} ${writeValue(item, source)}`).join(' ')}>>`;
  }
}

/**
 * Content written from its operations, one per line. An operation read from `source` that the
 * rewrite left as it was (`start`, `end`) is copied from it byte for byte.
 */
export function writeContent(items: readonly ContentItem[], source?: Uint8Array): Uint8Array {
  const sink = new ContentSink();
  for (const item of items) writeItem(sink, item, source);
  return sink.done();
}

/** One operation or inline image, as writeContent writes it. */
export function writeItem(sink: ContentSink, item: ContentItem, source?: Uint8Array): void {
  if (item.op === 'BI' && 'dict' in item) {
    const pairs = [...item.dict].map(
      ([key, value]) => `${writeName(key)} ${writeValue(value, source)}`,
    );
    sink.write(`BI ${pairs.join(' ')} ID `);
    sink.bytes(item.data);
    sink.write('\nEI\n');
    return;
  }
  if (source && item.start !== undefined && item.end !== undefined) {
    sink.bytes(source.subarray(item.start, item.end));
    sink.write('\n');
    return;
  }
  for (const operand of item.operands) sink.write(`${writeValue(operand, source)} `);
  sink.write(`${item.op}\n`);
}
