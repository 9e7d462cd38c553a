import { Crown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpgradeStore } from './upgrade-store';
import './premium.css';

const BENEFITS = ['aiDetection', 'searchOptions', 'detectionSettings', 'textSelection', 'more'];

/** Lists what premium adds, with a way to the plans; Esc or cancel closes it. */
export function UpgradeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUpgradeStore((state) => state.open);
  const hide = useUpgradeStore((state) => state.hide);
  const titleId = useId();
  const plans = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    plans.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      hide();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      previous?.focus();
    };
  }, [open, hide]);

  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog upgrade-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>
          <Crown aria-hidden="true" size={20} /> {t('workspace.premium.title')}
        </h2>
        <p>{t('workspace.premium.intro')}</p>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`workspace.premium.benefits.${benefit}`)}</li>
          ))}
        </ul>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={hide}>
            {t('common.cancel')}
          </button>
          <button
            ref={plans}
            type="button"
            className="button button-primary"
            onClick={() => {
              hide();
              void navigate('/pricing');
            }}
          >
            {t('workspace.premium.viewPlans')}
          </button>
        </div>
      </div>
    </div>
  );
}
