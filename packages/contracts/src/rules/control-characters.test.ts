import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssue } from '../test/first-issue';
import {
  controlCharactersMessage,
  hasControlCharacters,
  noControlCharacters,
} from './control-characters';

const MESSAGE = controlCharactersMessage('Name');
const ZName = z
  .string()
  .check(noControlCharacters(MESSAGE))
  .regex(/^[\p{L} ]+$/u, { error: 'letters only' });

describe('noControlCharacters', () => {
  it('refuses NUL, tab, line breaks, DEL and the C1 controls', () => {
    for (const control of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`Kari${control}Nordmann`), JSON.stringify(control)).toBe(true);
      expect(firstIssue(ZName, `Kari${control}Nordmann`), JSON.stringify(control)).toBe(MESSAGE);
    }
  });
  it('lets letters of any script, spaces and other invisible characters through', () => {
    for (const name of ['Kari Nordmann', 'Søren Ødegård', 'Дмитрий', 'a\u00a0b', 'a\u200bb']) {
      expect(hasControlCharacters(name), name).toBe(false);
    }
    expect(firstIssue(ZName, 'Kari Nordmann')).toBeNull();
  });
  it('names the field and stops before later rules speak', () => {
    expect(MESSAGE).toBe(
      'Name cannot hold control characters (such as NUL, a tab or a line break)',
    );
    expect(ZName.safeParse('Kari\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGE,
    ]);
  });
});
