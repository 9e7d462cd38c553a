import { PERSONAL_DATA_TYPES, type TPdfPage, type TRedactionMapping } from '@workbench/contracts';
import {
  createFastEngine,
  DEFAULT_THRESHOLD,
  enginePage,
  FAST_TYPES,
  filterSpans,
  pageAreas,
  runEngines,
  spreadValues,
  type Span,
} from '@workbench/detect';
import type { SearchResult } from '../../../../packages/pdf/src/worker/tasks';

/** What one scenario redacts in a file: the mapping, and the strings it means to remove. */
export interface Plan {
  mapping: TRedactionMapping;
  strings: string[];
}

const engines = new Map([['fast', createFastEngine()] as const]);

/** The personal-data preset (as a new account's default detection asks for it). */
export const PERSONAL_TYPES: readonly string[] = PERSONAL_DATA_TYPES;

/** "Detect everything (fast), then redact all that was found", as a new user would. */
export async function detectionPlan(
  pages: readonly TPdfPage[],
  types: readonly string[] = FAST_TYPES,
): Promise<Plan> {
  const mapping: TRedactionMapping = { pages: [] };
  const strings: string[] = [];
  const found: { text: string; spans: Span[] }[] = [];
  for (const page of pages) {
    // As the workspace and the batch run the engines: merged, each name with its title.
    const { spans } = await runEngines(enginePage(page), { fast: types }, engines);
    found.push({ text: page.text, spans: filterSpans(spans, { threshold: DEFAULT_THRESHOLD }) });
  }
  for (const [index, spans] of spreadValues(found).entries()) {
    const page = pages[index]!;
    const sensitive = pageAreas(page, spans).map(({ bbox, entity_type, original_text }) => ({
      bbox,
      entity_type,
      original_text,
    }));
    if (sensitive.length > 0) mapping.pages.push({ page: page.page_number, sensitive });
    strings.push(...spans.map((span) => span.text));
  }
  return { mapping, strings };
}

const TERMS = 20;
const PHRASES = 6;
const FIELD_VALUES = 6;

/**
 * Up to 20 search terms from a file's text, spread over the whole file: a few form field values,
 * a few two-word phrases from one line, and single words of four or more letters.
 */
export function pickTerms(pages: readonly TPdfPage[]): string[] {
  const words = pages.flatMap((page) => page.words.filter((word) => /\p{L}{4}/u.test(word.text)));
  const phrases: string[] = [];
  for (const page of pages) {
    for (const line of page.text.split('\n')) {
      const parts = line.split(' ').filter((part) => /^\p{L}{3,}$/u.test(part));
      if (parts.length >= 2) phrases.push(`${parts[0]} ${parts[1]}`);
    }
  }
  const picked = new Set<string>();
  const take = (list: readonly string[], count: number, minLength = 4) => {
    const step = Math.max(1, Math.floor(list.length / count));
    for (let index = 0; index < list.length && count > 0; index += step) {
      const term = list[index]!.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
      if (term.length >= minLength && !picked.has(term.toLowerCase())) {
        picked.add(term.toLowerCase());
        count--;
      }
    }
  };
  const fieldWords = pages.flatMap((page) => page.words.filter((word) => word.field));
  take(
    fieldWords.map((word) => word.text),
    FIELD_VALUES,
    2,
  );
  take(phrases, PHRASES);
  take(
    words.map((word) => word.text),
    TERMS - picked.size,
  );
  return [...picked];
}

/** Redacts every search hit. */
export function searchPlan(result: SearchResult): Plan {
  const mapping: TRedactionMapping = { pages: [] };
  const strings: string[] = [];
  for (const page of result.pages) {
    if (page.matches.length === 0) continue;
    mapping.pages.push({
      page: page.page,
      sensitive: page.matches.map((match) => ({
        bbox: match.bbox,
        entity_type: 'SEARCH',
        original_text: match.text,
      })),
    });
    strings.push(...page.matches.map((match) => match.text));
  }
  return { mapping, strings };
}
