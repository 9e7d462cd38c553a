import { Tokenizer } from '@huggingface/tokenizers';

/** Subword encoding of single words, as GLiNER's `is_split_into_words=True` call produces it. */
export type WordEncoder = {
  /** Token ids of one word or label, without special tokens. */
  encode(word: string): number[];
  /** Tokens the tokenizer puts before and after a sequence ([CLS] … [SEP] for DeBERTa). */
  prefix: readonly number[];
  suffix: readonly number[];
  /** Longest sequence the model was set up for (`model_max_length`, at most 512). */
  maxTokens: number;
  hasToken(token: string): boolean;
};

// DeBERTa-based GLiNER models are trained on 512-token sequences; tokenizer configs often carry a
// huge sentinel instead of a real limit.
const TOKEN_LIMIT = 512;
// A single "word" such as a long base64 run can be hundreds of tokens; its first tokens are enough
// for the word's representation and the rest would only crowd the window.
const MAX_TOKENS_PER_WORD = 32;

function specialAround(tokenizer: Tokenizer): { prefix: number[]; suffix: number[] } {
  // Encode a probe with and without special tokens to learn what the post-processor adds, so the
  // sequence frame comes from the tokenizer instead of assuming [CLS]=1 as GLiNER.js does.
  const bare = tokenizer.encode('a', { add_special_tokens: false }).ids;
  const framed = tokenizer.encode('a', { add_special_tokens: true }).ids;
  for (let at = 0; at + bare.length <= framed.length; at += 1) {
    if (bare.every((id, index) => framed[at + index] === id)) {
      return { prefix: framed.slice(0, at), suffix: framed.slice(at + bare.length) };
    }
  }
  return { prefix: [], suffix: [] };
}

function tokenLimit(config: Record<string, unknown>): number {
  const limit = config.model_max_length;
  return typeof limit === 'number' && limit > 0 && limit < TOKEN_LIMIT ? limit : TOKEN_LIMIT;
}

/** Builds a word encoder from the parsed tokenizer.json and tokenizer_config.json. */
export function createWordEncoder(
  tokenizerJson: object,
  tokenizerConfig: Record<string, unknown>,
): WordEncoder {
  const tokenizer = new Tokenizer(tokenizerJson, tokenizerConfig);
  const { prefix, suffix } = specialAround(tokenizer);
  return {
    encode: (word) =>
      tokenizer.encode(word, { add_special_tokens: false }).ids.slice(0, MAX_TOKENS_PER_WORD),
    prefix,
    suffix,
    maxTokens: tokenLimit(tokenizerConfig),
    hasToken: (token) => tokenizer.token_to_id(token) !== undefined,
  };
}
