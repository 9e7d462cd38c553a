import { extractFeatures } from '../../src/ner/features';
import { type Gazetteer, gazetteerFlag } from '../../src/ner/gazetteer';
import { NER_TYPES, TAG_O, beginTag, insideTag, type EntitySpan } from '../../src/ner/tags';
import { describeTokens } from '../../src/ner/token-info';
import { type Token, tokenize } from '../../src/ner/tokenize';
import type { WordClusters } from '../../src/ner/word-clusters';
import type { LabelledText } from './conllu';
import type { Rng } from './rng';

/** A training text as the perceptron sees it: feature keys per token and the gold tags. */
export type Example = {
  keys: Uint32Array;
  offsets: Int32Array;
  pairBase: Uint32Array;
  gold: Int8Array;
};

/** Gold BIO tags for the tokens; an entity whose edges fall inside a token is skipped. */
export function goldTags(
  tokens: readonly Token[],
  entities: readonly EntitySpan[],
): { tags: Int8Array; lost: number } {
  const tags = new Int8Array(tokens.length).fill(TAG_O);
  let lost = 0;
  for (const entity of entities) {
    const typeIndex = NER_TYPES.indexOf(entity.type);
    const inside = tokens.flatMap((token, i) =>
      token.start >= entity.start && token.end <= entity.end ? [i] : [],
    );
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (
      first === undefined ||
      last === undefined ||
      tokens[first]?.start !== entity.start ||
      tokens[last]?.end !== entity.end
    ) {
      lost++;
      continue;
    }
    tags[first] = beginTag(typeIndex);
    for (const i of inside.slice(1)) tags[i] = insideTag(typeIndex);
  }
  return { tags, lost };
}

const KEEP_WHEN_MASKED =
  gazetteerFlag('commonWords') | gazetteerFlag('titles') | gazetteerFlag('placePrepositions');

/**
 * Builds an example. With `maskRate`, the gazetteer flags of that share of gold names are hidden,
 * so the model also learns to find names its lists lack (every synthetic name is in them).
 */
export function buildExample(
  text: LabelledText,
  gazetteer: Gazetteer,
  rng: Rng,
  maskRate: number,
  clusters: WordClusters,
): Example & { lost: number } {
  const tokens = tokenize(text.text);
  const info = describeTokens(tokens, clusters);
  const flags = gazetteer.tokenFlags(tokens, info.lower);
  const { tags, lost } = goldTags(tokens, text.entities);
  if (maskRate > 0) {
    for (const entity of text.entities) {
      if (!rng.chance(maskRate)) continue;
      tokens.forEach((token, i) => {
        if (token.start >= entity.start && token.end <= entity.end)
          flags[i] = (flags[i] as number) & KEEP_WHEN_MASKED;
      });
    }
  }
  const { keys, offsets, pairBase } = extractFeatures(tokens, info, flags);
  return { keys: keys.slice(), offsets, pairBase, gold: tags, lost };
}
