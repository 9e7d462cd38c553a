// The engine-browser test project's set-up: what a browser's engine worker provides instead of
// Node's host (src/node-host.ts). Regular expressions match in the thread, with no time limit of
// their own: the on-device host ends the worker that runs past it.
import { matchInThread, provideRegexRunner } from '../search/guarded-regex';

provideRegexRunner(matchInThread);
