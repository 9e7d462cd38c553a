import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAX_UPDATE_RETRIES } from './update-constants';
import type { UpdateState } from './update-machine';
import './update-banner.css';

export interface UpdateBannerProps {
  state: UpdateState;
  onUpdateNow: () => void;
  onRetry: () => void;
  onRefresh: () => void;
  /** Closes the notice that offline use is unavailable (a registration failure). */
  onDismiss: () => void;
}

/** The title and text of each status (spec §8); 'ready' and anything new get the default. */
function textsOf(t: TFunction, state: UpdateState): { title: string; text: string } {
  switch (state.status) {
    case 'checking':
    case 'downloading':
    case 'installing':
    case 'success':
      return { title: t(`update.${state.status}.title`), text: t(`update.${state.status}.text`) };
    case 'available':
      return state.countdown === null
        ? { title: t('update.available.title'), text: t('update.default.text') }
        : {
            title: t('update.available.title'),
            text: t('update.available.countdown', { count: state.countdown }),
          };
    case 'error':
      // Not an update that failed: this browser will not run the service worker at all.
      if (state.failure === 'registration') {
        return {
          title: t('update.error.registrationTitle'),
          text: `${t('update.error.registration')}. ${t('update.error.registrationHint')}`,
        };
      }
      return {
        title: t('update.error.title'),
        text: t(`update.error.${state.failure ?? 'activation'}`),
      };
    default:
      return { title: t('update.default.title'), text: t('update.default.text') };
  }
}

/**
 * The app update banner. Its live region stays mounted (empty while idle) so that screen readers
 * announce the first status too, not only the changes after it; the banner itself is the status.
 */
export function UpdateBanner({
  state,
  onUpdateNow,
  onRetry,
  onRefresh,
  onDismiss,
}: UpdateBannerProps) {
  const { t } = useTranslation();
  const isShown = state.status !== 'idle';
  const { title, text } = textsOf(t, state);
  const canUpdateNow = state.status === 'available' || state.status === 'ready';
  return (
    <div className="update-region" aria-live="polite">
      {isShown && (
        <div
          className={`update-banner update-banner-${state.status}`}
          role="status"
          aria-label={t('update.region')}
        >
          <p className="update-banner-title">{title}</p>
          <p className="update-banner-text">{text}</p>
          {state.status === 'error' && state.retryCount > 0 && (
            <p className="update-banner-text">
              {t('update.error.attempt', { attempt: state.retryCount, max: MAX_UPDATE_RETRIES })}
            </p>
          )}
          {canUpdateNow && (
            <div className="button-row">
              <button type="button" className="button button-primary" onClick={onUpdateNow}>
                {t('update.updateNow')}
              </button>
            </div>
          )}
          {state.status === 'error' && state.failure === 'registration' && (
            <div className="button-row">
              <button type="button" className="button button-secondary" onClick={onDismiss}>
                {t('update.dismiss')}
              </button>
            </div>
          )}
          {state.status === 'error' && state.failure !== 'registration' && (
            <div className="button-row">
              <button type="button" className="button button-primary" onClick={onRetry}>
                {t('update.retry')}
              </button>
              <button type="button" className="button button-secondary" onClick={onRefresh}>
                {t('update.refresh')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
