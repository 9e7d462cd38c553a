/** A run of words `[start, end)` sent to the model in one call. */
export type WordWindow = { start: number; end: number };

export type WindowLimits = {
  /** GLiNER `max_len`: the most words the model was trained to read at once. */
  maxWords: number;
  /** Tokens left for the words once the prompt and special tokens are in. */
  maxTokens: number;
  /** Words shared by neighbouring windows. */
  overlap: number;
  /**
   * Overlap never below this. The engine passes max_width + 1, so every candidate span lies in
   * some window without touching an edge where that window cuts the text.
   */
  minOverlap: number;
};

/**
 * Plans overlapping windows over words with the given token counts. Each window is as long as the
 * word and token limits allow; the next starts `overlap` words before the previous end, but never
 * more than half a window back so short (token-bound) windows still advance.
 */
export function planWindows(tokenCounts: readonly number[], limits: WindowLimits): WordWindow[] {
  const windows: WordWindow[] = [];
  const total = tokenCounts.length;
  let start = 0;
  while (start < total) {
    let end = start;
    let tokens = 0;
    while (end < total && end - start < limits.maxWords) {
      const next = tokenCounts[end] ?? 0;
      // A window always takes its first word, even one that alone is over the token budget.
      if (end > start && tokens + next > limits.maxTokens) break;
      tokens += next;
      end += 1;
    }
    windows.push({ start, end });
    if (end >= total) break;
    const length = end - start;
    const back = Math.max(Math.min(limits.overlap, Math.floor(length / 2)), limits.minOverlap);
    start = end - Math.min(back, length - 1);
  }
  return windows;
}
