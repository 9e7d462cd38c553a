import { createFastEngine, FAST_TYPES } from '../src/fast-engine';
import { makeDocument, type BenchDocument, type Gold } from './documents';
import { hasAccountDigit, hasFodselsnummerDigits, seeded } from './identifiers';
import { formatScores, scoreSpans, type TypeScore } from './score';
import { evaluateNer, formatEvaluation } from '../scripts/evaluate-ner';

const DOCUMENTS_PER_LANGUAGE = 150;
const WORDS_PER_PAGE = 500;

const isValidAnywhere = (value: string) => hasFodselsnummerDigits(value) || hasAccountDigit(value);

function plantedDocuments(): BenchDocument[] {
  const random = seeded(20261121);
  return (['nb', 'en'] as const).flatMap((language) =>
    Array.from({ length: DOCUMENTS_PER_LANGUAGE }, () =>
      makeDocument(random, language, WORDS_PER_PAGE, isValidAnywhere),
    ),
  );
}

async function identifierScores(documents: BenchDocument[]): Promise<Map<string, TypeScore>> {
  const engine = createFastEngine();
  const goldTypes = new Set(
    documents.flatMap((document) => document.gold.map((gold) => gold.entity_type)),
  );
  const pairs: { gold: Gold[]; found: Gold[] }[] = [];
  for (const document of documents) {
    const spans = await engine.detect({ text: document.text, entities: [...goldTypes] });
    const found = spans.filter((span) => span.score >= 0.5 && goldTypes.has(span.entity_type));
    pairs.push({ gold: document.gold, found });
  }
  return scoreSpans(pairs);
}

/** Pages per second of the whole fast engine (every type, names included) on one thread. */
async function throughput(
  documents: BenchDocument[],
): Promise<{ pagesPerSecond: number; wordsPerPage: number }> {
  const engine = createFastEngine();
  const entities = [...FAST_TYPES];
  await engine.detect({ text: documents[0]!.text, entities }); // loads the tagger
  let rounds = 0;
  const started = performance.now();
  while (performance.now() - started < 3_000) {
    for (const document of documents) await engine.detect({ text: document.text, entities });
    rounds++;
  }
  const seconds = (performance.now() - started) / 1000;
  const words =
    documents.reduce((sum, document) => sum + document.text.split(/\s+/).length, 0) /
    documents.length;
  return {
    pagesPerSecond: Math.round((rounds * documents.length) / seconds),
    wordsPerPage: Math.round(words),
  };
}

const documents = plantedDocuments();
console.log(
  `Planted identifiers: ${documents.length} generated pages (Norwegian and English), threshold 0.5`,
);
console.log(formatScores(await identifierScores(documents)));
console.log(
  '\nNames, places and organisations through the whole fast engine (held-out sentences):',
);
const fast = createFastEngine();
console.log(
  formatEvaluation(await evaluateNer((text) => fast.detect({ text, entities: FAST_TYPES }))),
);
const speed = await throughput(documents);
console.log(
  `\nFast engine throughput: ${speed.pagesPerSecond} pages/s on one thread (${speed.wordsPerPage} words per page)`,
);
