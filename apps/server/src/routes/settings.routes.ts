import {
  SETTINGS_IMPORT_MESSAGES,
  SETTINGS_PATHS,
  ZBanListResponse,
  ZBanWordsRequest,
  ZErrorEnvelope,
  ZGeneralSettingsResponse,
  ZGeneralSettingsUpdate,
  ZSettingsExportResponse,
  ZSettingsImportResponse,
} from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loggableError } from '../errors/loggable-error';
import { AppError } from '../errors/app-error';
import { requireAuth } from '../plugins/auth';
import type { ImportFile, SettingsTransferService } from '../services/settings-transfer.service';
import type { SettingsService } from '../services/settings.service';

const tags = ['settings'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };
const premium = { 402: ZErrorEnvelope };

/** The one file of an import request; a broken multipart body is the spec's general failure. */
async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  try {
    const part = await request.file();
    if (part !== undefined) {
      const bytes = await part.toBuffer();
      return {
        name: part.filename,
        mimeType: part.mimetype,
        bytes,
        isTooLarge: part.file.truncated,
      };
    }
  } catch (error) {
    // A body that stopped arriving keeps its own answer (408), like any other request's.
    if (error instanceof AppError) throw error;
    request.log.info({ err: loggableError(error) }, 'unreadable settings import');
  }
  throw new AppError('BAD_REQUEST', SETTINGS_IMPORT_MESSAGES.failed);
}

type Services = { settings: SettingsService; transfer: SettingsTransferService };

/** General settings, the ignore list, and settings export and import. */
export const settingsRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { settings, transfer },
) => {
  const config = { auth: 'required' as const };

  app.get(
    SETTINGS_PATHS.general,
    {
      config,
      schema: {
        summary: 'General settings; created with the defaults on first read',
        tags,
        response: { 200: ZGeneralSettingsResponse, ...signedIn },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.get(requireAuth(request).user),
    }),
  );

  app.put(
    SETTINGS_PATHS.general,
    {
      config,
      schema: {
        summary:
          'Change general settings (any subset); the threshold is clamped to 0..1; threshold, ban-list detection and text selection mode are premium',
        tags,
        body: ZGeneralSettingsUpdate,
        response: { 200: ZGeneralSettingsResponse, ...invalid, ...signedIn, ...premium },
      },
    },
    async (request) => {
      const result = await settings.update(requireAuth(request).user, request.body);
      return { success: true as const, data: result.settings };
    },
  );

  app.get(
    SETTINGS_PATHS.banList,
    {
      config,
      schema: {
        summary: 'The ignore list (ban list)',
        tags,
        response: { 200: ZBanListResponse, ...signedIn },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.banList(requireAuth(request).user),
    }),
  );

  app.post(
    SETTINGS_PATHS.banListWords,
    {
      config,
      schema: {
        summary: 'Add words to the ignore list; 409 when some were there (the rest are added)',
        tags,
        body: ZBanWordsRequest,
        response: {
          200: ZBanListResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.addBanWords(requireAuth(request).user, request.body.words),
    }),
  );

  app.delete(
    SETTINGS_PATHS.banListWords,
    {
      config,
      schema: {
        summary: 'Remove words from the ignore list',
        tags,
        body: ZBanWordsRequest,
        response: { 200: ZBanListResponse, ...invalid, ...signedIn, ...premium },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.removeBanWords(requireAuth(request).user, request.body.words),
    }),
  );

  app.get(
    SETTINGS_PATHS.export,
    {
      config,
      schema: {
        summary: 'The settings export file (in data), which the web app saves as a JSON file',
        tags,
        response: { 200: ZSettingsExportResponse, ...signedIn, ...premium },
      },
    },
    async (request) => ({
      success: true as const,
      data: await transfer.exportFile(requireAuth(request).user),
    }),
  );

  app.post(
    SETTINGS_PATHS.import,
    {
      config,
      schema: {
        summary:
          'Import a settings export file (multipart field "file", JSON, at most 5 MB); a refused file changes nothing',
        tags,
        consumes: ['multipart/form-data'],
        response: {
          200: ZSettingsImportResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      }
      const file = await readImportFile(request);
      const result = await transfer.importFile(user, file);
      return { success: true as const, data: result };
    },
  );
};
