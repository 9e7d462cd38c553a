import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPackageDir } from '../package-dir';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-document';

describe('generated files have not drifted', () => {
  it('docs/api/openapi.json matches the routes (run `npm run openapi` to refresh)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await renderOpenApiDocument());
  });

  it('the migrations match the Drizzle schema (run `npm run db:generate` to refresh)', () => {
    const packageDir = serverPackageDir();
    const copy = mkdtempSync(path.join(tmpdir(), 'wb-migrations-'));
    try {
      cpSync(path.join(packageDir, 'drizzle'), copy, { recursive: true });
      const before = readdirSync(copy, { recursive: true }).sort();
      const output = execFileSync(
        process.execPath,
        [
          path.join(packageDir, '..', '..', 'node_modules', 'drizzle-kit', 'bin.cjs'),
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/index.ts',
          `--out=${path.relative(packageDir, copy)}`,
        ],
        { cwd: packageDir, encoding: 'utf8' },
      );
      expect(readdirSync(copy, { recursive: true }).sort()).toEqual(before);
      expect(output).toContain('No schema changes');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
