import {
  DEVICE_MESSAGES,
  DEVICE_PATHS,
  ZDeviceTicketRequest,
  ZDeviceTicketResponse,
  ZDeviceTicketReturnRequest,
  ZDeviceTicketReturnResponse,
  ZErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/auth';
import type { DeviceTicketsService } from '../services/device-tickets.service';

const tags = ['device'];
/** Signed in or with an API key, like the processing routes; never a document in the body. */
const config = { auth: 'required' as const, apiKey: true };
const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const ticketParams = z.object({ id: z.uuid({ error: DEVICE_MESSAGES.ticketNotFound }) });

/** Quota for work done on the user's own device (issue 54, decision 0057). */
export const deviceRoutes: FastifyPluginAsyncZod<{ service: DeviceTicketsService }> = async (
  app,
  { service },
) => {
  app.post(
    DEVICE_PATHS.tickets,
    {
      config,
      schema: {
        summary:
          'Charge the pages of work done on this device: the operation and each file’s page count (find_words: one page a file), nothing else about the files. Settled at once; with processed_at (offline work, at most 7 days back) charged even past the quota. 402 QUOTA_EXCEEDED as the processing routes',
        tags,
        body: ZDeviceTicketRequest,
        response: { 201: ZDeviceTicketResponse, ...errors, 402: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const ticket = await service.create(requireCaller(request), request.body);
      return reply.status(201).send({ success: true as const, data: ticket });
    },
  );

  app.post(
    DEVICE_PATHS.ticketReturn,
    {
      config,
      schema: {
        summary:
          'Give back pages of files that failed on their own condition: your own ticket, within an hour of it, at most the pages it still holds (409 when none are left or the hour is over)',
        tags,
        params: ticketParams,
        body: ZDeviceTicketReturnRequest,
        response: {
          200: ZDeviceTicketReturnResponse,
          ...errors,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { id } = request.params;
      return { success: true as const, data: await service.giveBack(user, id, request.body.pages) };
    },
  );
};
