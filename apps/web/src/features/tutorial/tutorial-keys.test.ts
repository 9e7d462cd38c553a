import { afterEach, describe, expect, it } from 'vitest';
import { belongsElsewhere, tutorialKeyAction } from './tutorial-keys';

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

describe('keys that belong elsewhere', () => {
  afterEach(() => document.body.replaceChildren());

  /** Presses `key` on the element matching `selector`; returns whether the tutorial leaves it. */
  function isLeftAlone(selector: string, key: string): boolean {
    document.body.innerHTML = `
      <div role="tablist"><button role="tab">Pages</button></div>
      <div role="radiogroup"><button role="radio">Fit</button></div>
      <div class="card"><div role="tablist"><button role="tab">Card tab</button></div></div>`;
    const event = new KeyboardEvent('keydown', { key, bubbles: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return belongsElsewhere(event, document.querySelector('.card'));
  }

  it('leaves the arrows to a tab list or radio group on the page, but not Escape', () => {
    expect(isLeftAlone('[role="tab"]', 'ArrowRight')).toBe(true);
    expect(isLeftAlone('[role="tab"]', 'ArrowLeft')).toBe(true);
    expect(isLeftAlone('[role="radio"]', 'ArrowRight')).toBe(true);
    expect(isLeftAlone('[role="tab"]', 'Escape')).toBe(false);
  });

  it('keeps the arrows for a tab list inside the card', () => {
    expect(isLeftAlone('.card [role="tab"]', 'ArrowRight')).toBe(false);
  });
});
