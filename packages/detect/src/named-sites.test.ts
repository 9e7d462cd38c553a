import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';

const engine = createFastEngine();
const typed = async (text: string, entities = ['PERSON', 'SOCIAL_PROFILE', 'URL']) =>
  (await engine.detect({ text, entities }))
    .filter((span) => span.entity_type === 'SOCIAL_PROFILE' || span.entity_type === 'URL')
    .map((span) => `${span.entity_type} ${span.text}`);

describe('a web address that spells the name of a person on the page', () => {
  it('is their own site, a profile the preset removes', async () => {
    const cv =
      'Carlos Moreno\nCurriculum Vitae\nBlog https://carmoreno.com.co\nWeb https://bit.ly/395g';
    expect(await typed(cv)).toEqual([
      'SOCIAL_PROFILE https://carmoreno.com.co',
      'URL https://bit.ly/395g',
    ]);
    expect(await typed('John Doe\n+47 912 34 567 • www.johndoe.com')).toEqual([
      'SOCIAL_PROFILE www.johndoe.com',
    ]);
    expect(await typed('Kari Nordmann\nhttps://kari-nordmann.no/cv')).toEqual([
      'SOCIAL_PROFILE https://kari-nordmann.no/cv',
    ]);
  });

  it('stays a web address when it names a surname alone, another name or no one', async () => {
    expect(await typed('Henry Ford founded the company.\nhttps://www.ford.com')).toEqual([
      'URL https://www.ford.com',
    ]);
    expect(await typed('Kari Nordmann\nhttps://www.nav.no/kontakt')).toEqual([
      'URL https://www.nav.no/kontakt',
    ]);
    expect(await typed('Blog https://carmoreno.com.co')).toEqual(['URL https://carmoreno.com.co']);
  });
});
