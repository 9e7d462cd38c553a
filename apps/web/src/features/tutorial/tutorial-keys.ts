export type TutorialKeyAction = 'next' | 'previous' | 'exit' | 'ignore';

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The tutorial's keys (spec §2): Escape skips or closes, ArrowRight or Enter goes next, and
 * ArrowLeft goes back except on the first step, where the tutorial still takes it ('ignore') so
 * the page behind does not turn a PDF page instead. Null means the key is not the tutorial's.
 */
export function tutorialKeyAction(event: KeyInfo, isFirstStep: boolean): TutorialKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  switch (event.key) {
    case 'Escape':
      return 'exit';
    case 'ArrowRight':
    case 'Enter':
      return 'next';
    case 'ArrowLeft':
      return isFirstStep ? 'ignore' : 'previous';
    default:
      return null;
  }
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const OTHER_WIDGETS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
const ACTIVATES_ON_ENTER = 'button, a[href], summary, [role="button"], [role="menuitem"]';
const MOVES_ON_ARROWS = '[role="tablist"], [role="radiogroup"]';
const isArrow = (key: string) => key === 'ArrowLeft' || key === 'ArrowRight';

/**
 * Whether a key belongs to something other than the tutorial: a text field, another open
 * dialog or menu, a tab list or radio group on the page (for the arrows, which move through
 * it), or (for Enter) a focused control, which Enter activates by itself, so the tutorial's own
 * focused Previous or Skip does not also go next.
 */
export function belongsElsewhere(event: KeyboardEvent, card: Element | null): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const isInCard = target !== null && card?.contains(target) === true;
  if (target?.closest(TEXT_ENTRY)) return true;
  if (event.key === 'Enter' && target?.closest(ACTIVATES_ON_ENTER)) return true;
  if (!isInCard && target?.closest(OTHER_WIDGETS)) return true;
  if (!isInCard && isArrow(event.key) && target?.closest(MOVES_ON_ARROWS)) return true;
  return document.querySelector('.dialog-backdrop') !== null;
}
