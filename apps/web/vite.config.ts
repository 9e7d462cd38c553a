import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const serverUrl = process.env.DEV_SERVER_URL ?? 'http://localhost:8080';
const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Tells one build from another in the footer (and the end-to-end update test). */
const buildId = process.env.BUILD_ID || new Date().toISOString();

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

/**
 * The installable app (decision 0018): a generated /sw.js that precaches the shell and the PDF
 * worker, and a manifest. The app registers the worker itself (src/app/update) and decides when
 * a new one takes over, so nothing is injected into index.html but the manifest link.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  scope: '/',
  manifestFilename: 'manifest.webmanifest',
  // The glob below already lists every icon; the plugin's own additions would repeat them.
  includeManifestIcons: false,
  manifest: {
    name: 'Redaction Workbench',
    short_name: 'Redaction',
    description: 'Find and permanently redact sensitive information in PDF files.',
    id: '/',
    start_url: '/playground',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    // The light theme's header (--surface) and page (--bg) colours.
    theme_color: '#ffffff',
    background_color: '#f7f7f8',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell, its lazy chunks and the PDF worker, so the app opens offline. Sourcemaps and the
    // tutorial clips stay out: the clips are large and only fetched when a step shows one.
    globPatterns: ['**/*.{html,js,mjs,css,svg,png,ico}'],
    globIgnores: ['videos/**', '**/*.map'],
    // pdf.worker.min.mjs is about 1.3 MB; the main chunk about 0.9 MB.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // No navigateFallback: pages come from the network first (below), so the server's current
    // headers (its Content-Security-Policy above all) reach every page load.
    navigateFallback: null,
    // Activation waits for the app's banner (SKIP_WAITING message); once active the worker takes
    // the pages already open, so a first visit is offline-ready without a reload.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: [
      {
        // Every page of the app is index.html. Online it comes from the server; when the network
        // fails, the precached copy that matches the precached scripts does.
        // Pages the server renders itself, and the API, never get the app's shell.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|dev\/mailbox)(?:[/?]|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: {
          plugins: [
            {
              handlerDidError: async () =>
                (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
            },
          ],
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/videos/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tutorial-videos',
          expiration: { maxEntries: 8, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          // A <video> asks for byte ranges, and a partial (206) answer cannot be cached: the clip
          // is fetched whole and kept, and later ranges are cut from the cached copy.
          plugins: [
            {
              requestWillFetch: async ({ request }) =>
                new Request(request.url, { credentials: request.credentials }),
            },
          ],
          // Only real clips: never an error page stored under a clip's name.
          cacheableResponse: { statuses: [200], headers: { 'content-type': 'video/webm' } },
          rangeRequests: true,
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), pdfWorker(), installableApp],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_ID__: JSON.stringify(buildId),
  },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
