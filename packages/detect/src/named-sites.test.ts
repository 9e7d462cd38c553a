import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';
import { spreadValues } from './hybrid/document-values';

const engine = createFastEngine();
const typed = async (text: string, entities = ['PERSON', 'SOCIAL_PROFILE', 'URL']) =>
  (await engine.detect({ text, entities }))
    .filter((span) => span.entity_type === 'SOCIAL_PROFILE' || span.entity_type === 'URL')
    .map((span) => `${span.entity_type} ${span.text}`);

describe('a web address that spells the name of a person on the page', () => {
  it("is the holder's when it spells a profile's user name, or is a repository under it", async () => {
    expect(await typed('www.posquit0.com | @posquit0')).toEqual([
      'SOCIAL_PROFILE www.posquit0.com',
      'SOCIAL_PROFILE @posquit0',
    ]);
    expect(
      await typed(
        'lfkdsk.github.io\nhttps://github.com/lfkdsk/HobbyScript https://github.com/flutter/engine',
      ),
    ).toEqual([
      'SOCIAL_PROFILE lfkdsk.github.io',
      'SOCIAL_PROFILE https://github.com/lfkdsk/HobbyScript',
      'URL https://github.com/flutter/engine',
    ]);
    // A repository with no profile of its owner on the page names no one.
    expect(await typed('https://github.com/lfkdsk/HobbyScript')).toEqual([
      'URL https://github.com/lfkdsk/HobbyScript',
    ]);
  });

  it('is the holder’s site when a bare domain spells the name, and nothing when it does not', async () => {
    expect(await typed('Jane Doe\nportfolio: janedoe.me')).toEqual(['SOCIAL_PROFILE janedoe.me']);
    expect(await typed('Kari Nordmann\nkari-nordmann.no')).toEqual([
      'SOCIAL_PROFILE kari-nordmann.no',
    ]);
    expect(await typed('Jane Doe\nSee report.pdf and ford.com')).toEqual([]);
  });

  it('is the holder’s when its owner spells a name on the page, or owns two of the page’s repositories', async () => {
    expect(await typed('Jane Roe\nhttps://github.com/JaneRoe1/site')).toEqual([
      'SOCIAL_PROFILE https://github.com/JaneRoe1/site',
    ]);
    expect(
      await typed('Ivan Petrov\nProjects\ngithub.com/Ivanov7/chat-app\ngithub.com/Ivanov7/parser'),
    ).toEqual([
      'SOCIAL_PROFILE github.com/Ivanov7/chat-app',
      'SOCIAL_PROFILE github.com/Ivanov7/parser',
    ]);
    // One repository of someone else, or the same repository twice, names no one.
    expect(await typed('Jane Roe\nContributions: github.com/apache/kafka')).toEqual([
      'URL github.com/apache/kafka',
    ]);
    expect(await typed('Jane Roe\ngithub.com/apache/kafka\nsee github.com/apache/kafka')).toEqual([
      'URL github.com/apache/kafka',
      'URL github.com/apache/kafka',
    ]);
  });

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

describe('a web address listed with a person’s profiles', () => {
  it('is theirs on the profile’s line or the next, in a CV’s list of pages', async () => {
    const list =
      'LinkedIn\nhttps://co.linkedin.com/in/carmoreno1\nQwiklabs\nhttps://bit.ly/395guA9\nSkills';
    expect(await typed(list)).toEqual([
      'SOCIAL_PROFILE https://co.linkedin.com/in/carmoreno1',
      'SOCIAL_PROFILE https://bit.ly/395guA9',
    ]);
    expect(await typed('github.com/rzhang-ai |\nscholar.google.com/rachelzhang')).toEqual([
      'SOCIAL_PROFILE github.com/rzhang-ai',
      'SOCIAL_PROFILE scholar.google.com/rachelzhang',
    ]);
  });

  it('stays a web address beside an organisation’s page, another’s repository, or far away', async () => {
    expect(await typed('Følg oss: facebook.com/nav | www.nav.no')).toEqual([
      'SOCIAL_PROFILE facebook.com/nav',
      'URL www.nav.no',
    ]);
    expect(await typed('github.com/rzhang-ai\nhttps://github.com/flutter/engine')).toEqual([
      'SOCIAL_PROFILE github.com/rzhang-ai',
      'URL https://github.com/flutter/engine',
    ]);
    expect(
      await typed('github.com/rzhang-ai\nSkills\nPython\nSQL\nhttps://docs.python.org'),
    ).toEqual(['SOCIAL_PROFILE github.com/rzhang-ai', 'URL https://docs.python.org']);
  });
});

describe('a bare domain among a person’s own contact items', () => {
  it('is theirs beside a free mailbox or a people’s network profile', async () => {
    const withMail = ['EMAIL_ADDRESS', 'SOCIAL_PROFILE', 'URL'];
    expect(await typed('San Francisco, CA | jdoe@gmail.com | mysite.com', withMail)).toEqual([
      'SOCIAL_PROFILE mysite.com',
    ]);
    expect(await typed('linkedin.com/in/jdoe\nmysite.dev')).toEqual([
      'SOCIAL_PROFILE linkedin.com/in/jdoe',
      'SOCIAL_PROFILE mysite.dev',
    ]);
  });

  it('is not beside a mailbox at its own domain, nor far from the contact items', async () => {
    const withMail = ['EMAIL_ADDRESS', 'SOCIAL_PROFILE', 'URL'];
    expect(await typed('kari@nordmannbygg.no | nordmannbygg.no', withMail)).toEqual([]);
    expect(await typed('jdoe@gmail.com\nSkills\nPython\nSQL\npython.org', withMail)).toEqual([]);
  });
});

describe('a web address its writer calls their own', () => {
  it('is theirs after "my website" and its kin, in the sentence or the line over it', async () => {
    expect(await typed('Besök min webbsida för mer information:\nhttps://www.example.se')).toEqual([
      'SOCIAL_PROFILE https://www.example.se',
    ]);
    expect(await typed('Visit my website at https://www.example.org/portfolio today.')).toEqual([
      'SOCIAL_PROFILE https://www.example.org/portfolio',
    ]);
  });

  it('stays a web address in another sentence or without the words', async () => {
    expect(await typed('My site is down. See https://www.nav.no for help.')).toEqual([
      'URL https://www.nav.no',
    ]);
    expect(await typed('Les mer på https://www.nav.no/aap')).toEqual([
      'URL https://www.nav.no/aap',
    ]);
  });
});

describe('a repository of a profile’s handle on another page', () => {
  it('is the holder’s profile wherever the document prints it; another owner’s stays', async () => {
    const first = 'Kari Nordmann\nlfkdsk.github.io | lfk_dsk@hotmail.com';
    const second = [
      'Projects',
      'HobbyScript: https://github.com/lfkdsk/HobbyScript.',
      'Engine work (https://github.com/flutter/engine)',
    ].join('\n');
    const pages = await Promise.all(
      [first, second].map(async (text) => ({
        text,
        spans: await engine.detect({
          text,
          entities: ['PERSON', 'EMAIL_ADDRESS', 'SOCIAL_PROFILE'],
        }),
      })),
    );
    const spread = spreadValues(pages);
    expect(spread[1]!.map((span) => `${span.entity_type} ${span.text}`)).toEqual([
      'SOCIAL_PROFILE https://github.com/lfkdsk/HobbyScript',
    ]);
  });
});
