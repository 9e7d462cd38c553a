/** The lexicon of each of the eight languages the documents are written in. */
import { DA } from './lexicon-da';
import { DE } from './lexicon-de';
import { EN } from './lexicon-en';
import { FR } from './lexicon-fr';
import type { Lexicon } from './lexicon';
import { NB } from './lexicon-nb';
import { NL } from './lexicon-nl';
import { NN } from './lexicon-nn';
import { SV } from './lexicon-sv';
import type { Language } from './model';

export const LEXICONS: Record<Language, Lexicon> = {
  nb: NB,
  nn: NN,
  en: EN,
  de: DE,
  fr: FR,
  nl: NL,
  sv: SV,
  da: DA,
};
