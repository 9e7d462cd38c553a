import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { onnx } from 'onnx-proto';

/*
 * A tiny model folder with GLiNER's span-level ONNX signature, for tests. The graph scores a span
 * (start word, end word) for label i as START[word token][label token] + END[word token][label
 * token] - 8, where a word's token is found through words_mask (first subtoken carries the
 * 1-based word index), the label token is the one after the i-th <<ENT>> in input_ids, and word
 * indices come from span_idx masked by span_mask. Wrong inputs therefore give wrong spans.
 */

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '<<ENT>>', '<<SEP>>'];
const WORDS = ['person', 'location', 'phone', 'number', 'alice', 'sm', '##ith', 'new', 'york'];
const MORE = ['lives', 'in', '.', 'call', 'bob', 'on', '5551234', 'filler', 'and'];
const NAMES = ['kari', 'anne', 'nordmann'];
const VOCAB = [...SPECIAL, ...WORDS, ...MORE, ...NAMES];
const id = (token: string): number => VOCAB.indexOf(token);
const ENT_ID = id('<<ENT>>');
const SLOW_SIZE = 512;

/** Start and end affinities (logit parts) of word tokens for label tokens. */
const AFFINITY: [word: string, label: string, start: number, end: number][] = [
  ['alice', 'person', 5, 4], // "Alice" alone: 5 + 4 - 8 = 1 (0.73)
  ['sm', 'person', 0, 5], // "Alice Smith": 5 + 5 - 8 = 2 (0.88)
  ['bob', 'person', 6, 5], // "Bob": 3 (0.95)
  ['new', 'location', 5, 0], // "New York": 2 (0.88)
  ['york', 'location', 0, 5],
  ['5551234', 'phone', 6, 6], // "5551234": 4 (0.98)
  // "Kari Anne Nordmann": 2 (0.88) beats "Kari Anne" 0 (0.5) and "Anne Nordmann" 1 (0.73), unless
  // an edge bonus lifts the part at a window's edge above it.
  ['kari', 'person', 5, 0],
  ['anne', 'person', 4, 3],
  ['nordmann', 'person', 0, 5],
];

function table(column: 2 | 3): number[] {
  const values = new Array<number>(VOCAB.length * VOCAB.length).fill(0);
  for (const row of AFFINITY) values[id(row[0]) * VOCAB.length + id(row[1])] = row[column];
  return values;
}

function tensorInput(name: string, elemType: number, dims: string[]): onnx.IValueInfoProto {
  const shape = { dim: dims.map((dimParam) => ({ dimParam })) };
  return { name, type: { tensorType: { elemType, shape } } };
}

const INT64 = onnx.TensorProto.DataType.INT64;
const FLOAT = onnx.TensorProto.DataType.FLOAT;
const BOOL = onnx.TensorProto.DataType.BOOL;
const INT = onnx.AttributeProto.AttributeType.INT;

function node(op: string, inputs: string[], output: string, attrs: Record<string, number> = {}) {
  const attribute = Object.entries(attrs).map(([name, i]) => ({ name, type: INT, i }));
  return { opType: op, input: inputs, output: [output], attribute };
}

function ints(name: string, values: number[], dims: number[] = [values.length]) {
  return { name, dataType: INT64, dims, int64Data: values };
}

/** Nodes that keep the CPU busy for `rounds` 512×512 products and add their (zero) sum. */
function slowNodes(rounds: number, input: string, output: string) {
  if (rounds === 0) return [node('Identity', [input], output)];
  const nodes = [
    node('Cast', ['text_lengths'], 'tl_f', { to: FLOAT }),
    // Zeros that depend on an input, so onnxruntime cannot fold the products away at load time.
    node('Mul', ['tl_f', 'zero_f'], 'z'),
    node('Expand', ['z', 'slow_shape'], 'h0'),
  ];
  for (let round = 1; round <= rounds; round += 1) {
    nodes.push(node('MatMul', [`h${round - 1}`, 'h0'], `h${round}`));
  }
  nodes.push(node('ReduceSum', [`h${rounds}`], 'slow_sum', { keepdims: 0 }));
  nodes.push(node('Add', [input, 'slow_sum'], output));
  return nodes;
}

