import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendError } from './error-handler';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app. Hashed assets and on-device mode's files are cached for a year;
 * every other file (index.html, /sw.js, the web manifest, /device/manifest.json) is revalidated
 * on each use, so browsers find a new build at once. Files go out as stored, without a
 * Content-Encoding: a `.gz` reaches the page as gzip bytes (`application/gzip`), a `.wasm` as
 * `application/wasm`.
 * Every other path that is not under /api gets index.html, so the SPA's router shows the page
 * (or its own 404 page).
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexPath = path.join(options.distDir, 'index.html');
  const assetsDir = path.join(options.distDir, 'assets') + path.sep;
  const deviceDir = path.join(options.distDir, 'device') + path.sep;
  // On-device mode's files carry a content hash or their library's version in their names; the
  // list of them (device/manifest.json) changes with every build (decision 0059).
  const isNamedByContent = (filePath: string) =>
    filePath.startsWith(assetsDir) ||
    (filePath.startsWith(deviceDir) && filePath !== path.join(deviceDir, 'manifest.json'));
  const isBuilt = existsSync(indexPath);

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          isNamedByContent(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (a tutorial clip, an old asset) is a 404, not the app's page: a cache or a
    // video element must not take index.html for it.
    const isFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (isApiPath(request.url) || !isPageRequest || isFile) {
      return sendError(reply, 'NOT_FOUND', `Route ${request.method} ${request.url} not found`);
    }
    if (!isBuilt) {
      return sendError(
        reply,
        'NOT_FOUND',
        'The web app is not built. Run `npm run build`, or `npm run dev` for development.',
      );
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
