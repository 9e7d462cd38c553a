import { defineConfig } from 'tsup';

// Workspace packages export TypeScript source, so they are bundled in; everything from
// node_modules stays external and is loaded at run time. The PDF worker is its own entry: the
// pool starts it in worker threads from `dist/pdf-worker.js`.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'pdf-worker': '../../packages/pdf/src/worker/pdf.worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@workbench\//],
  // Dependencies of the workspace packages stay external too: MuPDF loads its WASM file and
  // tesseract.js its worker script from their own folders.
  external: ['mupdf', 'piscina', 'tesseract.js', /^@tesseract\.js-data\//],
});
