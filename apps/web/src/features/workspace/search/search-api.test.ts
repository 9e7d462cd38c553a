import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeSearchApi } from './fake-search-api';
import { batchSearch } from './search-api';

afterEach(() => vi.unstubAllGlobals());

const request = { terms: ['Nordmann'], caseSensitive: false, isAiSearch: false, isRegex: false };

async function textOf(form: FormData): Promise<string> {
  const parts = await Promise.all(
    [...form.values()].map(async (value) =>
      typeof value === 'string' ? value : new TextDecoder().decode(await value.arrayBuffer()),
    ),
  );
  return parts.join('\n');
}

describe('the batch search call, encrypted', () => {
  it('sends the files and terms only encrypted, and reads the decrypted matches', async () => {
    const { searches, payload } = installFakeSearchApi({
      documents: { 'a.pdf': ['Kari Nordmann bor i Oslo'] },
    });
    const file = new File(['%PDF-1.7 Kari Nordmann'], 'a.pdf');
    const answer = await batchSearch([{ file, name: 'a.pdf' }], request);
    expect(answer.batch_summary.total_matches).toBe(1);
    expect(answer.file_results[0]!.results?.match_details.pages[0]!.matches[0]!.text).toBe(
      'Nordmann',
    );
    expect(searches).toEqual([
      {
        aiQuery: null,
        fields: {
          search_terms: '["Nordmann"]',
          case_sensitive: 'false',
          regex: 'false',
          whole_word: 'false',
          ai_search: 'false',
        },
        terms: ['Nordmann'],
        files: ['a.pdf'],
      },
    ]);
    const sent = await textOf(payload.uploads[0]!.form);
    expect(sent).not.toContain('Nordmann');
    expect(sent).not.toContain('case_sensitive');
    expect(sent).not.toContain('%PDF');
  });

  it('fails with DECRYPTION_FAILED when the matches were changed on the way', async () => {
    const { payload } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari Nordmann'] } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payload.tamper.answers = true;
    const file = new File(['%PDF-1.7'], 'a.pdf');
    await expect(batchSearch([{ file, name: 'a.pdf' }], request)).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
  });
});
