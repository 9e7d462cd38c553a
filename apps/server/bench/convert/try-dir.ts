import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createOfficeConverter } from '@workbench/convert';
import { PdfPool } from '@workbench/pdf';
import { workerFile } from '../../../../packages/pdf/bench/worker-file';
import { createUploadConverter } from '../../src/pdf/convert-uploads';
const office = createOfficeConverter();
const pool = new PdfPool({ workerFile: workerFile(), ocrEngine: 'off' });
const convert = createUploadConverter(pool, office);
const dir = process.argv[2]!;
for (const name of readdirSync(dir)) {
  const file: any = { name, bytes: new Uint8Array(readFileSync(path.join(dir, name))), isTooLarge: false };
  const t = performance.now();
  try {
    await convert([file], { signal: new AbortController().signal, owner: 'x' });
    console.log(name, Math.round(performance.now() - t), 'ms', file.conversionError ? `ERR ${file.conversionError.code}: ${file.conversionError.message.slice(0, 100)}` : `ok ${file.bytes.length} B ${file.convertedFrom ?? 'not converted'}`, (file.conversionNotes ?? []).filter((n: string) => !n.startsWith('Contents')).map((n: string) => n.slice(0, 90)).join(' | '));
  } catch (e) { console.log(name, 'THROW', String(e)); }
}
await office.close(); await pool.close();
