import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Spotlight } from './Spotlight';
import { StepCard } from './StepCard';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { useTutorialStore } from './tutorial-store';
import type { TutorialStep } from './tutorial-types';
import { useCardPlacement } from './use-card-placement';
import { useTargetRect } from './use-target-rect';

/** Brings the target to the middle of the screen once the page has had 200 ms to settle. */
function useScrollToTarget(selector: string | null) {
  useEffect(() => {
    if (selector === null) return;
    const timer = setTimeout(() => {
      document
        .querySelector(selector)
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'center', inline: 'nearest' });
    }, TUTORIAL_TIMINGS.scrollDelay);
    return () => clearTimeout(timer);
  }, [selector]);
}

type StepViewProps = {
  step: TutorialStep;
  index: number;
  total: number;
  cardRef: RefObject<HTMLDivElement | null>;
};

/** One step on screen: spotlight, card and, when the target never shows, a way out. */
export function StepView({ step, index, total, cardRef }: StepViewProps) {
  const { t } = useTranslation();
  const skipTutorial = useTutorialStore((state) => state.skipTutorial);
  const target = useTargetRect(step.targetSelector);
  const placement = useCardPlacement(step);
  useScrollToTarget(step.targetSelector);

  return (
    <>
      {target.rect && <Spotlight target={target.rect} />}
      <StepCard
        step={step}
        index={index}
        total={total}
        position={placement.position}
        cardRef={cardRef}
        onMove={placement.moveTo}
      />
      {target.isMissing && (
        <button
          type="button"
          className="button button-secondary tutorial-emergency-close"
          title={t('tutorial.emergencyCloseTitle')}
          onClick={skipTutorial}
        >
          {t('tutorial.emergencyClose')}
        </button>
      )}
    </>
  );
}
