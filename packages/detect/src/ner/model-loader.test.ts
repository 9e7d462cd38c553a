import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { defaultModelPath, nodeModelAssets } from '../node-host';
import type { Span } from '../span';
import type { AsyncModelAssets, ModelAssetName } from './model-assets';
import { getNerTagger, loadNerModel, loadNerTagger, provideModelAssets } from './model-loader';
import type { TaggedEntity } from './tagger';

const TEXT = 'Kari Nordmann bor i Bergen. Dear Mr. John Smith, see you in Manchester.';
const TYPES = ['PERSON', 'LOCATION', 'EMAIL_ADDRESS'];

/** A browser's host as the engine sees it: files fetched, gunzipped by the platform's streams. */
function fetchedFiles(fetched: ModelAssetName[] = []): AsyncModelAssets {
  return {
    read: async (name) => {
      fetched.push(name);
      return new Uint8Array(await readFile(defaultModelPath(name)));
    },
  };
}

let taggedInNode: TaggedEntity[];
let detectedInNode: Span[];
beforeAll(async () => {
  taggedInNode = loadNerTagger().tag(TEXT);
  detectedInNode = await createFastEngine().detect({ text: TEXT, entities: TYPES });
});
afterAll(() => provideModelAssets(nodeModelAssets));

describe('a host that fetches the model files', () => {
  it('loads each file once, into the tagger Node reads from disk', async () => {
    const fetched: ModelAssetName[] = [];
    provideModelAssets(fetchedFiles(fetched));
    expect(() => getNerTagger()).toThrow(/await loadNerModel\(\)/);
    const [tagger, again] = await Promise.all([loadNerModel(), loadNerModel()]);
    expect(again).toBe(tagger);
    expect(getNerTagger()).toBe(tagger);
    expect(tagger.tag(TEXT)).toEqual(taggedInNode);
    expect(fetched.sort()).toEqual(['ner.json.gz', 'word-clusters.txt.gz']);
  });

  it('is waited for by the fast engine, which then finds what it finds in Node', async () => {
    provideModelAssets(fetchedFiles());
    const spans = await createFastEngine().detect({ text: TEXT, entities: TYPES });
    expect(spans).toEqual(detectedInNode);
    expect(spans.some((span) => span.entity_type === 'PERSON')).toBe(true);
  });

  it('fetches again after a failed fetch', async () => {
    let isOffline = true;
    const files = fetchedFiles();
    provideModelAssets({
      read: (name) => (isOffline ? Promise.reject(new Error('offline')) : files.read(name)),
    });
    await expect(loadNerModel()).rejects.toThrow('offline');
    isOffline = false;
    expect((await loadNerModel()).tag(TEXT)).toEqual(taggedInNode);
  });
});
