import { readFile } from 'node:fs/promises';

import * as ort from 'onnxruntime-node';

import type { GlinerSettings } from './gliner-config';
import type { ModelFiles } from './model-folder';
import type { SpanInputs } from './span-inputs';
import { createWordEncoder, type WordEncoder } from './word-encoder';

// Input names of the span-level export (urchade/GLiNER convert_to_onnx.py and
// gliner/onnx/model.py UniEncoderSpanORTModel); the single output is "logits".
const SPAN_INPUTS = [
  'input_ids',
  'attention_mask',
  'words_mask',
  'text_lengths',
  'span_idx',
  'span_mask',
] as const;

/** A loaded GLiNER span model: tokenizer, settings and ONNX session. */
export type GlinerModel = {
  settings: GlinerSettings;
  encoder: WordEncoder;
  /** Runs one window and returns the logits tensor [1, words, max_width, labels]. */
  run(inputs: SpanInputs): Promise<{ data: Float32Array; dims: readonly number[] }>;
};

async function readJson(path: string, what: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`could not read the ${what} ${path}`, { cause: error });
  }
}

function checkSignature(session: ort.InferenceSession, path: string): void {
  const names = session.inputNames;
  if (names.includes('labels_input_ids') || names.includes('labels_embeds')) {
    throw new Error(`${path} is a bi-encoder GLiNER export; only uni-encoder models are supported`);
  }
  const missing = SPAN_INPUTS.filter((name) => !names.includes(name));
  if (missing.length > 0 || !session.outputNames.includes('logits')) {
    throw new Error(
      `${path} is not a span-level GLiNER export: it takes [${names.join(', ')}] and gives [${session.outputNames.join(', ')}]`,
    );
  }
}

/** Whether the export declares an input as bool (span_mask is bool in GLiNER's export). */
function declaredType(session: ort.InferenceSession, name: string): string | undefined {
  const meta = session.inputMetadata.find((entry) => entry.name === name);
  return meta?.isTensor ? meta.type : undefined;
}

function maskTensor(values: Uint8Array, type: string | undefined, dims: number[]): ort.Tensor {
  // GLiNER's export has attention_mask int64 and span_mask bool; other exporters differ, so follow
  // what the graph declares.
  if (type === 'bool') return new ort.Tensor('bool', values, dims);
  return new ort.Tensor(
    'int64',
    BigInt64Array.from(values, (v) => BigInt(v)),
    dims,
  );
}

/** Loads the tokenizer and ONNX session of an inspected model folder. Throws plain Errors. */
export async function loadGlinerModel(
  files: ModelFiles,
  sessionOptions: ort.InferenceSession.SessionOptions = {},
): Promise<GlinerModel> {
  const tokenizerJson = await readJson(files.tokenizerPath, 'tokenizer');
  const tokenizerConfig = files.tokenizerConfigPath
    ? await readJson(files.tokenizerConfigPath, 'tokenizer config')
    : {};
  const encoder = createWordEncoder(tokenizerJson, tokenizerConfig);
  const { entToken, sepToken } = files.settings;
  for (const token of [entToken, sepToken]) {
    if (!encoder.hasToken(token)) throw new Error(`the tokenizer has no ${token} token`);
  }
  let session: ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(files.onnxPath, sessionOptions);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not load the ONNX model ${files.onnxPath}: ${reason}`, { cause: error });
  }
  checkSignature(session, files.onnxPath);
  const attentionType = declaredType(session, 'attention_mask');
  const spanMaskType = declaredType(session, 'span_mask') ?? 'bool';
  return {
    settings: files.settings,
    encoder,
    async run(inputs) {
      const seq = [1, inputs.seqLength];
      const feeds = {
        input_ids: new ort.Tensor('int64', inputs.inputIds, seq),
        attention_mask: maskTensor(inputs.attentionMask, attentionType, seq),
        words_mask: new ort.Tensor('int64', inputs.wordsMask, seq),
        text_lengths: new ort.Tensor('int64', inputs.textLengths, [1, 1]),
        span_idx: new ort.Tensor('int64', inputs.spanIdx, [1, inputs.numSpans, 2]),
        span_mask: maskTensor(inputs.spanMask, spanMaskType, [1, inputs.numSpans]),
      };
      const output = (await session.run(feeds)).logits;
      if (!(output?.data instanceof Float32Array)) {
        throw new Error('the model did not return float32 logits');
      }
      return { data: output.data, dims: output.dims };
    },
  };
}
