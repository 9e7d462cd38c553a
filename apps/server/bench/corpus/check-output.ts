import { findTokens, normalize } from './find-text';
import { isSeen, looksUnchanged, wasUnseenCopy, type PageRenders } from './unseen-words';
import { mutoolWords } from './mutool-words';
import { objectTexts, placesOf } from './object-text';
import { isUnder, pdftotextWords, reachesLine, type Area, type ToolWord } from './pdftotext-words';

export interface OutputCheck {
  /** Redacted strings a reader can still get out of the output, with where. */
  recoverable: { text: string; places: string[] }[];
  /** Redacted strings the output still shows outside every area (left unredacted there). */
  elsewhere: string[];
  /** Words on lines no area reaches that are gone or moved in the output. */
  lost: { page: number; text: string }[];
  /**
   * Words on lines no area reaches whose glyphs are still drawn where they were, but that a
   * reader's text extraction now reads otherwise (a font's mapping to Unicode, a marked-content
   * /ActualText that went), or whose box the page draws as before with other text read there:
   * kept on the page, changed in the text layer.
   */
  changed: { page: number; text: string; now: string }[];
  /**
   * Words gone that no reader saw in the original: copies of a redacted string (tiny, white,
   * covered, clipped), and any word whose box the output's page draws as the original's did,
   * with no text left there (text under a shape drawn over it): removed by design (issue 62),
   * not lost.
   */
  unseen: { page: number; text: string }[];
}

const MIN_DATA_NEEDLE = 4;
const DRAWING = /^(content stream|form XObject) /;

/** How far (points) a kept word's centre may move before it counts as lost. */
const MOVED = 3;

/**
 * Judges a redacted output with tools that are not ours (pdftotext, mutool, qpdf): which
 * redacted strings are still recoverable, and which words outside the areas were lost.
 * `areas[i]` are page i+1's areas in page coordinates (top-left origin, rotation applied).
 */
export function checkOutput(
  original: string,
  output: string,
  areas: readonly Area[][],
  redacted: readonly string[],
  workFile: string,
): OutputCheck {
  // Poppler cannot read some damaged originals that MuPDF repairs: no words to compare then.
  const before = readable(() => pdftotextWords(original)) ?? [];
  const after = pdftotextWords(output);
  const { gone, changed } = lostWords(before, after, areas);
  const renders: PageRenders = new Map();
  const outputRenders: PageRenders = new Map();
  const lost: OutputCheck['lost'] = [];
  const unseen: OutputCheck['unseen'] = [];
  for (const { page, word } of gone) {
    const entry = { page, text: word.text };
    if (wasUnseenCopy(original, page, word, redacted, renders)) unseen.push(entry);
    else if (
      !looksUnchanged({ original, output }, page, word, {
        original: renders,
        output: outputRenders,
      })
    )
      lost.push(entry);
    else {
      // Drawn as it was: still text there that reads otherwise (an /ActualText gone, a soft
      // hyphen read another way), or text no reader saw, gone (under a shape drawn over it).
      const there = (after[page - 1] ?? []).filter((other) => centreIn(other, word));
      if (there.length > 0)
        changed.push({ ...entry, now: there.map((other) => other.text).join(' ') });
      else unseen.push(entry);
    }
  }
  const pages = after.map((words) => pageText(words));
  const mutoolPages = mutoolWords(output).map((words) => pageText(words));
  const shownText = [...pages, ...mutoolPages].map((page) => page.text).join(' ');
  const objects = objectTexts(output, workFile);
  const recoverable: OutputCheck['recoverable'] = [];
  const elsewhere: string[] = [];
  for (const text of new Set(redacted.map(normalize))) {
    if (!text) continue;
    // Each tool reads in its own order: a phrase either shows outside every area is left there.
    // Outside the areas only what a reader sees counts as left there (issue 62): a white or
    // covered copy is a hidden one, judged like any other.
    const isShown = (page: number, words: readonly ToolWord[]) =>
      isSeen(output, page + 1, words, outputRenders);
    const seen = pages.map((page, index) =>
      placesOnPage(page, text, areas[index] ?? [], (words) => isShown(index, words)),
    );
    const seenByMutool = mutoolPages.map((page, index) =>
      placesOnPage(page, text, areas[index] ?? [], (words) => isShown(index, words)),
    );
    if ([...seen, ...seenByMutool].some((hits) => hits.outside)) {
      elsewhere.push(text);
      continue;
    }
    const places = seen.flatMap((hits, index) => [
      ...(hits.under ? [`page ${index + 1} text`] : []),
      ...(hits.hidden ? [`page ${index + 1} text no reader sees`] : []),
    ]);
    if (places.length === 0 && seenByMutool.some((hits) => hits.under)) places.push('mutool text');
    // Like the product (decision 0023), strings under four letters or digits are not looked for
    // in the file's data: "j" or "f1" turn up there by chance.
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_DATA_NEEDLE) {
      // Drawing instructions that spell a string the output shows inside a longer word draw that
      // word ("asia" of a visible "Fantasia", drawn `[(Fant) 15 (asia)] TJ`): no reader gets the
      // redacted string from them that the page does not show.
      const inWord = shownText.includes(text);
      places.push(...placesOf(objects, text).filter((place) => !(inWord && DRAWING.test(place))));
    }
    if (places.length > 0) recoverable.push({ text, places });
  }
  return { recoverable, elsewhere, lost, unseen, changed };
}

