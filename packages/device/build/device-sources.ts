import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEVICE_ASSETS_PATH, type DeviceAssetRole } from '../src/assets';

/** A file of the engine copied from node_modules or packages/detect to a URL under /device/. */
export interface DeviceSource {
  role: DeviceAssetRole;
  /** Root-relative URL, as the manifest gives it. */
  url: string;
  /** Where the file is on this machine. */
  file: string;
}

export interface DeviceSources {
  files: DeviceSource[];
  ocrCorePath: string;
  ocrLangPath: string;
}

/** tesseract.js's language data: LSTM-only integer models, as packages/pdf's OCR uses them. */
const OCR_MODEL_FOLDER = '4.0.0_best_int';
const OCR_LANGUAGES = [
  ['eng', 'ocr-lang-eng'],
  ['nor', 'ocr-lang-nor'],
] as const;
/** The LSTM-only core builds tesseract.js chooses from (OEM 1) by the browser's wasm features. */
const OCR_CORES = [
  ['tesseract-core-relaxedsimd-lstm.wasm.js', 'ocr-core-relaxedsimd'],
  ['tesseract-core-simd-lstm.wasm.js', 'ocr-core-simd'],
  ['tesseract-core-lstm.wasm.js', 'ocr-core'],
] as const;

const requireHere = createRequire(import.meta.url);

function packageDir(name: string, from = requireHere): string {
  return path.dirname(from.resolve(`${name}/package.json`));
}

function versionOf(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

/** The first 8 hex digits of the file's SHA-256: a new file, a new name. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

/** `device/<stem>-<hash8><ext>`, for a file whose name tells nothing of its version. */
function hashed(role: DeviceAssetRole, file: string, stem: string, ext: string): DeviceSource {
  const url = `${DEVICE_ASSETS_PATH}${stem}-${contentHash(readFileSync(file))}${ext}`;
  return { role, url, file };
}

/**
 * Every file of the engine but its bundled scripts, and the URL each is served at. MuPDF's wasm
 * and the tagger's models carry a content hash; tesseract.js's worker, cores and language data
 * keep their own names (tesseract.js derives them from `corePath` and `langPath`) in folders
 * named after their packages' versions, so a new build of any of them gets a new URL.
 */
export function readDeviceSources(): DeviceSources {
  const mupdfDist = path.dirname(requireHere.resolve('mupdf'));
  const models = path.join(path.dirname(requireHere.resolve('@workbench/detect')), '../models');
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core', createRequire(path.join(tesseract, 'package.json')));
  const langs = OCR_LANGUAGES.map(([lang, role]) => {
    const dir = packageDir(`@tesseract.js-data/${lang}`);
    return { lang, role, dir, version: versionOf(dir) };
  });

  const ocr = `${DEVICE_ASSETS_PATH}ocr/`;
  const ocrWorkerPath = `${ocr}tesseract.js-${versionOf(tesseract)}`;
  const ocrCorePath = `${ocr}core-${versionOf(core)}`;
  const langTag = langs.map(({ lang, version }) => `${lang}-${version}`).join('_');
  const ocrLangPath = `${ocr}lang-${langTag}-${OCR_MODEL_FOLDER.replace(/^[\d.]+_/, '')}`;

  const files: DeviceSource[] = [
    hashed('mupdf-wasm', path.join(mupdfDist, 'mupdf-wasm.wasm'), 'mupdf-wasm', '.wasm'),
    hashed('ner-model', path.join(models, 'ner.json.gz'), 'ner', '.json.gz'),
    hashed('word-clusters', path.join(models, 'word-clusters.txt.gz'), 'word-clusters', '.txt.gz'),
    {
      role: 'ocr-worker',
      url: `${ocrWorkerPath}/worker.min.js`,
      file: path.join(tesseract, 'dist/worker.min.js'),
    },
    ...OCR_CORES.map(([name, role]) => ({
      role,
      url: `${ocrCorePath}/${name}`,
      file: path.join(core, name),
    })),
    ...langs.map(({ lang, role, dir }) => ({
      role,
      url: `${ocrLangPath}/${lang}.traineddata.gz`,
      file: path.join(dir, OCR_MODEL_FOLDER, `${lang}.traineddata.gz`),
    })),
  ];
  return { files, ocrCorePath, ocrLangPath };
}
