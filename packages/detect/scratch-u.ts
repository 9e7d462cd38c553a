import './src/node-host';
import { findCapitalSurnames, findInitialSurnames, findInvertedNames } from './src/ner';
import { findNaturalPersons } from './src/ner/natural-persons';
import { findSlavicNames } from './src/ner/slavic-names';
for (const text of process.argv.slice(2))
  console.log(findCapitalSurnames(text), findInitialSurnames(text), findInvertedNames(text), findNaturalPersons(text), findSlavicNames(text));
