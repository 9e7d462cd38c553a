import type { ModelFinding } from './ground-spans';

/** What a model answer yields: findings, how many items were unusable, or why it is malformed. */
export type ParsedAnswer =
  { ok: true; findings: ModelFinding[]; rejected: number } | { ok: false; reason: string };

/**
 * Reads `{entities: [{text, entity_type, score}]}` from an answer, tolerating what servers
 * without enforced structured output produce: code fences, a bare array, reasoning blocks,
 * prose around the JSON. Items of types that were not asked for are rejected, not trusted.
 */
export function parseEntityAnswer(
  content: string | null | undefined,
  requested: ReadonlySet<string>,
): ParsedAnswer {
  const items = readItems(content, ['entities']);
  if (!Array.isArray(items)) return items;
  const findings: ModelFinding[] = [];
  for (const item of items) {
    const text = stringField(item, 'text');
    const type = stringField(item, 'entity_type') ?? stringField(item, 'type');
    const entityType = type?.trim().toUpperCase();
    if (text?.trim() && entityType && requested.has(entityType)) {
      findings.push({ text, entityType, score: numberField(item, 'score') });
    }
  }
  return { ok: true, findings, rejected: items.length - findings.length };
}

/** Reads `{matches: [{text, score}]}` (or plain strings) from an AI-search answer. */
export function parseSearchAnswer(
  content: string | null | undefined,
  entityType: string,
): ParsedAnswer {
  const items = readItems(content, ['matches', 'entities', 'results']);
  if (!Array.isArray(items)) return items;
  const findings: ModelFinding[] = [];
  for (const item of items) {
    const text = typeof item === 'string' ? item : stringField(item, 'text');
    if (text?.trim()) findings.push({ text, entityType, score: numberField(item, 'score') });
  }
  return { ok: true, findings, rejected: items.length - findings.length };
}

// Error reasons never quote the answer: it echoes document text, which must not reach logs.
function readItems(
  content: string | null | undefined,
  keys: readonly string[],
): unknown[] | { ok: false; reason: string } {
  if (!content?.trim()) return { ok: false, reason: 'the answer was empty' };
  const json = parseLenient(content);
  if (json === undefined) {
    return { ok: false, reason: `the answer was not valid JSON (${content.length} characters)` };
  }
  if (Array.isArray(json)) return json as unknown[];
  if (isRecord(json)) {
    for (const key of keys) {
      const value = json[key];
      if (Array.isArray(value)) return value as unknown[];
    }
  }
  return { ok: false, reason: `the JSON answer had no "${keys[0]}" array` };
}

function parseLenient(content: string): unknown {
  const withoutThinking = content.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(withoutThinking);
  const candidate = (fenced?.[1] ?? withoutThinking).trim();
  const direct = tryParse(candidate);
  if (direct !== undefined) return direct;
  // Prose around the JSON: take the outermost object or array.
  const first = candidate.search(/[[{]/);
  const last = Math.max(candidate.lastIndexOf('}'), candidate.lastIndexOf(']'));
  return first >= 0 && last > first ? tryParse(candidate.slice(first, last + 1)) : undefined;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(item: unknown, key: string): string | undefined {
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function numberField(item: unknown, key: string): number | undefined {
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === 'number' ? value : undefined;
}
