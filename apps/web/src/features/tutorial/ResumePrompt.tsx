import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { useTutorialStore } from './tutorial-store';

/**
 * Asks whether to continue a tour left off less than an hour ago. Closing it (Esc) starts
 * neither; the progress is kept, so the next load asks again.
 */
export function ResumePrompt() {
  const { t } = useTranslation();
  const offer = useTutorialStore((state) => state.resumeOffer);
  const total = useTutorialStore((state) => state.totalSteps);
  const acceptResume = useTutorialStore((state) => state.acceptResume);
  const startOver = useTutorialStore((state) => state.startOver);
  const dismissResume = useTutorialStore((state) => state.dismissResume);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    continueRef.current?.focus();
  }, []);

  if (offer === null) return null;
  return (
    <Dialog title={t('tutorial.resume.title')} onClose={dismissResume}>
      <p>{t('tutorial.resume.body', { current: offer.stepIndex + 1, total })}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={startOver}>
          {t('tutorial.resume.startOver')}
        </button>
        <button
          ref={continueRef}
          type="button"
          className="button button-primary"
          onClick={acceptResume}
        >
          {t('tutorial.resume.continue')}
        </button>
      </div>
    </Dialog>
  );
}
