import type { TFontScript } from '@workbench/contracts';
import { FONTS_INSTALL, fontScriptOf } from '@workbench/convert';

/** Up to twelve words in quotes, and how many more. */
function listed(words: readonly string[]): string {
  const shown = words
    .slice(0, 12)
    .map((word) => `"${word}"`)
    .join(', ');
  return words.length > 12 ? `${shown} and ${words.length - 12} more` : shown;
}

const counted = (words: readonly string[]) =>
  `${words.length} word${words.length === 1 ? '' : 's'} of the original`;

/** The words lost, in a note the user reads before redacting. */
function lostWordsNote(words: readonly string[]): string {
  return `${counted(words)} ${words.length === 1 ? 'is' : 'are'} not in the PDF (hidden text, or content the converter could not place): ${listed(words)}. Check the original for them before you release the redacted copy.`;
}

const SCRIPT_NAMES: Record<TFontScript, string> = {
  cjk: 'Chinese, Japanese or Korean',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  devanagari: 'Devanagari',
  thai: 'Thai',
};

/** Words drawn without a font: on the page as empty boxes, which no search or reader finds. */
function unfontedWordsNote(words: readonly string[], scripts: readonly TFontScript[]): string {
  const names = scripts.map((script) => SCRIPT_NAMES[script]).join(', ');
  return `${counted(words)} in ${names} script ${words.length === 1 ? 'is' : 'are'} printed as empty boxes: this server has no font for ${scripts.length === 1 ? 'that script' : 'those scripts'}, so ${words.length === 1 ? 'it' : 'they'} cannot be read, searched or detected in the PDF: ${listed(words)}. Ask the administrator to install the fonts (${FONTS_INSTALL}), or redact a PDF made where the fonts are.`;
}

/** The notes for the words the PDF lost: those of scripts without a font apart, as what they are. */
export function lostWordsNotes(
  words: readonly string[],
  fontsMissing: readonly TFontScript[],
): string[] {
  const unfonted = words.filter((word) => fontScriptOf(word, fontsMissing) !== null);
  const lost = words.filter((word) => !unfonted.includes(word));
  const scripts = fontsMissing.filter((script) =>
    unfonted.some((word) => fontScriptOf(word, [script]) !== null),
  );
  return [
    ...(unfonted.length > 0 ? [unfontedWordsNote(unfonted, scripts)] : []),
    ...(lost.length > 0 ? [lostWordsNote(lost)] : []),
  ];
}
