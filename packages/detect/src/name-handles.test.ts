import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';

const engine = createFastEngine();
const profiles = async (text: string) =>
  (await engine.detect({ text, entities: ['PERSON', 'EMAIL_ADDRESS', 'SOCIAL_PROFILE'] }))
    .filter((span) => span.entity_type === 'SOCIAL_PROFILE' && span.score >= 0.5)
    .map((span) => span.text);

describe('a user name beside a network’s icon', () => {
  it('is a profile when it repeats the user name of a profile on the page', async () => {
    const header = 'lfk_dsk@hotmail.com\nlfkdsk.github.io |  lfkdsk\nSummary';
    expect(await profiles(header)).toEqual(['lfkdsk.github.io', 'lfkdsk']);
    // A token no profile on the page holds stays a word.
    expect(await profiles('kari@example.com\nkarin.github.io | lfkdsk')).toEqual([
      'karin.github.io',
    ]);
  });

  it('is a profile when it spells its holder’s name or mailbox', async () => {
    const header = [
      'Kunhee Kim',
      '(+82) 10-3062-0763 | kunheekim@korea.ac.kr | \uFFFD kunheekimkr | \uFFFD kunheekimkr',
      'Summary',
    ].join('\n');
    expect(await profiles(header)).toEqual(['kunheekimkr', 'kunheekimkr']);
    const lines = [
      'Dominik Bálint',
      'Curriculum Vitae',
      '\uFFFD+420 000 000 000',
      'dominik-bálint',
      'Dominik-97',
      'Online CV',
    ];
    expect(await profiles(lines.join('\n'))).toEqual(['dominik-bálint', 'Dominik-97']);
  });

  it('is nothing when it is the name itself, a word, a compound or a web address', async () => {
    const text = [
      'Kari Nordmann',
      'kari.nordmann@example.no',
      'nordmann',
      'Nordmann-Stiftung',
      'www.nordmann.no',
      'Kari Nordmann writes about nordmann tools.',
    ].join('\n');
    expect(await profiles(text)).toEqual([]);
  });
});

describe('a name set over two lines', () => {
  const names = async (text: string) =>
    (await engine.detect({ text, entities: ['PERSON'] }))
      .filter((span) => span.score >= 0.5)
      .map((span) => span.text);

  it('is read whole when the page’s handle or mailbox joins its parts', async () => {
    const head = ['Dominik', 'Bálint', 'Curriculum Vitae', '_ADDRESS_', 'dominik-bálint'];
    expect(await names(head.join('\n'))).toContain('Dominik\nBálint');
    const mailbox = ['Dominik', 'Bálint', 'dominik.balint@example.cz'];
    expect(await names(mailbox.join('\n'))).toContain('Dominik\nBálint');
  });

  it('is not joined to the next line’s word without a handle that joins them', async () => {
    const head = ['Dominik', 'Curriculum', 'Vitae', 'dominik-97'];
    expect((await names(head.join('\n'))).some((name) => name.includes('\n'))).toBe(false);
  });
});
