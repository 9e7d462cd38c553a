import { DETECT_MESSAGES, ENGINE_NAMES, requestedOf, type TEngineName } from '@workbench/contracts';
import type { DetectOptions, EnginePlan } from '@workbench/detect';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { parseFlag, parseJsonField } from '../pdf/form-fields';

export type { DetectOptions };

const FLAG_FIELD: Record<TEngineName, string> = {
  fast: 'use_fast',
  advanced: 'use_advanced',
  standard: 'use_standard',
};

const ZEntityList = z.array(z.string().max(100)).max(500, { error: 'At most 500 entity types' });
const ZWordList = z
  .array(z.string().max(500))
  .max(10_000, { error: 'At most 10000 ignore-list words' });

/**
 * Reads use_fast/use_advanced/use_standard, requested_entities, threshold and remove_words.
 * Entity names are read by `requestedOf` in contracts: a name may carry its engine's suffix
 * (PERSON_F); a bare name goes to every used engine whose catalogue has it; ALL_FAST, ALL_STANDARD,
 * ALL_ADVANCED stand for a whole catalogue and PERSONAL_DATA for the fast engine's preset.
 */
export function readDetectOptions(field: (name: string) => string | undefined): DetectOptions {
  const requested = parseJsonField(
    field('requested_entities') ?? '[]',
    'requested_entities',
    ZEntityList,
  );
  const plan: EnginePlan = {};
  const unknown = new Set(requested.map((name) => name.trim()).filter(Boolean));
  for (const engine of ENGINE_NAMES) {
    const entities = entitiesFor(engine, requested, unknown);
    const isUsed = parseFlag(field(FLAG_FIELD[engine]), FLAG_FIELD[engine], entities.length > 0);
    if (isUsed && entities.length > 0) plan[engine] = entities;
  }
  if (unknown.size > 0) {
    throw new AppError('VALIDATION_ERROR', `Unknown entity type: ${[...unknown][0]}`);
  }
  if (Object.keys(plan).length === 0)
    throw new AppError('VALIDATION_ERROR', DETECT_MESSAGES.noEngine);
  return {
    plan,
    threshold: readThreshold(field('threshold')),
    ignoreWords: field('remove_words')
      ? parseJsonField(field('remove_words'), 'remove_words', ZWordList)
      : [],
  };
}

/** The catalogue names asked of one engine; every name it claims is struck off `unknown`. */
function entitiesFor(
  engine: TEngineName,
  requested: readonly string[],
  unknown: Set<string>,
): string[] {
  const { entities, claimed } = requestedOf(engine, requested);
  claimed.forEach((name) => unknown.delete(name));
  return entities;
}

function readThreshold(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0.5;
  const number = Number(value);
  if (!Number.isFinite(number))
    throw new AppError('VALIDATION_ERROR', 'threshold must be a number from 0 to 1');
  return Math.min(1, Math.max(0, number));
}
