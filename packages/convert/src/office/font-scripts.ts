import { spawnSync } from 'node:child_process';
import type { TFontScript } from '@workbench/contracts';

/**
 * The writing systems whose fonts a stock Debian lacks (issue 63: CJK text came out as empty
 * boxes), each with the fontconfig languages that must have a font and the letters that are
 * written in it. Latin, Greek and Cyrillic come with LibreOffice's own fonts.
 */
const SCRIPTS: Record<TFontScript, { languages: string[]; letters: RegExp }> = {
  cjk: {
    languages: ['zh-cn', 'ja', 'ko'],
    letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
  },
  arabic: { languages: ['ar'], letters: /\p{Script=Arabic}/u },
  hebrew: { languages: ['he'], letters: /\p{Script=Hebrew}/u },
  devanagari: { languages: ['hi'], letters: /\p{Script=Devanagari}/u },
  thai: { languages: ['th'], letters: /\p{Script=Thai}/u },
};

/** Debian's packages that bring the fonts, for the message that says what to install. */
export const FONTS_INSTALL =
  'apt-get install fonts-noto-cjk fonts-noto-core (Debian 12); the container image has them';

/**
 * The scripts no installed font covers, as fontconfig (`fc-list :lang=…`, which LibreOffice's
 * own font lookup uses) sees them; null when fontconfig's tools are not there to ask.
 */
export function missingFontScripts(): TFontScript[] | null {
  const missing: TFontScript[] = [];
  for (const [script, { languages }] of Object.entries(SCRIPTS)) {
    for (const language of languages) {
      const listed = spawnSync('fc-list', [`:lang=${language}`, 'family'], {
        encoding: 'utf8',
        timeout: 10_000,
      });
      if (listed.error || listed.status !== 0) return null;
      if (listed.stdout.trim() === '') {
        missing.push(script as TFontScript);
        break;
      }
    }
  }
  return missing;
}

/** The script of those given that a word is written in, if any. */
export function fontScriptOf(word: string, scripts: readonly TFontScript[]): TFontScript | null {
  return scripts.find((script) => SCRIPTS[script].letters.test(word)) ?? null;
}
