import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OnDevicePolicy } from '../services/on-device-policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true for the routes that receive documents: refused (403 ON_DEVICE_REQUIRED) for a member
     * of an organization that requires on-device processing.
     */
    receivesDocuments?: boolean;
  }
}

/**
 * The organizations' on-device policy (issue 54, decision 0057), enforced before the body is
 * read: after the auth plugin's onRequest has named the caller (session or API key), and before
 * anything parses, decrypts, meters or holds a byte of the upload.
 */
export const onDevicePolicyHook = fp(
  async (app: FastifyInstance, { policy }: { policy: OnDevicePolicy }) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.receivesDocuments !== true) return;
      // Without a caller the route's own `auth: 'required'` has answered 401 already.
      const user = request.apiKeyUser ?? request.auth?.user;
      if (user !== undefined) await policy.requireServerAllowed(user.id);
    });
  },
);
