import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

const serverUrl = process.env.DEV_SERVER_URL ?? 'http://localhost:8080';

/** pdf.js's worker, served and built at /pdf.worker.min.mjs as the spec's viewer expects. */
function pdfWorker(): Plugin {
  const fileName = 'pdf.worker.min.mjs';
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/build/${fileName}`));
  return {
    name: 'pdf-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() });
    },
  };
}

export default defineConfig({
  plugins: [react(), pdfWorker()],
  server: {
    port: 5173,
    proxy: { '/api': serverUrl },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