interface PageText {
  text: string;
  /** For each character of `text`, the index of its word. */
  owners: number[];
  words: ToolWord[];
}

function pageText(words: ToolWord[]): PageText {
  let text = '';
  const owners: number[] = [];
  words.forEach((word, index) => {
    const piece = `${normalize(word.text)} `;
    text += piece;
    for (let char = 0; char < piece.length; char++) owners.push(index);
  });
  return { text, owners, words };
}

function placesOnPage(
  page: PageText,
  needle: string,
  areas: readonly Area[],
  isShown: (words: readonly ToolWord[]) => boolean,
) {
  let under = false;
  let outside = false;
  let hidden = false;
  for (const at of findTokens(page.text, needle)) {
    const first = page.owners[at]!;
    const last = page.owners[at + needle.length - 1]!;
    const matched = page.words.slice(first, last + 1);
    if (matched.every((word) => isUnder(word, areas))) under = true;
    else if (outside || isShown(matched)) outside = true;
    else hidden = true;
  }
  return { under, outside, hidden };
}

/** Format characters (soft hyphens, zero-width spaces): no glyph a reader sees. */
const FORMAT = /\p{Cf}/gu;

function lostWords(before: ToolWord[][], after: ToolWord[][], areas: readonly Area[][]) {
  const lost: { page: number; word: ToolWord }[] = [];
  const changed: OutputCheck['changed'] = [];
  before.forEach((words, index) => {
    const pageAreas = areas[index] ?? [];
    const kept = after[index] ?? [];
    for (const word of words) {
      if (reachesLine(word, pageAreas)) continue;
      const text = word.text.replace(FORMAT, '');
      if (text.trim() === '') continue;
      const x = (word.x0 + word.x1) / 2;
      const y = (word.y0 + word.y1) / 2;
      // The same word at the same place, or inside a word pdftotext now joins it into (a row of
      // dot leaders drawn as one string reads as one word).
      const found = kept.some(
        (other) =>
          (other.text.replace(FORMAT, '') === text &&
            Math.abs((other.x0 + other.x1) / 2 - x) <= MOVED &&
            Math.abs((other.y0 + other.y1) / 2 - y) <= MOVED) ||
          (other.text.length > word.text.length &&
            other.text.includes(word.text) &&
            x >= other.x0 &&
            x <= other.x1 &&
            Math.abs((other.y0 + other.y1) / 2 - y) <= MOVED),
      );
      if (found || heldAround(word, kept)) continue;
      const same = kept.find((other) => sameBox(other, word));
      if (same) changed.push({ page: index + 1, text: word.text, now: same.text });
      else lost.push({ page: index + 1, word });
    }
  });
  return { gone: lost, changed };
}

/** Whether a word's centre lies in another's box. */
function centreIn(word: ToolWord, box: ToolWord): boolean {
  const x = (word.x0 + word.x1) / 2;
  const y = (word.y0 + word.y1) / 2;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

/** Whether two words stand in the same box, to a point or so (the same glyphs, read otherwise). */
function sameBox(a: ToolWord, b: ToolWord): boolean {
  return (
    Math.abs(a.x0 - b.x0) <= 1 &&
    Math.abs(a.x1 - b.x1) <= 1 &&
    Math.abs(a.y0 - b.y0) <= 1 &&
    Math.abs(a.y1 - b.y1) <= 1
  );
}

/**
 * Whether the output's words at a word's place hold all its characters: pdftotext groups stacked
 * or raised glyphs by their order in the file (a fraction's "1" over "2" is one word "12" in one
 * file and two words in another), so a word kept glyph for glyph may come out cut differently.
 */
function heldAround(word: ToolWord, kept: readonly ToolWord[]): boolean {
  const there = kept.filter((other) => {
    const x = (other.x0 + other.x1) / 2;
    const y = (other.y0 + other.y1) / 2;
    return (
      x >= word.x0 - MOVED && x <= word.x1 + MOVED && y >= word.y0 - MOVED && y <= word.y1 + MOVED
    );
  });
  const held = [...there.map((other) => other.text).join('')];
  for (const char of word.text) {
    const at = held.indexOf(char);
    if (at < 0) return false;
    held.splice(at, 1);
  }
  return true;
}

function readable<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
