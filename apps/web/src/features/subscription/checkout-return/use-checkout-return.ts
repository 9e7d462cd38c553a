import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';

/**
 * Coming back from checkout adds ?success=true or ?canceled=true (on /subscription/manage or
 * /pricing, as the server chooses): say how it went, then take the parameter out of the
 * address so a reload does not say it again.
 */
export function useCheckoutReturn() {
  const { t } = useTranslation();
  const { key } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSuccess = searchParams.get('success') === 'true';
  const isCanceled = searchParams.get('canceled') === 'true';
  /** The visit last announced: StrictMode runs the effect twice for one visit. */
  const announcedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!isSuccess && !isCanceled) return;
    if (announcedKey.current !== key) {
      announcedKey.current = key;
      if (isSuccess) toast.success(t('checkout.notices.success'));
      else toast.info(t('checkout.notices.canceled'));
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [isSuccess, isCanceled, key, setSearchParams, t]);
}
