import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';

const found = (text: string) =>
  recognizeIdentifiers(text, new Set(['SOCIAL_PROFILE', 'URL', 'EMAIL_ADDRESS']))
    .filter((span) => span.entity_type === 'SOCIAL_PROFILE' && span.score >= 0.5)
    .map((span) => span.text);

describe('social profiles', () => {
  it("reads an icon font's glyph name in capitals before a user name among contact items", () => {
    const header = '| kari@example.com\n| GITHUB-SQUARE knordmann\n| LINKEDIN kari-n\nSummary';
    expect(found(header)).toEqual(['knordmann', 'kari-n']);
    // Away from any contact item, or in prose, a network's name labels nothing.
    expect(found('Follow us on FACEBOOK today | GITHUB repository')).toEqual([]);
    expect(found('| kari@example.com\n| GitHub repository')).toEqual([]);
  });

  it("finds a profile's address, with or without its scheme, and the handle a label names", () => {
    expect(found('LinkedIn: https://www.linkedin.com/in/kari-nordmann-123/.')).toEqual([
      'https://www.linkedin.com/in/kari-nordmann-123/',
    ]);
    expect(found('Se github.com/knordmann og x.com/kari_n')).toEqual([
      'github.com/knordmann',
      'x.com/kari_n',
    ]);
    expect(found('ORCID: https://orcid.org/0000-0002-1825-0097')).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
    ]);
    expect(found('GitHub: knordmann\nTwitter: @kari_n')).toEqual(['knordmann', '@kari_n']);
    expect(found('Github:// deedy\nTwitter:// @_deedy')).toEqual(['deedy', '@_deedy']);
    expect(found('+45 12 34 56 78 · @t-lohse')).toEqual(['@t-lohse']);
    expect(found('Web: https://knordmann.github.io · kari-n.gitlab.io')).toEqual([
      'https://knordmann.github.io',
      'kari-n.gitlab.io',
    ]);
    expect(found('Følg meg på @kari_nordmann eller @kari@mastodon.social')).toEqual([
      '@kari_nordmann',
      '@kari@mastodon.social',
    ]);
  });

  it('leaves repositories, company pages, site pages, e-mail addresses and prices', () => {
    expect(found('https://github.com/mozilla/pdf.js/issues/1')).toEqual([]);
    expect(found('www.linkedin.com/company/equinor')).toEqual([]);
    expect(found('https://x.com/home and facebook.com/groups')).toEqual([]);
    expect(found('kari@example.com, 3 stk @5 kr')).toEqual([]);
  });
});
