// Node's host for the engine (the pool's worker threads, the unit tests' set-up, scripts): what
// a browser's engine worker provides differently (see packages/device).
import { provideRegexRunner } from './search/guarded-regex';
import { matchInVm } from './search/vm-regex';

provideRegexRunner(matchInVm);
