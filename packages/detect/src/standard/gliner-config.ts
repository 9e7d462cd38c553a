/** How a text word is pooled from its subword tokens (GLiNER `subtoken_pooling`). */
export type SubtokenPooling = 'first' | 'last' | 'mean' | 'max';

/** The parts of GLiNER's `gliner_config.json` that shape the model inputs. */
export type GlinerSettings = {
  maxWidth: number;
  maxLen: number;
  maxTypes: number;
  entToken: string;
  sepToken: string;
  subtokenPooling: SubtokenPooling;
};

// Defaults of BaseGLiNERConfig in urchade/GLiNER gliner/config.py, used when a key is absent.
const DEFAULTS: GlinerSettings = {
  maxWidth: 12,
  maxLen: 384,
  maxTypes: 25,
  entToken: '<<ENT>>',
  sepToken: '<<SEP>>',
  subtokenPooling: 'first',
};

const POOLINGS: readonly SubtokenPooling[] = ['first', 'last', 'mean', 'max'];

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

function nonEmpty(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

/**
 * Reads GLiNER settings from a parsed gliner_config.json. Returns an explanation instead when the
 * model is of a kind this engine does not run: it builds the uni-encoder span-level inputs only.
 */
export function parseGlinerConfig(raw: unknown): GlinerSettings | { unsupported: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { unsupported: 'gliner_config.json is not a JSON object' };
  }
  const config = raw as Record<string, unknown>;
  const spanMode = typeof config.span_mode === 'string' ? config.span_mode.replace('_', '-') : '';
  if (spanMode === 'token-level') {
    return {
      unsupported: 'it is a token-level GLiNER model; only span-level models are supported',
    };
  }
  if (config.labels_encoder) {
    return {
      unsupported: 'it is a bi-encoder GLiNER model; only uni-encoder models are supported',
    };
  }
  if (config.labels_decoder) {
    return { unsupported: 'GLiNER models with a label decoder cannot run from ONNX' };
  }
  const pooling = POOLINGS.find((name) => name === config.subtoken_pooling);
  return {
    maxWidth: positiveInt(config.max_width, DEFAULTS.maxWidth),
    maxLen: positiveInt(config.max_len, DEFAULTS.maxLen),
    maxTypes: positiveInt(config.max_types, DEFAULTS.maxTypes),
    entToken: nonEmpty(config.ent_token, DEFAULTS.entToken),
    sepToken: nonEmpty(config.sep_token, DEFAULTS.sepToken),
    subtokenPooling: pooling ?? DEFAULTS.subtokenPooling,
  };
}
