import path from 'node:path';
import {
  type LabelledText,
  type NorneSentence,
  CALIBRATION_FILES,
  ENGLISH_HELD_OUT,
  HELD_OUT_FOLD,
  NORNE_FILES,
  TRAIN_FILES,
  WITHOUT_SPACING,
  corpusDir,
  readConllu,
} from './conllu';
import { Rng } from './rng';
import { generateTexts, type TemplateSet } from './synth';
import { SlotFiller } from './synth-slots';
import { EN_HELDOUT_TEMPLATES, HELDOUT_ORG_PATTERNS } from './templates-en-heldout';
import { EN_FORM_TEMPLATES } from './templates-en-forms';
import { EN_LETTER_TEMPLATES } from './templates-en-train';
import { NO_TRAIN_TEMPLATES } from './templates-no-train';

const EN_TRAIN_TEMPLATES: TemplateSet = {
  entity: [...EN_LETTER_TEMPLATES.entity, ...EN_FORM_TEMPLATES.entity],
  filler: [...EN_LETTER_TEMPLATES.filler, ...EN_FORM_TEMPLATES.filler],
  heading: [...EN_LETTER_TEMPLATES.heading, ...EN_FORM_TEMPLATES.heading],
};

/**
 * The held-out sets the tagger is scored on: NorNE's held-out fifth per variety, the generated
 * English held-out texts, and the test part of each English labelled set.
 */
export type HeldOutSets = {
  bokmaal: LabelledText[];
  nynorsk: LabelledText[];
  english: LabelledText[];
} & Record<keyof typeof ENGLISH_HELD_OUT, LabelledText[]>;

/** Fixed sizes and seeds: changing any of them changes the model and the reported scores. */
export const SYNTHETIC = {
  englishTrain: { count: 7000, seed: 101 },
  norwegianTrain: { count: 2500, seed: 202 },
  calibration: { count: 600, seed: 303 },
  englishHeldOut: { count: 1500, seed: 9001 },
} as const;

/**
 * The labelled sentences split into training sentences (with their fold: NorNE's train split,
 * the English sets' train parts, and NorNE dev/test outside the held-out fifth) and NorNE's
 * held-out sentences per variety.
 */
export function loadNorne(): {
  train: NorneSentence[];
  bokmaal: NorneSentence[];
  nynorsk: NorneSentence[];
} {
  const train: NorneSentence[] = [];
  const bokmaal: NorneSentence[] = [];
  const nynorsk: NorneSentence[] = [];
  for (const { file, variety } of NORNE_FILES) {
    for (const sentence of readConllu(path.join(corpusDir(), file))) {
      if (sentence.block % 5 !== HELD_OUT_FOLD) train.push(sentence);
      else (variety === 'bokmaal' ? bokmaal : nynorsk).push(sentence);
    }
  }
  for (const file of TRAIN_FILES) train.push(...readConllu(path.join(corpusDir(), file)));
  return { train, bokmaal, nynorsk };
}

/** The English dev parts, for fitting the score calibration. */
export function calibrationSentences(): NorneSentence[] {
  return CALIBRATION_FILES.flatMap((file) => readConllu(path.join(corpusDir(), file)));
}

/**
 * Every fifth entity template of a set (index % 5 === 4) is kept for calibration in stage A, so
 * that the score calibration sees wording the stage A model did not train on.
 */
function templatePart(set: TemplateSet, part: 'all' | 'fit' | 'calibrate'): TemplateSet {
  if (part === 'all') return set;
  const entity = set.entity.filter((_, i) => (i % 5 === 4) === (part === 'calibrate'));
  return { ...set, entity };
}

/** Synthetic English and Norwegian training texts from the training templates and name pools. */
export function syntheticTraining(part: 'all' | 'fit' = 'all'): LabelledText[] {
  const { englishTrain, norwegianTrain } = SYNTHETIC;
  const enRng = new Rng(englishTrain.seed);
  const noRng = new Rng(norwegianTrain.seed);
  const enFiller = new SlotFiller(enRng, 'train', 'en', { en: 0.65, no: 0.2, other: 0.15 });
  const noFiller = new SlotFiller(noRng, 'train', 'no', { no: 0.7, en: 0.1, other: 0.2 });
  return [
    ...generateTexts(
      templatePart(EN_TRAIN_TEMPLATES, part),
      enFiller,
      enRng,
      englishTrain.count,
      'en',
    ),
    ...generateTexts(
      templatePart(NO_TRAIN_TEMPLATES, part),
      noFiller,
      noRng,
      norwegianTrain.count,
      'no',
    ),
  ];
}

/** Texts for fitting the score calibration: the calibration fifth of the templates, own seed. */
export function syntheticCalibration(): LabelledText[] {
  const rng = new Rng(SYNTHETIC.calibration.seed);
  const enFiller = new SlotFiller(rng, 'train', 'en', { en: 0.65, no: 0.2, other: 0.15 });
  const noFiller = new SlotFiller(rng, 'train', 'no', { no: 0.7, en: 0.1, other: 0.2 });
  return [
    ...generateTexts(
      templatePart(EN_TRAIN_TEMPLATES, 'calibrate'),
      enFiller,
      rng,
      SYNTHETIC.calibration.count,
      'cal-en',
    ),
    ...generateTexts(
      templatePart(NO_TRAIN_TEMPLATES, 'calibrate'),
      noFiller,
      rng,
      SYNTHETIC.calibration.count / 2,
      'cal-no',
    ),
  ];
}

/** The English held-out set: its own templates, organisation shapes, seed and names. */
export function englishHeldOut(): LabelledText[] {
  const rng = new Rng(SYNTHETIC.englishHeldOut.seed);
  const filler = new SlotFiller(
    rng,
    'heldout',
    'en',
    { en: 0.45, other: 0.4, no: 0.15 },
    HELDOUT_ORG_PATTERNS,
  );
  return generateTexts(
    EN_HELDOUT_TEMPLATES,
    filler,
    rng,
    SYNTHETIC.englishHeldOut.count,
    'heldout-en',
  );
}

/** All held-out sets, ready for scoring. */
export function heldOutSets(): HeldOutSets {
  const { bokmaal, nynorsk } = loadNorne();
  const read = (file: string) =>
    readConllu(path.join(corpusDir(), file), WITHOUT_SPACING.has(file));
  return {
    bokmaal,
    nynorsk,
    english: englishHeldOut(),
    gum: read(ENGLISH_HELD_OUT.gum),
    wnut17: read(ENGLISH_HELD_OUT.wnut17),
    btc: read(ENGLISH_HELD_OUT.btc),
    uner: read(ENGLISH_HELD_OUT.uner),
    wikigold: read(ENGLISH_HELD_OUT.wikigold),
  };
}
