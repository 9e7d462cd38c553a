// The engine-browser test project's set-up: the fast engine's model files fetched from the test
// server (beside the package), as the on-device worker fetches its own, and loaded before the
// tests, which call the tagger directly as well as through the engine. The project does not
// isolate its files, so this runs before each file in one page: the load is done once.
import { provideFetchedModels } from '../browser-host';
import { loadNerModel } from '../ner/model-loader';

const page = globalThis as { fastEngineModel?: Promise<unknown> };
page.fastEngineModel ??= (() => {
  provideFetchedModels({
    'ner.json.gz': new URL('../../models/ner.json.gz', import.meta.url),
    'word-clusters.txt.gz': new URL('../../models/word-clusters.txt.gz', import.meta.url),
  });
  return loadNerModel();
})();
await page.fastEngineModel;
