import '../src/node-host';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { unpackModel } from '../src/ner/model-file';
import { NerTagger } from '../src/ner/tagger';
import { evaluateNer, formatEvaluation } from './evaluate-ner';
import {
  calibrationSentences,
  heldOutSets,
  loadNorne,
  syntheticCalibration,
  syntheticTraining,
} from './ner/datasets';
import { collectCommonWords, collectNorneNames } from './ner/gazetteer-sources';
import { calibrate, trainStage } from './ner/train-stage';
import { loadWordClusters } from '../src/ner/model-loader';

/*
 * Trains the name tagger (npm run train:ner -w @workbench/detect): NorNE training folds plus
 * synthetic English and Norwegian texts, averaged perceptron, fixed seeds and epochs. Stage A
 * leaves training fold 4 out and fits the score calibration on it and the English dev parts;
 * stage B trains on all training folds and those dev parts, and keeps stage A's calibration. Then it scores the held-out sets.
 */
const MODEL_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../models/ner.json.gz',
);

const started = Date.now();
const { train } = loadNorne();
const names = collectNorneNames(train);
const commonWords = collectCommonWords(train);
console.log(`Labelled training sentences: ${train.length}`);

console.log('Stage A (training fold 4 left out for calibration)');
const stageA = trainStage({
  names,
  commonWords,
  norne: train.filter((s) => s.block % 5 !== 4),
  folds: [0, 1, 3],
  synthetic: syntheticTraining('fit'),
  seed: 1,
});
const calibration = calibrate(stageA, [
  ...train.filter((s) => s.block % 5 === 4),
  ...calibrationSentences(),
  ...syntheticCalibration(),
]);

console.log('Stage B (all training folds)');
const synthetic = syntheticTraining('all');
const model = trainStage({
  names,
  commonWords,
  // The English dev parts only calibrated stage A; the final model learns from them too.
  norne: [...train, ...calibrationSentences()],
  folds: [0, 1, 3, 4],
  synthetic,
  seed: 2,
});
model.calibration = calibration;
mkdirSync(path.dirname(MODEL_FILE), { recursive: true });
const bytes = gzipSync(JSON.stringify(model), { level: 9 });
writeFileSync(MODEL_FILE, bytes);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`Wrote ${MODEL_FILE} (${(bytes.length / 1e6).toFixed(2)} MB) after ${seconds} s`);

// Score the model as it was written (quantised), through the same code path as tagNames.
const tagger = new NerTagger(unpackModel(model), loadWordClusters());
const detect = (text: string) => tagger.tag(text).map((e) => ({ ...e, entity_type: e.type }));
console.log('\nHeld-out scores at the default threshold 0.5 (entity-level exact match):');
console.log(formatEvaluation(await evaluateNer(detect, { sets: heldOutSets() })));
