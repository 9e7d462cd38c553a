import vm from 'node:vm';
import { RegexTimeoutError, type RegexRunner } from './guarded-regex';

/** Node's regex runner: the pattern runs in a V8 context that stops it at the time limit. */
export const matchInVm: RegexRunner = (source, flags, texts, timeoutMs) => {
  const context = vm.createContext({ source, flags, texts, result: null });
  try {
    new vm.Script(MATCH_ALL).runInContext(context, { timeout: timeoutMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new RegexTimeoutError();
    }
    throw error;
  }
  return context.result as number[][];
};

const MATCH_ALL = `
result = texts.map((text) => {
  const pattern = new RegExp(source, flags.includes('g') ? flags : flags + 'g');
  const spans = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].length > 0) spans.push(match.index, match.index + match[0].length);
  }
  return spans;
});
`;
