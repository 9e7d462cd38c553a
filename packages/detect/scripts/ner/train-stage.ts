import { Gazetteer } from '../../src/ner/gazetteer';
import {
  packWeights,
  unpackModel,
  type Calibration,
  type NerModelFile,
} from '../../src/ner/model-file';
import { NerTagger } from '../../src/ner/tagger';
import { loadWordClusters } from '../../src/ner/model-loader';
import { NER_TYPES, TAG_COUNT, type NerType } from '../../src/ner/tags';
import { fitPlatt } from './calibrate';
import type { LabelledText, NorneSentence } from './conllu';
import { buildExample, type Example } from './examples';
import { indexFeatures, toIndexed } from './feature-index';
import { gazetteerWith, type NorneNames } from './gazetteer-sources';
import { trainPerceptron } from './perceptron';
import { Rng } from './rng';
import { recase, wrap } from './synth';

/** Fixed training settings: changing one changes the model and the reported scores. */
export const TRAINING = {
  epochs: 14,
  /** Features seen fewer times are dropped before training. */
  minFeatureCount: 2,
  /** Share of synthetic names whose gazetteer flags are hidden (see buildExample). */
  syntheticMaskRate: 0.25,
} as const;

/** What one training stage learns from. */
export type StageInput = {
  names: NorneNames;
  commonWords: string[];
  norne: NorneSentence[];
  /** The NorNE training folds whose names go into the gazetteer. */
  folds: number[];
  synthetic: LabelledText[];
  seed: number;
};

/** PDF-like variants of NorNE sentences: some wrapped over lines, a few in capitals. */
function augment(sentence: NorneSentence, rng: Rng): NorneSentence {
  const roll = rng.next();
  if (roll < 0.2) return { ...sentence, text: wrap(sentence.text, rng) };
  if (roll < 0.26) return { ...sentence, text: recase(sentence.text, (t) => t.toUpperCase()) };
  return sentence;
}

/** Trains one model on NorNE sentences (each seeing only the other folds' names) and synthetic texts. */
export function trainStage({
  names,
  commonWords: common,
  norne,
  folds,
  synthetic,
  seed,
}: StageInput): NerModelFile {
  const rng = new Rng(seed);
  const clusters = loadWordClusters();
  const gazetteer = gazetteerWith(names, folds, common);
  const modelGazetteer = new Gazetteer(gazetteer);
  // Each NorNE sentence sees only the names of the other folds, as unseen text would.
  const foldGazetteers = new Map(
    folds.map((fold) => [
      fold,
      new Gazetteer(
        gazetteerWith(
          names,
          folds.filter((f) => f !== fold),
          common,
        ),
      ),
    ]),
  );
  const examples: Example[] = [];
  let lost = 0;
  for (const sentence of norne) {
    const example = buildExample(
      augment(sentence, rng),
      foldGazetteers.get(sentence.block % 5) ?? modelGazetteer,
      rng,
      0,
      clusters,
    );
    lost += example.lost;
    examples.push(example);
  }
  for (const text of synthetic) {
    const example = buildExample(text, modelGazetteer, rng, TRAINING.syntheticMaskRate, clusters);
    lost += example.lost;
    examples.push(example);
  }
  const index = indexFeatures(examples, TRAINING.minFeatureCount);
  console.log(
    `  ${examples.length} texts, ${index.length} features, ${lost} gold entities not on token edges`,
  );
  const indexed = examples.map((example) => toIndexed(example, index));
  examples.length = 0;
  const { weights, transitions } = trainPerceptron(
    indexed,
    index.length,
    TRAINING.epochs,
    rng,
    (epoch, errors) => console.log(`  epoch ${epoch + 1}: ${errors} token errors`),
  );
  const packed = packWeights(index, weights);
  const model: NerModelFile = {
    format: 'workbench-ner-perceptron',
    version: 1,
    tagCount: TAG_COUNT,
    ...packed,
    transitions: Array.from(transitions, (value) => Math.round(value * 1000) / 1000),
    calibration: Object.fromEntries(NER_TYPES.map((type) => [type, { a: 1, b: 0 }])) as Calibration,
    gazetteer,
    meta: {
      epochs: TRAINING.epochs,
      minFeatureCount: TRAINING.minFeatureCount,
      folds: folds.join(','),
      texts: indexed.length,
    },
  };
  return model;
}

/** Fits the per-type score calibration of `model` on texts it did not train on. */
export function calibrate(model: NerModelFile, texts: readonly LabelledText[]): Calibration {
  const tagger = new NerTagger(unpackModel(model), loadWordClusters());
  const byType = new Map<NerType, { logOdds: number[]; labels: boolean[] }>(
    NER_TYPES.map((type) => [type, { logOdds: [], labels: [] }]),
  );
  for (const text of texts) {
    const gold = new Set(text.entities.map((e) => `${e.start}:${e.end}:${e.type}`));
    for (const entity of tagger.tag(text.text)) {
      const bucket = byType.get(entity.type);
      bucket?.logOdds.push(entity.logOdds);
      bucket?.labels.push(gold.has(`${entity.start}:${entity.end}:${entity.type}`));
    }
  }
  const calibration = {} as Calibration;
  for (const [type, { logOdds, labels }] of byType) {
    const { a, b } = fitPlatt(logOdds, labels);
    console.log(
      `  ${type} calibration on ${logOdds.length} spans (${labels.filter(Boolean).length} correct): a=${a.toFixed(4)} b=${b.toFixed(4)}`,
    );
    calibration[type] = { a: Math.round(a * 1e4) / 1e4, b: Math.round(b * 1e4) / 1e4 };
  }
  return calibration;
}
