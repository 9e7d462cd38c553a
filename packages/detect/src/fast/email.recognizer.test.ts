import { describe, expect, it } from 'vitest';
import { emailRecognizer } from './email.recognizer';
import { texts } from './synthetic-ids.test-helper';

describe('emailRecognizer', () => {
  it('finds addresses with exact offsets and strips sentence punctuation', () => {
    const text = 'Skriv til ola.nordmann@nav.no. Eller (kari+sak@post.bergen.kommune.no), takk!';
    expect(texts(emailRecognizer, text)).toEqual([
      'ola.nordmann@nav.no',
      'kari+sak@post.bergen.kommune.no',
    ]);
  });

  it('accepts Norwegian letters in both parts', () => {
    expect(texts(emailRecognizer, 'e-post: kåre.ødegård@bærum.kommune.no')).toEqual([
      'kåre.ødegård@bærum.kommune.no',
    ]);
  });

  it('finds addresses separated only by commas or semicolons', () => {
    expect(texts(emailRecognizer, 'a@b.no,c@d.no;e@f.com')).toEqual([
      'a@b.no',
      'c@d.no',
      'e@f.com',
    ]);
  });

  it('rejects what is not an address', () => {
    expect(
      texts(emailRecognizer, 'ola@nav, @nav.no, ola@.no, ola@-nav.no, ola.@nav.no, a@b.c'),
    ).toEqual([]);
    expect(texts(emailRecognizer, 'twitter @ola og 2 @ 30 kr')).toEqual([]);
  });
});
