import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text';

function expectFaithful(text: string, max: number) {
  const chunks = chunkText(text, max);
  for (const chunk of chunks) {
    expect(chunk.text.length).toBeLessThanOrEqual(max);
    expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
  }
  // Nothing but whitespace is lost between chunks.
  expect(
    chunks
      .map((chunk) => chunk.text)
      .join('')
      .replace(/\s/g, ''),
  ).toBe(text.replace(/\s/g, ''));
  return chunks;
}

describe('chunkText', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('  Hei, Kari.  ', 100)).toEqual([{ start: 2, text: 'Hei, Kari.' }]);
  });

  it('prefers paragraph boundaries over sentence boundaries', () => {
    const text = 'Første avsnitt. Med to setninger.\n\nAndre avsnitt her.';
    const chunks = expectFaithful(text, 45);
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'Første avsnitt. Med to setninger.',
      'Andre avsnitt her.',
    ]);
  });

  it('falls back to sentences, then whitespace, then a hard cut', () => {
    const sentences = expectFaithful('One two three. Four five six seven eight.', 20);
    expect(sentences[0]!.text).toBe('One two three.');
    const words = expectFaithful('alpha beta gamma delta epsilon', 12);
    expect(
      words.every((chunk) => !chunk.text.includes(' ') || chunk.text.split(' ').every(Boolean)),
    ).toBe(true);
    expect(words.map((chunk) => chunk.text)).toEqual(['alpha beta', 'gamma delta', 'epsilon']);
    expect(expectFaithful('x'.repeat(25), 10).map((chunk) => chunk.text.length)).toEqual([
      10, 10, 5,
    ]);
  });

  it('never splits a surrogate pair', () => {
    const chunks = expectFaithful('a' + '😀'.repeat(6), 4);
    for (const chunk of chunks) expect(chunk.text).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });

  it('rejects a chunk size below one', () => {
    expect(() => chunkText('abc', 0)).toThrow(RangeError);
  });
});
