import { describe, expect, it } from 'vitest';
import { trimUrlEnd, urlRecognizer } from './url.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('trimUrlEnd', () => {
  it('cuts sentence punctuation and unbalanced closing brackets only', () => {
    expect(trimUrlEnd('https://nav.no/a.')).toBe('https://nav.no/a'.length);
    expect(trimUrlEnd('https://nav.no/a).')).toBe('https://nav.no/a'.length);
    expect(trimUrlEnd('https://no.wikipedia.org/wiki/Oslo_(by)')).toBe(39);
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
