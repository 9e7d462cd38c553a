import { GripHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ProgressBar';
import { DemoClip } from './DemoClip';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import type { Point } from './tutorial-geometry';
import { useTutorialStore } from './tutorial-store';
import { progressPercent } from './tutorial-transitions';
import type { TutorialStep } from './tutorial-types';
import { useCardDrag } from './use-card-drag';

type StepCardProps = {
  step: TutorialStep;
  index: number;
  total: number;
  /** Null until placed; the card waits unseen in the centre until then. */
  position: Point | null;
  cardRef: RefObject<HTMLDivElement | null>;
  onMove: (point: Point) => void;
};

/**
 * The step card: not modal, so the app it points at stays usable. 300 ms after it shows (the
 * after-show delay of spec §9) focus moves to Next, so Enter and screen readers start there,
 * unless the user has it somewhere on the page, such as a field they are typing in.
 */
export function StepCard({ step, index, total, position, cardRef, onMove }: StepCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const drag = useCardDrag(cardRef, onMove);
  const nextStep = useTutorialStore((state) => state.nextStep);
  const previousStep = useTutorialStore((state) => state.previousStep);
  const skipTutorial = useTutorialStore((state) => state.skipTutorial);
  const isLast = index === total - 1;
  const percent = progressPercent(index, total);

  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const isFocusFree =
        active === null || active === document.body || cardRef.current?.contains(active) === true;
      if (isFocusFree) nextRef.current?.focus({ preventScroll: true });
    }, TUTORIAL_TIMINGS.afterShowDelay);
    return () => clearTimeout(timer);
  }, [cardRef]);

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={position === null ? 'tutorial-card is-placing' : 'tutorial-card'}
      style={position ?? undefined}
    >
      <div className="tutorial-card-header">
        <button
          type="button"
          tabIndex={-1}
          className="tutorial-drag-handle"
          aria-label={t('tutorial.dragHandle')}
          title={t('tutorial.dragHandle')}
          {...drag}
        >
          <GripHorizontal aria-hidden="true" size={18} />
        </button>
        <span className="tutorial-step-counter">
          {t('tutorial.stepCounter', { current: index + 1, total })}
        </span>
      </div>
      <ProgressBar
        className="tutorial-progress"
        label={t('tutorial.progressLabel')}
        percent={percent}
      />
      <h2 id={titleId} className="tutorial-title">
        {t(step.titleKey)}
      </h2>
      <p id={descriptionId} className="tutorial-description">
        {t(step.descriptionKey)}
      </p>
      {step.hasAnimation && step.animationName && (
        <DemoClip
          name={step.animationName}
          type={step.animationType ?? 'video'}
          width={step.animationWidth}
          height={step.animationHeight}
        />
      )}
      <div className="tutorial-actions">
        {index > 0 && (
          <button type="button" className="button button-secondary" onClick={previousStep}>
            {t('tutorial.previous')}
          </button>
        )}
        {step.skipEnabled && (
          <button type="button" className="button button-secondary" onClick={skipTutorial}>
            {t('tutorial.skip')}
          </button>
        )}
        <button ref={nextRef} type="button" className="button button-primary" onClick={nextStep}>
          {isLast ? t('tutorial.complete') : t('tutorial.next')}
        </button>
      </div>
    </div>
  );
}
