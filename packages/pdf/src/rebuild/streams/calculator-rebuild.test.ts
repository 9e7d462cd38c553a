import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
import { rewriteCalculator } from './calculator-rebuild';

describe('rewriteCalculator', () => {
  it('writes a calculator function token by token, without its comments', () => {
    const written = rewriteCalculator(
      encodeLatin1('{ % by Hansen\n dup 0.5 gt { pop 1 } { 2 mul } ifelse }'),
    );
    expect(decodeLatin1(written!)).toBe('{ dup 0.5 gt { pop 1 } { 2 mul } ifelse }');
  });

  it('refuses a token the calculator does not know, or braces that do not close', () => {
    expect(rewriteCalculator(encodeLatin1('{ (Hansen) pop }'))).toBeNull();
    expect(rewriteCalculator(encodeLatin1('{ dup'))).toBeNull();
  });
});
