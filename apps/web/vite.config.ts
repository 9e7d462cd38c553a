import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEVICE_CACHE_NAME, deviceAssets } from '../../packages/device/build/device-assets';
import { isShippedPdfjsAsset, PDFJS_ASSETS } from './src/features/workspace/viewer/pdfjs-assets';

const serverUrl = process.env.DEV_SERVER_URL ?? 'http://localhost:8080';
const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Tells one build from another in the footer (and the end-to-end update test). */
const buildId = process.env.BUILD_ID || new Date().toISOString();
/** On-device mode's engine and its files under /device/, with their manifest (decision 0059). */
const device = deviceAssets({ buildId });

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

const PDFJS_DIST = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CONTENT_TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
};

/**
 * pdf.js's decoders, CMaps, standard fonts and colour profiles (src/.../pdfjs-assets.ts), served
 * from pdfjs-dist in development and copied into the build under /pdfjs/, so they always match
 * the pdf.js version in use.
 */
function pdfjsAssets(): Plugin {
  const files = PDFJS_ASSETS.flatMap(({ dir, url }) =>
    readdirSync(path.join(PDFJS_DIST, dir))
      .filter(isShippedPdfjsAsset)
      .map((name) => ({ url: `${url}${name}`, file: path.join(PDFJS_DIST, dir, name) })),
  );
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      const byUrl = new Map(files.map(({ url, file }) => [url, file]));
      server.middlewares.use((request, response, next) => {
        const file = byUrl.get((request.url ?? '').split('?')[0]!);
        if (!file) return next();
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.setHeader('Content-Type', type);
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const { url, file } of files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
      }
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
    // The shell, its lazy chunks, the PDF worker and pdf.js's data files, so the app opens and
    // draws any file offline. The CMaps (169 files, 1.7 MB) are precached rather than fetched on
    // first use: a runtime cache would leave the first Chinese or Japanese file opened offline
    // without its text, and precache entries carry a content hash, so they are downloaded again
    // only when pdf.js changes them. Sourcemaps and the tutorial clips stay out (the clips are
    // large and only fetched when a step shows one), and so do pdf.js's JavaScript stand-ins for
    // its wasm decoders (0.5 MB, used only by a browser that refuses wasm).
    globPatterns: ['**/*.{html,js,mjs,css,svg,png,ico}', 'pdfjs/**/*.{wasm,bcmap,pfb,ttf,icc}'],
    // On-device mode's engine (/device/, about 30 MB) is cached apart, at run time (below).
    globIgnores: ['videos/**', 'device/**', '**/*.map', 'pdfjs/wasm/*_nowasm_fallback.js'],
    // pdf.worker.min.mjs is about 1.3 MB; the main chunk about 0.9 MB.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The worker's script now comes with a policy that lets it compile wasm (decision 0045). Its
    // bytes are unchanged, so without a new revision installed apps would keep the copy they
    // cached with the old policy.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === 'pdf.worker.min.mjs'
            ? { ...entry, revision: `${entry.revision ?? ''}-wasm` }
            : entry,
        ),
      }),
    ],
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
      {
        // The list of the engine's files names this build's files, always at the same URL: from
        // the network, and from the cache only offline, so on-device mode starts offline. The
        // app's own download (header x-device-download, DEVICE_DOWNLOAD_HEADER) goes past both
        // rules to the network: it stores each file itself, once whole. (The patterns are
        // copied into sw.js as source text, so they spell out their paths.)
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          url.pathname === '/device/manifest.json' &&
          !request.headers.has('x-device-download'),
        handler: 'NetworkFirst',
        options: { cacheName: DEVICE_CACHE_NAME, cacheableResponse: { statuses: [200] } },
      },
      {
        // On-device mode's engine (decision 0059): every file has a content hash or a version
        // in its name, so a kept copy is never out of date. Kept from its first use, or from
        // the download the app offers (features/on-device/engine-files.ts), which also deletes
        // an earlier build's files. Only whole answers: never an error page under a file's name.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith('/device/') &&
          !request.headers.has('x-device-download'),
        handler: 'CacheFirst',
        options: { cacheName: DEVICE_CACHE_NAME, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), pdfWorker(), pdfjsAssets(), device.plugin, installableApp],
  // The engine worker has top-level await (MuPDF) and chunks: an ES module. The worker plugin
  // puts its files under device/ (the app's other workers stay in assets/).
  worker: { format: 'es', plugins: () => [device.workerPlugin()] },
  optimizeDeps: {
    // MuPDF finds its .wasm beside its script (`new URL(…, import.meta.url)`): served as it is
    // in development, not pre-bundled into Vite's dependency cache, where the file is not.
    exclude: ['mupdf'],
  },
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
