import { PDF_PATHS, type TExtractResponse } from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { ok } from '../../../test/fake-http';
import { extractWords } from './words-api';

const pages: TExtractResponse['pages'] = [
  {
    page_number: 1,
    width: 595,
    height: 842,
    ocr: true,
    text: 'Kari Nordmann',
    words: [{ text: 'Kari', x0: 1, y0: 2, x1: 3, y1: 4, ocr: true, start: 0, end: 4 }],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('reading the words of a file, encrypted', () => {
  it('uploads the file encrypted and reads the decrypted pages', async () => {
    const { fetchMock, payload } = installFakeApi({ signedIn: true });
    const received: string[] = [];
    const others = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (input !== PDF_PATHS.extract) return others(input, init);
      const file = (init?.body as FormData).get('file') as File;
      received.push(`${file.name}: ${new TextDecoder().decode(await file.arrayBuffer())}`);
      return ok({ file: 'a.pdf', pages });
    });
    const words = await extractWords(new File(['%PDF-1.7 scanned'], 'a.pdf'));
    expect(words).toEqual(pages);
    expect(received).toEqual(['a.pdf: %PDF-1.7 scanned']);
    expect([...payload.uploads[0]!.form.keys()]).toEqual([
      'encryption',
      'encrypted_fields',
      'file',
    ]);
  });
});
