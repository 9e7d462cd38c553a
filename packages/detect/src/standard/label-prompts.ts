/*
 * GLiNER matches spans against the label text itself, so the coded names of the standard catalogue
 * (packages/contracts/src/entities/catalogue.ts, method 3) need plain-language prompts. The
 * lower-case catalogue entries ("passport number", "iban", …) are the label names of the
 * urchade/gliner_multi_pii-v1 model card and are sent as they are.
 */
const PROMPTS: Readonly<Record<string, string>> = {
  PERSON: 'person',
  AGE: 'age',
  AGE_INFO: 'age information',
  DATE_TIME: 'date and time',
  EMAIL_ADDRESS: 'email address',
  GOV_ID: 'government id number',
  NO_ADDRESS: 'address',
  POSTAL_CODE: 'postal code',
  NO_PHONE_NUMBER: 'phone number',
  POLITICAL_CASE: 'political opinion',
  BEHAVIORAL_PATTERN: 'behavioral pattern',
  CONTEXT_SENSITIVE: 'sensitive personal information',
  CRIMINAL_RECORD: 'criminal record',
  ECONOMIC_STATUS: 'economic status',
  EMPLOYMENT_INFO: 'employment information',
  FAMILY_RELATION: 'family relation',
  FINANCIAL_INFO: 'financial information',
  HEALTH_INFO: 'health information',
  SEXUAL_ORIENTATION: 'sexual orientation',
  ANIMAL_INFO: 'animal information',
};

/** GLiNER models are trained with at most `max_types` labels per prompt (gliner/config.py: 25). */
export const DEFAULT_LABELS_PER_CALL = 25;

/** A prompt sent to the model and the requested entity type its hits are reported as. */
export type LabelPrompt = { prompt: string; entityType: string };

/** The natural-language prompt GLiNER gets for one entity type name. */
export function promptFor(entityType: string): string {
  const known = PROMPTS[entityType];
  if (known) return known;
  if (entityType !== entityType.toUpperCase()) return entityType.trim();
  // An unknown coded name: drop a country prefix such as NO_ and read the rest as words.
  return entityType
    .replace(/^[A-Z]{2}_(?=[A-Z])/, '')
    .toLowerCase()
    .replace(/_+/g, ' ')
    .trim();
}

/**
 * Turns requested types into prompt groups of at most `perCall` labels. Types that share a prompt
 * (NO_ADDRESS and "address") are asked once and reported as the first of them, so one address is
 * not highlighted twice; groups are balanced so no call gets a lone label.
 */
export function groupLabelPrompts(
  entityTypes: readonly string[],
  perCall = DEFAULT_LABELS_PER_CALL,
): LabelPrompt[][] {
  const byPrompt = new Map<string, LabelPrompt>();
  for (const entityType of entityTypes) {
    const prompt = promptFor(entityType);
    if (prompt && !byPrompt.has(prompt)) byPrompt.set(prompt, { prompt, entityType });
  }
  const labels = [...byPrompt.values()];
  if (labels.length === 0) return [];
  const groupCount = Math.ceil(labels.length / Math.max(1, perCall));
  const size = Math.ceil(labels.length / groupCount);
  const groups: LabelPrompt[][] = [];
  for (let index = 0; index < labels.length; index += size) {
    groups.push(labels.slice(index, index + size));
  }
  return groups;
}
