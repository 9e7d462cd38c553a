import {
  ENGINE_NAMES,
  ENTITY_METHODS,
  EXISTING_MARKS_CHOICES,
  PERSONAL_DATA,
  SELECT_ALL_ENTITY,
  ZAppearanceInput,
  ZExemptionCodeText,
  requestedOf,
  type TEngineName,
} from '@workbench/contracts';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * What a batch run redacts (the `--rules` file): which engines look for which entity types at
 * which threshold, which terms and patterns are searched, the exemption code drawn on each type,
 * and how redactions look.
 */
export const ZRules = z
  .object({
    detection: z
      .object({
        engines: z.array(z.enum(ENGINE_NAMES)).default(['fast']),
        /**
         * Entity types. The fast engine, given none of its own, looks for the personal-data
         * preset (PERSONAL_DATA); with none at all, the other engines look for every type they
         * know (ALL_STANDARD, ALL_ADVANCED). See requestedEntities.
         */
        entities: z.array(z.string().trim().min(1)).default([]),
        threshold: z.number().min(0).max(1).default(0.5),
      })
      .strict()
      .default({ engines: ['fast'], entities: [], threshold: 0.5 }),
    search: z
      .object({
        terms: z.array(z.string().min(1)).default([]),
        /** Regular expressions, searched in a call of their own. */
        patterns: z.array(z.string().min(1)).default([]),
        case_sensitive: z.boolean().default(false),
        whole_word: z.boolean().default(false),
      })
      .strict()
      .default({ terms: [], patterns: [], case_sensitive: false, whole_word: false }),
    /** Exemption code per entity type (SEARCH for search hits); `*` for every other type. */
    codes: z.record(z.string(), ZExemptionCodeText).default({}),
    appearance: ZAppearanceInput.optional(),
    remove_images: z.boolean().default(false),
    /**
     * What becomes of unapplied redaction marks a file arrives with (made in Acrobat, say):
     * applied by default, as whoever made them meant (decision 0043).
     */
    existing_marks: z.enum(EXISTING_MARKS_CHOICES).default('apply'),
  })
  .strict();
export type Rules = z.infer<typeof ZRules>;

export class RulesError extends Error {}

export async function loadRules(path: string): Promise<Rules> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new RulesError(`Cannot read the rules file ${path}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RulesError(`The rules file ${path} is not valid JSON`);
  }
  const result = ZRules.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(top)'}: ${issue.message}`,
    );
    throw new RulesError([`The rules file ${path} has problems:`, ...problems].join('\n'));
  }
  return result.data;
}

/** The code an area of `entityType` is drawn with, if the rules give one. */
export function codeFor(rules: Rules, entityType: string): string | undefined {
  return rules.codes[entityType] ?? rules.codes['*'];
}

export const usesDetection = (rules: Rules) => rules.detection.engines.length > 0;

export function detectionEngines(rules: Rules): TEngineName[] {
  return [...new Set(rules.detection.engines)];
}

/**
 * The `requested_entities` of a detection: the rules' entity types, and for each engine asked to
 * run with none of its own a default. The fast engine's is the personal-data preset, as for a new
 * account in the workspace; with no types given at all, standard and advanced look for every
 * type they know, as before.
 */
export function requestedEntities(rules: Rules, engines: readonly TEngineName[]): string[] {
  const given = rules.detection.entities;
  const defaults = engines.flatMap((engine) => {
    if (requestedOf(engine, given).entities.length > 0) return [];
    if (engine === 'fast') return [PERSONAL_DATA];
    return given.length === 0 ? [SELECT_ALL_ENTITY[ENTITY_METHODS[engine]]] : [];
  });
  return [...given, ...defaults];
}
