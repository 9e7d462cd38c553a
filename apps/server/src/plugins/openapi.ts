import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, built from the contracts' zod schemas of every route. */
export const openapi = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Redaction Workbench API',
        version: options.version,
        description:
          'Every answer is an envelope: `{ "success": true, "data": … }` or ' +
          '`{ "success": false, "error": { "code", "message", "details" } }`. ' +
          'A processing call (search, detection, redaction, find words, extract) may carry an ' +
          '`Idempotency-Key` header (1–255 visible ASCII characters): the same call repeated ' +
          'with the same key within 24 hours of its delivery is answered again and not charged ' +
          'again; the key used for another call is a 422 `IDEMPOTENCY_KEY_REUSED`.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // The UI's own policy, minus the external validator and the HTTPS upgrade that would
    // break a plain-HTTP deployment. Swagger UI sets inline styles, so only these pages
    // allow them; the app's own policy stays strict.
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replace(' upgrade-insecure-requests;', '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
});
