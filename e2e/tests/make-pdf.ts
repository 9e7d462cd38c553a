import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Writes a PDF by hand, objects numbered from 1 (object 1 the catalog), with a correct
 * cross-reference table, into a temporary folder; answers its path.
 */
export function writePdf(objects: readonly string[], name: string): string {
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wb-e2e-')), name);
  writeFileSync(file, body, 'latin1');
  return file;
}

/** A stream object with its length. */
export function stream(content: string, dictionary = ''): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dictionary} >>\nstream\n${content}\nendstream`;
}
