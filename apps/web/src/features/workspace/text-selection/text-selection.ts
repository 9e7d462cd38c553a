import type { TPdfWord } from '@workbench/contracts';
import {
  charactersIn,
  classifyPress,
  mergeIntoLines,
  rectBetween,
  wordAt,
  type Point,
  type TextBox,
} from '../highlights/geometry';
import { manualHighlightId, type Highlight, type Rect } from '../highlights/highlight';
import { MARKING, OPACITY } from '../workspace-constants';

export interface Press {
  /** Where the press started and ended, in page units. */
  from: Point;
  to: Point;
  durationMs: number;
  /** How far the pointer moved on screen, in CSS pixels. */
  distancePx: number;
  /**
   * A drag takes whole words unless the user holds Alt: a cut word ("206" of "2069") would
   * leave the rest of it readable in the redacted file.
   */
  exact?: boolean;
}

const wordBox = (word: TPdfWord): TextBox => ({
  text: word.text,
  x: word.x0,
  y: word.y0,
  w: word.x1 - word.x0,
  h: word.y1 - word.y0,
});

/** Every word with a character inside the area, whole, so the mark is what the redaction removes. */
function wordsIn(words: readonly TPdfWord[], area: Rect): TextBox[] {
  return words.filter((word) => charactersIn([word], area).length > 0).map(wordBox);
}

/**
 * What a press in text-selection mode selects (spec §4): a short click picks the word under
 * it; a drag picks every word it touches, whole (with Alt, only the characters inside the
 * rectangle), one box per text line; a still, long press picks nothing.
 */
export function selectText(words: readonly TPdfWord[], press: Press): TextBox[] {
  const kind = classifyPress(press.durationMs, press.distancePx);
  if (kind === 'cancel') return [];
  if (kind === 'word') {
    const word = wordAt(words, press.from);
    return word ? [word] : [];
  }
  const area = rectBetween(press.from, press.to);
  return mergeIntoLines(press.exact ? charactersIn(words, area) : wordsIn(words, area));
}

/**
 * The highlights for selected text: each line box grown by the padding (2 units in width and 4
 * in height, split evenly between the sides) so the redaction covers the glyphs' full extent.
 */
export function textSelectionHighlights(
  boxes: readonly TextBox[],
  place: { fileKey: string; page: number; color: string },
  now = Date.now(),
): Highlight[] {
  return boxes.map((box) => ({
    x: box.x - MARKING.textPadX / 2,
    y: box.y - MARKING.textPadY / 2,
    w: box.w + MARKING.textPadX,
    h: box.h + MARKING.textPadY,
    id: manualHighlightId(place.fileKey, place.page, now),
    fileKey: place.fileKey,
    page: place.page,
    type: 'MANUAL',
    color: place.color,
    opacity: OPACITY.manual,
    timestamp: now,
    creationMode: 'text_selection',
    text: box.text,
  }));
}
