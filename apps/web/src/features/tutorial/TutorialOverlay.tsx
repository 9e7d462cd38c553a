import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { StepView } from './StepView';
import { useTutorialStore } from './tutorial-store';
import { useTutorialKeys } from './use-tutorial-keys';
import './tutorial.css';

/** The page stays put under the tutorial; it scrolls only to bring a target into view. */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('tutorial-scroll-lock');
    return () => root.classList.remove('tutorial-scroll-lock');
  }, []);
}

/**
 * The card takes the focus with it when the tutorial closes; this gives it back to where it was
 * when the tutorial opened, if that is still on the page and nothing else has taken it since.
 */
function useRestoreFocus() {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      const isFocusLost =
        document.activeElement === null || document.activeElement === document.body;
      if (isFocusLost && previous instanceof HTMLElement && previous.isConnected) {
        previous.focus({ preventScroll: true });
      }
    };
  }, []);
}

/**
 * The visible tutorial, over the app. Each step mounts afresh (keyed by index), which resets
 * its placement, a drag and the target wait when the step changes.
 */
export function TutorialOverlay() {
  const step = useTutorialStore((state) => state.currentStep);
  const index = useTutorialStore((state) => state.currentStepIndex);
  const total = useTutorialStore((state) => state.totalSteps);
  const cardRef = useRef<HTMLDivElement>(null);
  useScrollLock();
  useRestoreFocus();
  useTutorialKeys(cardRef);

  if (step === null) return null;
  return createPortal(
    <div className="tutorial-layer">
      <StepView key={index} step={step} index={index} total={total} cardRef={cardRef} />
    </div>,
    document.body,
  );
}
