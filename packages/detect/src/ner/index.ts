import type { Span } from '../span';
import { withLoneWordsDoubted } from './lone-words';
import { getNerTagger } from './model-loader';
import { withNameLists } from './name-lists';
import { withPersonCues } from './person-cues';
import { NER_TYPES } from './tags';
import { namesTools, toolCount } from './tool-names';

export {
  findCapitalSurnames,
  findInitialSurnames,
  withInitial,
  withParticles,
  withSurnameAfterParticles,
} from './capital-surnames';
export { findInvertedNames } from './inverted-names';
export {
  getNerTagger,
  loadNerModel,
  loadNerTagger,
  nerModelLoading,
  provideModelAssets,
} from './model-loader';
export type {
  AsyncModelAssets,
  ModelAssetName,
  ModelAssets,
  SyncModelAssets,
} from './model-assets';
export { NerTagger, type TaggedEntity } from './tagger';
export { NER_TYPES, type NerType } from './tags';
export { scoreEntities, type EntityScores, type TypeScores } from './evaluate';

/**
 * Finds person, place and organisation names in `text` with the statistical tagger of the fast
 * engine; returns only the requested types, with offsets into `text`.
 */
export function tagNames(text: string, entities: ReadonlySet<string>): Span[] {
  if (!NER_TYPES.some((type) => entities.has(type))) return [];
  const tagged = getNerTagger()
    .tag(text)
    .map((entity) => ({
      start: entity.start,
      end: entity.end,
      text: text.slice(entity.start, entity.end),
      entity_type: entity.type,
      score: Math.round(entity.score * 1000) / 1000,
      engine: 'fast' as const,
    }));
  const pageTools = toolCount(text);
  const doubted = withLoneWordsDoubted(text, tagged);
  return withNameLists(text, withPersonCues(text, doubted)).filter(
    (span) =>
      entities.has(span.entity_type) &&
      !inLetterSpacedRun(text, span) &&
      !(span.entity_type === 'PERSON' && namesTools(text, span, pageTools)),
  );
}

/**
 * Whether a span starts in four single letters in a row, counting those just before it, none an
 * initial with its point: a heading set letter-spaced ("W A R E N R E C H N U N G Seite 1"),
 * whose last letters the tagger reads as a name's initials ("N G Seite"); "J R R Tolkien" has three.
 */
function inLetterSpacedRun(text: string, span: Span): boolean {
  const leading = /^(?:\p{L}\s+)*/u.exec(span.text)![0].split(/\s+/u).filter(Boolean).length;
  if (leading === 0) return false;
  let before = 0;
  for (let at = span.start; at >= 2; at -= 2) {
    const single =
      /\s/u.test(text[at - 1]!) &&
      /\p{L}/u.test(text[at - 2]!) &&
      (at < 3 || /\s/u.test(text[at - 3]!));
    if (!single) break;
    before++;
  }
  return leading + before >= 4;
}
