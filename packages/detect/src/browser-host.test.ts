import { describe, expect, it } from 'vitest';
import { fetchedModelAssets, ModelFetchError, type ModelUrls } from './browser-host';
import { gunzipWithStreams } from './ner/model-assets';

const URLS: ModelUrls = {
  'ner.json.gz': 'https://device.example/models/ner.json.gz',
  'word-clusters.txt.gz': 'https://device.example/models/word-clusters.txt.gz',
};

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A server holding one body per URL, answering 404 to the rest. */
function serving(bodies: Record<string, Uint8Array>, asked: string[] = []) {
  return async (url: string | URL) => {
    asked.push(String(url));
    const body = bodies[String(url)];
    return body ? new Response(body.slice()) : new Response('not here', { status: 404 });
  };
}

describe('a browser host for the fast engine', () => {
  it('fetches each file from its URL and gunzips it', async () => {
    const asked: string[] = [];
    const assets = fetchedModelAssets(URLS, {
      fetch: serving({ [String(URLS['ner.json.gz'])]: await gzip('{"model":1}') }, asked),
    });
    const stored = await assets.read('ner.json.gz');
    expect(new TextDecoder().decode(await assets.gunzip!(stored))).toBe('{"model":1}');
    expect(asked).toEqual([URLS['ner.json.gz']]);
  });

  it('takes a file the browser already unpacked (sent with Content-Encoding: gzip) as it is', async () => {
    const assets = fetchedModelAssets(URLS);
    const plain = new TextEncoder().encode('ACME 0110\n');
    expect(await assets.gunzip!(plain)).toEqual(plain);
    expect(await assets.gunzip!(await gzip('ACME 0110\n'))).toEqual(
      await gunzipWithStreams(await gzip('ACME 0110\n')),
    );
  });

  it('names the file and the status when the server does not have it', async () => {
    const assets = fetchedModelAssets(URLS, { fetch: serving({}) });
    const failure = assets.read('word-clusters.txt.gz');
    await expect(failure).rejects.toThrow(ModelFetchError);
    await expect(failure).rejects.toThrow(
      "The name tagger's model file https://device.example/models/word-clusters.txt.gz could not be fetched (HTTP 404)",
    );
  });
});
