import { describe, expect, it } from 'vitest';
import { tutorialKeyAction } from './tutorial-keys';

const key = (value: string, modifiers: Partial<KeyboardEvent> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('tutorial keys', () => {
  it('goes next on ArrowRight or Enter and leaves on Escape', () => {
    expect(tutorialKeyAction(key('ArrowRight'), false)).toBe('next');
    expect(tutorialKeyAction(key('Enter'), true)).toBe('next');
    expect(tutorialKeyAction(key('Escape'), true)).toBe('exit');
  });

  it('goes back on ArrowLeft except on the first step, where it only holds the key', () => {
    expect(tutorialKeyAction(key('ArrowLeft'), false)).toBe('previous');
    expect(tutorialKeyAction(key('ArrowLeft'), true)).toBe('ignore');
  });

  it('leaves other keys and modified keys to the page', () => {
    expect(tutorialKeyAction(key('a'), false)).toBeNull();
    expect(tutorialKeyAction(key('ArrowRight', { shiftKey: true }), false)).toBeNull();
    expect(tutorialKeyAction(key('ArrowLeft', { ctrlKey: true }), false)).toBeNull();
  });
});
