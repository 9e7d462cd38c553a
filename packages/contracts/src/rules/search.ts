import { z } from 'zod';
import { LIMITS } from '../limits';
import { controlCharactersMessage, noControlCharacters } from './control-characters';

const { searchQuery, searchPattern, banWord } = LIMITS;

export const ZSearchQuery = z
  .string({ error: 'Search query is required' })
  .min(searchQuery.min, { error: 'Search query cannot be empty', abort: true })
  .max(searchQuery.max, {
    error: `Search query must be at most ${searchQuery.max} characters`,
    abort: true,
  })
  .refine((value) => value.trim().length > 0, { error: 'Search term cannot be empty' });

export const ZPatternType = z.enum(
  ['normal', 'case_sensitive', 'ai_search', 'regex', 'whole_word'],
  {
    error: 'Pattern type must be normal, case_sensitive, ai_search, regex or whole_word',
  },
);
export type TPatternType = z.infer<typeof ZPatternType>;

export const ZPatternText = z
  .string({ error: 'Search pattern cannot be empty' })
  .trim()
  .min(searchPattern.min, { error: 'Search pattern cannot be empty', abort: true })
  .max(searchPattern.max, {
    error: `Search pattern must be at most ${searchPattern.max} characters`,
  })
  .check(noControlCharacters(controlCharactersMessage('Search pattern')));

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ZSearchPatternInput = z
  .object({
    pattern_text: ZPatternText,
    pattern_type: ZPatternType.default('normal'),
  })
  .refine((value) => value.pattern_type !== 'regex' || isValidRegex(value.pattern_text), {
    error: 'Invalid regular expression',
    path: ['pattern_text'],
  });
export type TSearchPatternInput = z.infer<typeof ZSearchPatternInput>;

/** Ignore-list (ban list) words are stored trimmed and lowercased. */
export const ZBanWord = z
  .string({ error: 'Word cannot be empty' })
  .trim()
  .toLowerCase()
  .min(banWord.min, { error: 'Word cannot be empty', abort: true })
  .max(banWord.max, { error: `Word must be at most ${banWord.max} characters` })
  .check(noControlCharacters(controlCharactersMessage('Word')));
