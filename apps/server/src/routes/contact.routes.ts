import {
  CONTACT_PATH,
  ZContactRequest,
  ZEmptyResponse,
  ZErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo } from '../plugins/auth';
import type { ContactService } from '../services/contact.service';

/** The public contact form (visitors and signed-in users alike). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    CONTACT_PATH,
    {
      schema: {
        summary: 'Send a message to sales; the sender gets a receipt by e-mail',
        tags: ['contact'],
        body: ZContactRequest,
        response: {
          200: ZEmptyResponse,
          400: ZErrorEnvelope,
          429: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const username = request.auth?.user.username;
      await contact.send(request.body, {
        ip: clientInfo(request).ip,
        ...(username && { username }),
      });
      return { success: true as const, data: null };
    },
  );
};