function spanGraph(maxWidth: number, options: TinyGlinerOptions): onnx.IGraphProto {
  const V = VOCAB.length;
  const nodes = [
    node('Mul', ['words_mask', 'attention_mask'], 'wm'),
    node('ReduceMax', ['text_lengths'], 'L', { keepdims: 0 }),
    node('Add', ['L', 'one'], 'L1'),
    node('Range', ['one', 'L1', 'one'], 'word_numbers'),
    node('Unsqueeze', ['word_numbers', 'axes02'], 'word_numbers3'),
    node('Unsqueeze', ['wm', 'axes1'], 'wm3'),
    node('Equal', ['wm3', 'word_numbers3'], 'is_word'),
    node('Cast', ['is_word'], 'pick', { to: FLOAT }),
    node('Cast', ['input_ids'], 'ids_f', { to: FLOAT }),
    node('Unsqueeze', ['ids_f', 'axes2'], 'ids_f3'),
    node('MatMul', ['pick', 'ids_f3'], 'word_ids_f3'),
    node('Squeeze', ['word_ids_f3', 'axes2'], 'word_ids_f'),
    node('Cast', ['word_ids_f'], 'word_ids', { to: INT64 }),
    node('Equal', ['input_ids', 'ent_id'], 'is_ent'),
    node('NonZero', ['is_ent'], 'ent_at'),
    node('Gather', ['ent_at', 'one'], 'ent_pos', { axis: 0 }),
    node('Add', ['ent_pos', 'one'], 'label_pos'),
    node('Gather', ['input_ids', 'zero'], 'ids_row', { axis: 0 }),
    node('Gather', ['ids_row', 'label_pos'], 'label_ids', { axis: 0 }),
    node('Gather', ['START', 'word_ids'], 'start_rows', { axis: 0 }),
    node('Gather', ['start_rows', 'label_ids'], 'start_scores', { axis: 2 }),
    node('Gather', ['END', 'word_ids'], 'end_rows', { axis: 0 }),
    node('Gather', ['end_rows', 'label_ids'], 'end_scores', { axis: 2 }),
    node('Cast', ['span_mask'], 'sm_i', { to: INT64 }),
    node('Unsqueeze', ['sm_i', 'axes2'], 'sm_i3'),
    node('Mul', ['span_idx', 'sm_i3'], 'safe_idx'),
    node('Slice', ['safe_idx', 'zero1', 'one1', 'axes2'], 'starts'),
    node('Slice', ['safe_idx', 'one1', 'two1', 'axes2'], 'ends'),
    node('GatherND', ['start_scores', 'starts'], 's_sc', { batch_dims: 1 }),
    node('GatherND', ['end_scores', 'ends'], 'e_sc', { batch_dims: 1 }),
    node('Add', ['s_sc', 'e_sc'], 'sum'),
    node('Add', ['sum', 'bias'], 'unedged'),
    // Spans that start at the window's first word or end at its last get `edgeBonus` (0 unless a
    // test asks), as a real model may score a name cut short by the window edge.
    node('Sub', ['L', 'one'], 'last_word'),
    node('Equal', ['ends', 'last_word'], 'at_end'),
    node('Equal', ['starts', 'zero'], 'at_start'),
    node('Or', ['at_end', 'at_start'], 'at_edge'),
    node('Cast', ['at_edge'], 'at_edge_f', { to: FLOAT }),
    node('Mul', ['at_edge_f', 'edge_bonus'], 'edge'),
    node('Add', ['unedged', 'edge'], 'biased'),
    node('Cast', ['span_mask'], 'sm_f', { to: FLOAT }),
    node('Sub', ['sm_f', 'one_f'], 'off'),
    node('Mul', ['off', 'hundred'], 'penalty2'),
    node('Unsqueeze', ['penalty2', 'axes2'], 'penalty'),
    node('Add', ['biased', 'penalty'], 'scored'),
    ...slowNodes(options.slowMatMuls ?? 0, 'scored', 'flat'),
    node('Shape', ['flat'], 'flat_shape'),
    node('Slice', ['flat_shape', 'zero1', 'one1'], 'dim_b'),
    node('Slice', ['flat_shape', 'two1', 'three1'], 'dim_c'),
    node('Concat', ['dim_b', 'minus1', 'width', 'dim_c'], 'shape4', { axis: 0 }),
    node('Reshape', ['flat', 'shape4'], 'logits'),
  ];
  const floats = (name: string, values: number[], dims: number[]) => ({
    name,
    dataType: FLOAT,
    dims,
    floatData: values,
  });
  return {
    name: 'tiny_gliner',
    node: nodes,
    initializer: [
      ints('one', [1], []),
      ints('zero', [0], []),
      ints('ent_id', [ENT_ID], []),
      ints('axes02', [0, 2]),
      ints('axes1', [1]),
      ints('axes2', [2]),
      ints('zero1', [0]),
      ints('one1', [1]),
      ints('two1', [2]),
      ints('three1', [3]),
      ints('minus1', [-1]),
      ints('width', [maxWidth]),
      floats('START', table(2), [V, V]),
      floats('END', table(3), [V, V]),
      floats('bias', [-8], []),
      floats('edge_bonus', [options.edgeBonus ?? 0], []),
      ...(options.slowMatMuls
        ? [floats('zero_f', [0], []), ints('slow_shape', [SLOW_SIZE, SLOW_SIZE])]
        : []),
      floats('one_f', [1], []),
      floats('hundred', [100], []),
    ],
    input: [
      tensorInput('input_ids', INT64, ['batch', 'seq']),
      tensorInput('attention_mask', INT64, ['batch', 'seq']),
      tensorInput('words_mask', INT64, ['batch', 'seq']),
      tensorInput('text_lengths', INT64, ['batch', 'value']),
      tensorInput('span_idx', INT64, ['batch', 'num_spans', 'idx']),
      tensorInput('span_mask', BOOL, ['batch', 'num_spans']),
    ],
    output: [tensorInput('logits', FLOAT, ['batch', 'words', 'width', 'classes'])],
  };
}

