import { useEffect, type RefObject } from 'react';
import { belongsElsewhere, tutorialKeyAction } from './tutorial-keys';
import { useTutorialStore } from './tutorial-store';

/**
 * Listens while the tutorial is visible. It listens on window in the capture phase, before any
 * element's handler, and stops the keys it takes there, so the workspace shortcuts (→ and ←
 * turn pages) do not act on them as well.
 */
export function useTutorialKeys(card: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { currentStepIndex, currentStep, ...actions } = useTutorialStore.getState();
      const action = tutorialKeyAction(event, currentStepIndex === 0);
      if (action === null || belongsElsewhere(event, card.current)) return;
      event.preventDefault();
      event.stopPropagation();
      if (action === 'next') actions.nextStep();
      else if (action === 'previous') actions.previousStep();
      else if (action === 'exit') {
        if (currentStep?.skipEnabled) actions.skipTutorial();
        else actions.completeTutorial();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [card]);
}
