// What a browser's engine worker sets up before the engine loads (on-device mode): MuPDF's heap
// cap and the regex runner. Nothing here loads MuPDF, so the worker can import this first and
// `@workbench/pdf/engine` after.
export { capEngineMemory } from './engine/heap-cap';
export {
  matchInThread,
  provideRegexRunner,
  REGEX_TIME_LIMIT_MS,
  type RegexRunner,
} from './search/guarded-regex';
