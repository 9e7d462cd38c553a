import {
  CASE_PATHS,
  DEFAULT_GENERAL_SETTINGS,
  ENTITY_METHOD_IDS,
  PREMIUM_MESSAGE,
  SETTINGS_PATHS,
  ZCreatePatternRequest,
  ZGeneralSettingsUpdate,
  ZLetterTemplate,
  ZReplaceEntitiesRequest,
  type TEntityDefinition,
  type TEntityMethodId,
  type TGeneralSettingsRecord,
  type TLetterTemplate,
  type TSearchPattern,
} from '@workbench/contracts';
import { fail, ok, type FakeRequest } from './fake-http';
import type { FakeServer } from './fake-server';

type Route = (request: FakeRequest, server: FakeServer) => Response;

export type FakeSettings = {
  general: TGeneralSettingsRecord;
  letterTemplate: TLetterTemplate;
  patterns: TSearchPattern[];
  entities: Record<TEntityMethodId, TEntityDefinition[]>;
};

export function createSettings(): FakeSettings {
  return {
    general: {
      id: 1,
      user_id: 'user-1',
      language: 'en',
      ...DEFAULT_GENERAL_SETTINGS,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    },
    letterTemplate: ZLetterTemplate.parse({}),
    patterns: [],
    entities: {
      1: [{ id: 1, entity_text: 'PERSON', method_id: 1, is_predefined: true }],
      2: [],
      3: [],
    },
  };
}

const updateGeneral: Route = (request, server) => {
  const parsed = ZGeneralSettingsUpdate.safeParse(request.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  server.settings.general = { ...server.settings.general, ...parsed.data };
  if (parsed.data.language !== undefined) server.user.language = parsed.data.language;
  return ok(server.settings.general);
};

const createPattern: Route = (request, server) => {
  const parsed = ZCreatePatternRequest.safeParse(request.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  const pattern = { id: ++server.counter, setting_id: 1, ...parsed.data };
  server.settings.patterns.push(pattern);
  return ok(pattern, 201);
};

function replaceEntities(methodId: TEntityMethodId): Route {
  return (request, server) => {
    if (!server.user.is_premium) return fail('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
    const parsed = ZReplaceEntitiesRequest.safeParse(request.body);
    if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
    const pinned = server.settings.entities[methodId].filter((entity) => entity.is_predefined);
    const custom = parsed.data.entity_texts.map((entity_text) => ({
      id: ++server.counter,
      entity_text,
      method_id: methodId,
      is_predefined: false,
    }));
    server.settings.entities[methodId] = [...pinned, ...custom];
    return ok(server.settings.entities[methodId]);
  };
}

const entityPath = (methodId: TEntityMethodId) =>
  SETTINGS_PATHS.entitiesOfMethod.replace(':methodId', String(methodId));

/** The settings calls the web tests use, over `server.settings`. */
export const SETTINGS_ROUTES: Record<string, Route> = {
  [`GET ${SETTINGS_PATHS.general}`]: (_request, server) => ok(server.settings.general),
  [`PUT ${SETTINGS_PATHS.general}`]: updateGeneral,
  [`GET ${CASE_PATHS.letterTemplate}`]: (_request, server) =>
    ok({ template: server.settings.letterTemplate, owner: 'user', editable: true }),
  [`PUT ${CASE_PATHS.letterTemplate}`]: (request, server) => {
    const parsed = ZLetterTemplate.safeParse(request.body);
    if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
    server.settings.letterTemplate = parsed.data;
    return ok({ template: parsed.data, owner: 'user', editable: true });
  },
  [`GET ${SETTINGS_PATHS.patterns}`]: (_request, server) => ok(server.settings.patterns),
  [`POST ${SETTINGS_PATHS.patterns}`]: createPattern,
  ...Object.fromEntries(
    ENTITY_METHOD_IDS.flatMap((methodId) => [
      [
        `GET ${entityPath(methodId)}`,
        (_r: FakeRequest, s: FakeServer) => ok(s.settings.entities[methodId]),
      ],
      [`PUT ${entityPath(methodId)}`, replaceEntities(methodId)],
    ]),
  ),
};
