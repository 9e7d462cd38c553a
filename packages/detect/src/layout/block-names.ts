import type { Span } from '../span';
import { isOnlyLabelWords } from '../ner/not-names';
import { cueAt, hasCompanyForm } from './block-cues';
import { nameLine, type RoledBlock } from './roled-block';

/** How sure a name is for standing first in a person's address block. */
const BLOCK_NAME_SCORE = 0.8;

/** Titles and attentions before a name: "Herr", "Dhr.", "Mrs", "z. Hd.", "Attn:". */
const TITLE =
  /^(?:(?:herr|frau|hr\.|fr\.|dhr\.|mevr\.|mr\.?|mrs\.?|ms\.?|miss|dr\.?|prof\.?|m\.|mme\.?|mlle\.?|sr\.?|sra\.?|sig\.?|sig\.ra|z\.\s?hd\.?|attn\.?:?|c\/o)[ \u00a0]+)+/iu;
/** One to four words of letters, in capitals or capitalised, with particles: a person's name. */
const NAME =
  /^\p{Lu}[\p{L}'’.-]*(?:[ \u00a0]+(?:(?:van|von|de|der|den|la|le|el|al|af|da|di|du|ten|ter)[ \u00a0]+)*\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/**
 * The name on the first line of a person's address block (a letter's recipient, an invoice's
 * buyer): the block says what the line is where the tagger doubts a rare name ("Theodor Est").
 * A line with a legal form, digits or label words is no one's name.
 */
export function namesOfPersonBlocks(
  text: string,
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
): Span[] {
  const names: Span[] = [];
  for (const block of blocks) {
    if (block.holder !== 'person' || !block.role) continue;
    const first = nameLine(block);
    if (!first) continue;
    const cue = cueAt(first.text);
    const lineStart = first.start + (cue ? cue.end : 0);
    const line = text.slice(lineStart, first.end);
    const title = TITLE.exec(line.trimStart())?.[0].length ?? 0;
    const start = lineStart + (line.length - line.trimStart().length) + title;
    const name = text.slice(start, first.end).trim();
    if (!NAME.test(name) || hasCompanyForm(name)) continue;
    const nameWords = name.split(/[ \u00a0]+/);
    if (isOnlyLabelWords(nameWords)) continue;
    // A block's first line of one word is a sentence's first word spread apart by justified
    // text ("The", "Reed") far more often than a person known by one name.
    if (nameWords.length === 1) continue;
    const end = start + name.length;
    const isFound = spans.some(
      (span) =>
        span.entity_type === 'PERSON' &&
        span.start <= start &&
        end <= span.end &&
        span.score >= 0.5,
    );
    if (isFound) continue;
    names.push({
      start,
      end,
      text: name,
      entity_type: 'PERSON',
      score: BLOCK_NAME_SCORE,
      engine: 'fast',
      basis: { block: block.role, holder: 'person' },
    });
  }
  return names;
}