/** Serialises a graph as an opset-13 ONNX model. */
export function encodeModel(graph: onnx.IGraphProto): Uint8Array {
  const model = onnx.ModelProto.create({
    irVersion: 7,
    producerName: 'tiny-gliner-fixture',
    opsetImport: [{ domain: '', version: 13 }],
    graph,
  });
  return onnx.ModelProto.encode(model).finish();
}

/** A model with a token-level-like signature (no span inputs), to test the signature check. */
export function tokenLevelModel(): Uint8Array {
  return encodeModel({
    name: 'token_level',
    node: [node('Identity', ['input_ids'], 'logits')],
    input: [tensorInput('input_ids', INT64, ['batch', 'seq'])],
    output: [tensorInput('logits', INT64, ['batch', 'seq'])],
  });
}

function tokenizerJson(): object {
  const vocab = Object.fromEntries(VOCAB.map((token, index) => [token, index]));
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map((content, index) => ({
      id: index,
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: { type: 'BertNormalizer', clean_text: true, lowercase: true, strip_accents: null },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'BertProcessing',
      sep: ['[SEP]', id('[SEP]')],
      cls: ['[CLS]', id('[CLS]')],
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', vocab },
  };
}

export type TinyGlinerOptions = {
  maxLen?: number;
  maxWidth?: number;
  onnxPath?: string;
  /** Added to the logit of spans touching the first or last word of a window. */
  edgeBonus?: number;
  /** 512×512 matrix products per model call, to make each call slow. */
  slowMatMuls?: number;
};

/** Writes the tiny model folder: ONNX graph, WordPiece tokenizer and gliner_config.json. */
export function writeTinyGliner(dir: string, options: TinyGlinerOptions = {}): void {
  const maxWidth = options.maxWidth ?? 4;
  const onnxPath = join(dir, options.onnxPath ?? 'model.onnx');
  mkdirSync(dirname(onnxPath), { recursive: true });
  writeFileSync(onnxPath, encodeModel(spanGraph(maxWidth, options)));
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tokenizerJson()));
  const tokenizerConfig = { model_max_length: 512, cls_token: '[CLS]', sep_token: '[SEP]' };
  writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify(tokenizerConfig));
  const config = {
    max_width: maxWidth,
    max_len: options.maxLen ?? 384,
    span_mode: 'markerV0',
    ent_token: '<<ENT>>',
    sep_token: '<<SEP>>',
  };
  writeFileSync(join(dir, 'gliner_config.json'), JSON.stringify(config));
}
