import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { parseGlinerConfig, type GlinerSettings } from './gliner-config';

/** The files of an installed GLiNER model folder. */
export type ModelFiles = {
  dir: string;
  onnxPath: string;
  tokenizerPath: string;
  /** Optional: tokenizers.js reads special tokens and `model_max_length` from it. */
  tokenizerConfigPath: string | null;
  settings: GlinerSettings;
};

export type FolderCheck = { ok: true; files: ModelFiles } | { ok: false; detail: string };

const NOT_INSTALLED = 'Standard AI is not installed';

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function onnxFilesIn(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.onnx') && isFile(join(dir, name)))
    .sort();
}

/*
 * GLiNER's export writes model.onnx (+ model_quantized.onnx) into one folder; onnx-community repos
 * keep the tokenizer and gliner_config.json at the top and model*.onnx variants under onnx/.
 */
function findOnnx(dir: string, modelFile: string | undefined): string | { detail: string } {
  if (modelFile) {
    const chosen = resolve(dir, modelFile);
    return isFile(chosen) ? chosen : { detail: `the model file ${chosen} does not exist` };
  }
  for (const candidate of [join(dir, 'model.onnx'), join(dir, 'onnx', 'model.onnx')]) {
    if (isFile(candidate)) return candidate;
  }
  for (const folder of [dir, join(dir, 'onnx')]) {
    const found = onnxFilesIn(folder);
    if (found.length === 1) return join(folder, found[0]!);
    if (found.length > 1) {
      return {
        detail: `${folder} holds several ONNX files (${found.join(', ')}); name one model.onnx`,
      };
    }
  }
  return { detail: `${dir} has no ONNX model (model.onnx or onnx/model.onnx)` };
}

function readSettings(path: string): GlinerSettings | { detail: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { detail: `${path} is not valid JSON` };
  }
  const settings = parseGlinerConfig(raw);
  return 'unsupported' in settings ? { detail: `${path}: ${settings.unsupported}` } : settings;
}

/** Checks that a folder holds a runnable GLiNER model, with a one-line reason when it does not. */
export function inspectModelFolder(dir: string | undefined, modelFile?: string): FolderCheck {
  try {
    return inspect(dir, modelFile);
  } catch (error) {
    // An unreadable folder (permissions, a vanished mount) is reported, not thrown at the caller.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, detail: `${NOT_INSTALLED}: ${reason}` };
  }
}

function inspect(dir: string | undefined, modelFile: string | undefined): FolderCheck {
  if (!dir?.trim()) {
    return {
      ok: false,
      detail: `${NOT_INSTALLED}: set GLINER_MODEL_DIR to a GLiNER ONNX model folder`,
    };
  }
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { ok: false, detail: `${NOT_INSTALLED}: the model folder ${root} does not exist` };
  }
  const missing = ['tokenizer.json', 'gliner_config.json'].filter((f) => !isFile(join(root, f)));
  if (missing.length > 0) {
    return { ok: false, detail: `${NOT_INSTALLED}: ${root} has no ${missing.join(' or ')}` };
  }
  const onnxPath = findOnnx(root, modelFile);
  if (typeof onnxPath !== 'string')
    return { ok: false, detail: `${NOT_INSTALLED}: ${onnxPath.detail}` };
  const settings = readSettings(join(root, 'gliner_config.json'));
  if ('detail' in settings) return { ok: false, detail: `${NOT_INSTALLED}: ${settings.detail}` };
  const tokenizerConfigPath = join(root, 'tokenizer_config.json');
  return {
    ok: true,
    files: {
      dir: root,
      onnxPath,
      tokenizerPath: join(root, 'tokenizer.json'),
      tokenizerConfigPath: isFile(tokenizerConfigPath) ? tokenizerConfigPath : null,
      settings,
    },
  };
}
