import { copyFileSync, readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The npm dependencies of a workspace package, which stay external like the server's own. */
function dependenciesOf(workspacePackage: string): string[] {
  const manifest = JSON.parse(
    readFileSync(
      new URL(`../../packages/${workspacePackage}/package.json`, import.meta.url),
      'utf8',
    ),
  ) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@workbench/'));
}

// Workspace packages export TypeScript source, so they are bundled in; everything from
// node_modules stays external and is loaded at run time (MuPDF loads its WASM file, tesseract.js
// its worker script and onnxruntime-node its native binding from their own folders). The PDF
// worker is its own entry: the pool starts it in worker threads from `dist/pdf-worker.js`; so is
// the standard engine's GLiNER worker (`dist/gliner-worker.js`), which alone loads onnxruntime-node.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'pdf-worker': '../../packages/pdf/src/worker/pdf.worker.ts',
    'gliner-worker': '../../packages/detect/src/standard/gliner.worker.ts',
    'outside-links-worker': '../../packages/convert/src/office/outside-links.worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@workbench\//],
  external: [
    ...['contracts', 'pdf', 'convert', 'detect'].flatMap(dependenciesOf),
    /^@tesseract\.js-data\//,
  ],
  // LibreOffice's Python worker is started beside the bundle (`dist/office-worker.py`).
  onSuccess: async () => {
    copyFileSync(
      new URL('../../packages/convert/src/office/office-worker.py', import.meta.url),
      new URL('./dist/office-worker.py', import.meta.url),
    );
  },
});
