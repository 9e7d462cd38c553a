import { defineConfig } from 'tsup';

// Workspace packages export TypeScript source, so they are bundled in; everything from
// node_modules stays external and is loaded at run time.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@workbench\//],
});
