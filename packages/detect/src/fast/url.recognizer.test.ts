import { describe, expect, it } from 'vitest';
import { createScanInput } from './recognizer';
import { MAX_URL_LENGTH, trimUrlEnd, urlRecognizer } from './url.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('trimUrlEnd', () => {
  it('cuts sentence punctuation and unbalanced closing brackets only', () => {
    expect(trimUrlEnd('https://nav.no/a.')).toBe('https://nav.no/a'.length);
    expect(trimUrlEnd('https://nav.no/a).')).toBe('https://nav.no/a'.length);
    expect(trimUrlEnd('https://no.wikipedia.org/wiki/Oslo_(by)')).toBe(39);
    expect(trimUrlEnd('https://a.no/(x)])}.')).toBe('https://a.no/(x)'.length);
    expect(trimUrlEnd('https://a.no/x?(a)b)')).toBe('https://a.no/x?(a)b'.length);
  });
});

describe('urlRecognizer on adversarial input', () => {
  // A generous bound, not a benchmark: quadratic trimming took seconds at 40,000 characters.
  const ADVERSARIAL = [
    `http://a.no/${')'.repeat(100_000)}`,
    `http://a.no/${'('.repeat(50_000)}${')'.repeat(50_000)}`,
    `www.a.no/${').'.repeat(50_000)}`,
    `a.no/${'a)'.repeat(50_000)}`,
  ];

  it('takes well under a second for 100,000 characters of brackets', () => {
    for (const text of ADVERSARIAL) {
      const started = performance.now();
      urlRecognizer.find(createScanInput(text));
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(1000);
    }
  });

  it('splits an over-long URL into spans of at most 2,048 characters that cover all of it', () => {
    const text = `Se https://a.no/${'x'.repeat(5000)}) her`;
    const found = urlRecognizer.find(createScanInput(text));
    expect(found.every((one) => one.end - one.start <= MAX_URL_LENGTH)).toBe(true);
    expect(found[0]!.start).toBe(3);
    expect(found.at(-1)!.end).toBe(text.indexOf(')'));
    for (let i = 1; i < found.length; i += 1) expect(found[i]!.start).toBe(found[i - 1]!.end);
  });
});

describe('urlRecognizer', () => {
  it('finds scheme, www and bare-domain-with-path forms with exact offsets', () => {
    const text =
      'Se https://www.nav.no/skjema?id=1&x=2, ftp://filer.nav.no/a (eller www.nav.no). Bruk nav.no/aap.';
    expect(texts(urlRecognizer, text)).toEqual([
      'https://www.nav.no/skjema?id=1&x=2',
      'ftp://filer.nav.no/a',
      'www.nav.no',
      'nav.no/aap',
    ]);
  });

  it('keeps balanced brackets inside the URL', () => {
    expect(texts(urlRecognizer, '(les https://no.wikipedia.org/wiki/Oslo_(by))')).toEqual([
      'https://no.wikipedia.org/wiki/Oslo_(by)',
    ]);
  });

  it('scores a bare domain below one with a scheme', () => {
    const [scheme, bare] = run(urlRecognizer, 'https://nav.no/a og nav.no/b');
    expect(bare!.score).toBeLessThan(scheme!.score);
  });

  it('does not take e-mail domains, bare domains without a path, or slashes in words', () => {
    expect(texts(urlRecognizer, 'ola@nav.no, ola@www.nav.no og nav.no')).toEqual([]);
    expect(texts(urlRecognizer, 'og/eller, f.eks/annet, 1.5/2 og https:// alene')).toEqual([]);
  });

  it('does not report a www URL twice', () => {
    expect(texts(urlRecognizer, 'www.nav.no/skjema')).toEqual(['www.nav.no/skjema']);
  });
});
