import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleDialogKeys } from '../../../components/dialog-keys';
import { fireConfetti, type FireConfetti } from './fire-confetti';
import './welcome-premium.css';

/** Subscriptions §9: the overlay shows for 4 s, then fades out. */
export const WELCOME_SHOWN_MS = 4_000;
export const WELCOME_FADE_MS = 500;

const BENEFITS = ['detection', 'search', 'settings', 'textSelection', 'entities'];

type WelcomePremiumOverlayProps = {
  onClose: () => void;
  /** Bursts confetti on the canvas; tests pass their own. */
  fire?: FireConfetti;
};

/** The welcome after a purchase; a click anywhere or Escape closes it early. */
export function WelcomePremiumOverlay({
  onClose,
  fire = fireConfetti,
}: WelcomePremiumOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isFading, setIsFading] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    return canvas ? fire(canvas) : undefined;
  }, [fire]);

  useEffect(() => {
    const previous = document.activeElement;
    buttonRef.current?.focus();
    const timer = setTimeout(() => setIsFading(true), WELCOME_SHOWN_MS);
    return () => {
      clearTimeout(timer);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!isFading) return;
    const timer = setTimeout(onClose, WELCOME_FADE_MS);
    return () => clearTimeout(timer);
  }, [isFading, onClose]);

  return (
    <div
      className={`welcome-overlay${isFading ? ' welcome-overlay-fading' : ''}`}
      onClick={onClose}
    >
      <canvas ref={canvasRef} className="welcome-confetti" aria-hidden="true" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="welcome-card"
        onKeyDown={(event) => handleDialogKeys(event, onClose)}
      >
        <PartyPopper aria-hidden="true" size={40} className="welcome-icon" />
        <h2 id={titleId}>{t('welcomePremium.title')}</h2>
        <div id={bodyId}>
          <p>{t('welcomePremium.lead')}</p>
          <ul className="welcome-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`welcomePremium.benefits.${benefit}`)}</li>
            ))}
          </ul>
        </div>
        {/* Its click reaches the overlay, which closes on any click. */}
        <button ref={buttonRef} type="button" className="button button-primary">
          {t('welcomePremium.start')}
        </button>
        <p className="welcome-hint">{t('welcomePremium.hint')}</p>
      </div>
    </div>
  );
}
