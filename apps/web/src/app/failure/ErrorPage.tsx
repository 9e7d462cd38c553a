import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPage, reloadCurrentPage } from './failure-navigation';

/** Seconds before a failed page moves on to its redirect path (subscriptions §8). */
export const REDIRECT_SECONDS = 5;

type Props = {
  /** Where to go after 5 seconds; without it the page stays until the user acts. */
  redirectTo?: string;
};

/**
 * The page shown when a page fails: reload or go home. It works outside the router too (the
 * top-level boundary), so it leaves with full page loads rather than router navigation.
 */
export function ErrorPage({ redirectTo }: Props) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (redirectTo === undefined) return;
    let left = REDIRECT_SECONDS;
    const timer = setInterval(() => {
      left -= 1;
      setSecondsLeft(left);
      if (left > 0) return;
      clearInterval(timer);
      loadPage(redirectTo);
    }, 1_000);
    return () => clearInterval(timer);
  }, [redirectTo]);

  return (
    <section className="page-center error-page">
      <h1>{t('failure.title')}</h1>
      <p role="alert">{t('failure.body')}</p>
      {redirectTo !== undefined && (
        <p className="muted">{t('failure.redirecting', { count: secondsLeft })}</p>
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={reloadCurrentPage}>
          {t('failure.reload')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => loadPage('/')}>
          {t('failure.goHome')}
        </button>
      </div>
    </section>
  );
}
