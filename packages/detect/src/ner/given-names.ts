import { gazetteerFlag } from './gazetteer';
import { getNerTagger } from './model-loader';

const FIRST_NAME = gazetteerFlag('firstNames');

/** Whether a word (any case) is on the lists of given names. */
export const isGivenName = (word: string): boolean =>
  (getNerTagger().gazetteer.wordFlags(word.toLowerCase()) & FIRST_NAME) !== 0;
