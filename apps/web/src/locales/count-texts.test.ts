import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../lib/i18n';

/**
 * The workspace's sentences holding counts, in both languages with one and with several: each
 * count takes its noun's own plural form (i18next plurals, nested with $t where a sentence holds
 * several counts).
 */
const cases = {
  en: {
    'workspace.redaction.fileDone': [
      [
        { name: 'a.pdf', areas: 1, words: 1 },
        'a.pdf: 1 area redacted, 1 word removed and checked.',
      ],
      [
        { name: 'a.pdf', areas: 3, words: 5 },
        'a.pdf: 3 areas redacted, 5 words removed and checked.',
      ],
    ],
    'workspace.statusBar.progress': [
      [{ done: 1, total: 1 }, '1 of 1 file'],
      [{ done: 1, total: 2 }, '1 of 2 files'],
    ],
    'workspace.statusBar.pages': [
      [{ done: 0, total: 1 }, '0 of 1 page'],
      [{ done: 4, total: 5 }, '4 of 5 pages'],
    ],
    'workspace.statusBar.announce.fileDone': [
      [{ name: 'a.pdf', done: 1, total: 1 }, 'a.pdf done: 1 of 1 file'],
      [{ name: 'a.pdf', done: 1, total: 3 }, 'a.pdf done: 1 of 3 files'],
    ],
    'workspace.detection.results.pageButtonLabel': [
      [{ page: 2, count: 1 }, 'Go to page 2 and select its entity'],
      [{ page: 2, count: 4 }, 'Go to page 2 and select its 4 entities'],
    ],
  },
  nb: {
    'workspace.redaction.fileDone': [
      [
        { name: 'a.pdf', areas: 1, words: 1 },
        'a.pdf: 1 område sladdet, 1 ord fjernet og kontrollert.',
      ],
      [
        { name: 'a.pdf', areas: 3, words: 5 },
        'a.pdf: 3 områder sladdet, 5 ord fjernet og kontrollert.',
      ],
    ],
    'workspace.statusBar.progress': [
      [{ done: 1, total: 1 }, '1 av 1 fil'],
      [{ done: 1, total: 2 }, '1 av 2 filer'],
    ],
    'workspace.statusBar.pages': [
      [{ done: 0, total: 1 }, '0 av 1 side'],
      [{ done: 4, total: 5 }, '4 av 5 sider'],
    ],
    'workspace.statusBar.announce.fileDone': [
      [{ name: 'a.pdf', done: 1, total: 1 }, 'a.pdf er ferdig: 1 av 1 fil'],
      [{ name: 'a.pdf', done: 1, total: 3 }, 'a.pdf er ferdig: 1 av 3 filer'],
    ],
    'workspace.detection.results.pageButtonLabel': [
      [{ page: 2, count: 1 }, 'Gå til side 2 og velg entiteten der'],
      [{ page: 2, count: 4 }, 'Gå til side 2 og velg de 4 entitetene der'],
    ],
  },
} satisfies Record<string, Record<string, [Record<string, unknown>, string][]>>;

describe('count texts', () => {
  beforeAll(() => startI18n());
  afterAll(() => i18n.changeLanguage('en'));

  for (const [language, keys] of Object.entries(cases)) {
    for (const [key, examples] of Object.entries(keys)) {
      it(`${language}: ${key}`, async () => {
        await i18n.changeLanguage(language);
        for (const [values, text] of examples) expect(i18n.t(key, values)).toBe(text);
      });
    }
  }
});
