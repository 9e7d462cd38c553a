import { describe, expect, it } from 'vitest';
import { isTyping, matchShortcut, SHORTCUTS } from './shortcut-map';

function key(key: string, extra: Partial<KeyboardEvent> = {}) {
  return {
    key,
    code: '',
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...extra,
  };
}

describe('matchShortcut', () => {
  it('maps every row of the §9 table', () => {
    const cases: [ReturnType<typeof key>, string][] = [
      [key('O', { shiftKey: true }), 'open'],
      [key('S', { shiftKey: true }), 'save'],
      [key('P', { shiftKey: true }), 'print'],
      [key('/'), 'search'],
      [key('F', { shiftKey: true }), 'search'],
      [key('D', { shiftKey: true }), 'detect'],
      [key('R', { shiftKey: true }), 'redact'],
      [key('E', { shiftKey: true }), 'toggleEditMode'],
      [key('=', { ctrlKey: true }), 'zoomIn'],
      [key('='), 'zoomIn'],
      [key('-', { metaKey: true }), 'zoomOut'],
      [key('0'), 'resetZoom'],
      [key('=', { shiftKey: true, code: 'Digit0' }), 'sidebarTab0'],
      [key('/', { shiftKey: true, code: 'Digit7' }), 'sidebarTab7'],
      [key('B', { shiftKey: true }), 'toggleSidebar'],
      [key('PageDown'), 'nextPage'],
      [key('ArrowUp'), 'previousPage'],
      [key('Home'), 'firstPage'],
      [key('End'), 'lastPage'],
      [key('?', { shiftKey: true }), 'help'],
      [key('H', { shiftKey: true }), 'help'],
      [key('Escape'), 'closeDialog'],
    ];
    for (const [event, action] of cases)
      expect(matchShortcut(event)?.action, event.key).toBe(action);
  });

  it('ignores plain letters and letters with Ctrl', () => {
    expect(matchShortcut(key('o'))).toBeUndefined();
    expect(matchShortcut(key('S', { shiftKey: true, ctrlKey: true }))).toBeUndefined();
  });

  it('lists every category the help dialog shows', () => {
    expect(new Set(SHORTCUTS.map((item) => item.category))).toEqual(
      new Set(['toolbar', 'sidebar', 'navigation', 'review', 'help']),
    );
  });
});

describe('isTyping', () => {
  it('treats inputs, text areas, selects and editable elements as typing', () => {
    expect(isTyping(document.createElement('input'))).toBe(true);
    expect(isTyping(document.createElement('textarea'))).toBe(true);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
