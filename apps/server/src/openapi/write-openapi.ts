import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-document';

const text = await renderOpenApiDocument();
mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, text);
process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
