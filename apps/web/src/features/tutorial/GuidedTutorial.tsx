import { ResumePrompt } from './ResumePrompt';
import { TutorialOverlay } from './TutorialOverlay';
import { useTutorialStore } from './tutorial-store';
import { useStepNavigation } from './use-step-navigation';
import { useTutorialAutoStart } from './use-tutorial-auto-start';
import { useTutorialLifecycle } from './use-tutorial-lifecycle';

/**
 * The guided tutorial (spec §2, §4), mounted once in the app layout: it starts itself, follows
 * the steps across pages and shows the overlay or the resume prompt when there is one.
 */
export function GuidedTutorial() {
  const isVisible = useTutorialStore((state) => state.isVisible);
  const hasOffer = useTutorialStore((state) => state.resumeOffer !== null);
  useTutorialLifecycle();
  useTutorialAutoStart();
  useStepNavigation();

  return (
    <>
      {hasOffer && <ResumePrompt />}
      {isVisible && <TutorialOverlay />}
    </>
  );
}
