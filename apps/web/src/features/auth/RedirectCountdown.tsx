import { TIMINGS_MS } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Counts down the spec's 3 s, then goes to /login; the button goes at once. */
export function RedirectCountdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(TIMINGS_MS.verifyRedirectCountdown / 1000);

  useEffect(() => {
    if (seconds <= 0) {
      void navigate('/login', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <>
      <p>{t('verify.redirecting', { count: seconds })}</p>
      <Link to="/login" className="button button-primary">
        {t('verify.goToLogin')}
      </Link>
    </>
  );
}
