import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from '../bytes/bytes';
import { ByteSink, collectStrings } from './pdf-strings';

const strings = (source: string) => {
  const data = encodeLatin1(source);
  const sink = new ByteSink();
  collectStrings(data, 0, data.length, sink);
  return decodeLatin1(sink.take());
};

describe('collectStrings', () => {
  it('decodes every escape of literal strings', () => {
    expect(strings('(a\\n\\r\\t\\b\\f\\(\\)\\\\z)')).toBe('a\n\r\t\b\f()\\z');
    expect(strings('(\\101\\1011\\7\\0612)')).toBe('AA1\x071' + '2');
    expect(strings('(Jo\\\nhn Sm\\\r\nith \\q)')).toBe('John Smith q');
  });

  it('keeps balanced parentheses inside a literal string', () => {
    expect(strings('(outer (inner) text) Tj (next)')).toBe('outer (inner) textnext');
  });

  it('decodes hex strings with whitespace and an odd final digit, not dictionaries', () => {
    expect(strings('<< /T <4A 6f\n68 6E> /U <414> >>')).toBe('JohnA@');
    expect(strings('<FEFF004A>')).toBe('\xfe\xff\x00J');
  });

  it('ignores a < that does not start a hex string and skips comments', () => {
    expect(strings('1 < 2 (ok) % comment (not this)\n(yes)')).toBe('okyes');
  });

  it('grows its buffer for long strings', () => {
    const long = 'x'.repeat(10_000);
    expect(strings(`(${long})<${'41'.repeat(5000)}>`)).toBe(long + 'A'.repeat(5000));
  });
});
