import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CORPUS = path.resolve(import.meta.dirname, '../../../../../shared/corpus/pdfs');

export function corpusFile(name: string): { name: string; bytes: Buffer } {
  return { name, bytes: readFileSync(path.join(CORPUS, name)) };
}

type Part =
  | { name: string; value: string }
  | { name: string; file: { name: string; bytes: Uint8Array; type?: string } };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: readonly Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----workbench${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        Buffer.from(part.file.bytes),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const files = (...list: { name: string; bytes: Uint8Array }[]) =>
  list.map((file) => ({ name: 'files', file }));
