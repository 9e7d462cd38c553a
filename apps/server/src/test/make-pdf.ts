import { deflateSync } from 'node:zlib';

/**
 * Writes a small PDF by hand, with a correct cross-reference table, so tests can plant
 * sensitive strings exactly where they want them (metadata, annotations, form values,
 * unreferenced objects) and know the text is stored as plain literal strings.
 */
export function buildPdf(objects: readonly string[], trailerExtra = ''): Buffer {
  const chunks: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  const offsets: number[] = [];
  let length = Buffer.byteLength(chunks[0]!, 'latin1');
  objects.forEach((body, index) => {
    offsets.push(length);
    const text = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += Buffer.byteLength(text, 'latin1');
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  chunks.push(
    ...xref,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}

/** A stream object; Flate-compressed when asked, as most real PDFs store content. */
export function stream(content: string, dictionary = '', compress = false): string {
  const data = compress ? deflateSync(Buffer.from(content, 'latin1')).toString('latin1') : content;
  const filter = compress ? ' /Filter /FlateDecode' : '';
  return `<< /Length ${Buffer.byteLength(data, 'latin1')}${filter} ${dictionary} >>\nstream\n${data}\nendstream`;
}

/** Lines of Helvetica text from the top of an A4 page, one `[x, y, text]` per line. */
export function textContent(lines: readonly [number, number, string][], size = 12): string {
  return lines.map(([x, y, text]) => `BT /F1 ${size} Tf ${x} ${y} Td (${text}) Tj ET`).join('\n');
}
