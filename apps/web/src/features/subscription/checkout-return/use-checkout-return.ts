import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { announcePlanChanged } from '../../pricing/checkout-in-new-tab';

/** Parameters the provider's return leaves in the address. */
const RETURN_PARAMS = ['success', 'canceled', 'subscription'];

/** Location state left for pages that mount later (after the session check). */
export type CheckoutReturnState = { paidCheckout?: boolean };

/** True when this visit came back from a paid checkout, by address or by the state left here. */
export function isPaidCheckoutReturn(searchParams: URLSearchParams, state: unknown): boolean {
  return (
    searchParams.get('success') === 'true' ||
    searchParams.get('subscription') === 'success' ||
    (state as CheckoutReturnState | null)?.paidCheckout === true
  );
}

/**
 * Coming back from checkout adds ?success=true or ?canceled=true, and ?subscription=success
 * after a purchase: say how it went, open the welcome, and take every parameter out of the
 * address in one navigation so a reload says nothing again. One navigation, because
 * `setSearchParams` works on the parameters of the last render: two writers race and one
 * puts back what the other removed.
 */
export function useCheckoutReturn() {
  const { t } = useTranslation();
  const location = useLocation();
  const { key } = location;
  const state: unknown = location.state;
  const [searchParams, setSearchParams] = useSearchParams();
  const isSuccess = searchParams.get('success') === 'true';
  const isCanceled = searchParams.get('canceled') === 'true';
  const isWelcome = searchParams.get('subscription') === 'success';
  /** The visit whose welcome is showing; set while rendering, before the address is cleaned. */
  const [welcomeKey, setWelcomeKey] = useState<string | null>(isWelcome ? key : null);
  if (isWelcome && welcomeKey !== key) setWelcomeKey(key);
  /** The visit last announced: StrictMode runs the effect twice for one visit. */
  const announcedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!isSuccess && !isCanceled && !isWelcome) return;
    if (announcedKey.current !== key) {
      announcedKey.current = key;
      if (isSuccess) toast.success(t('checkout.notices.success'));
      else if (isCanceled) toast.info(t('checkout.notices.canceled'));
      // The tab that opened this checkout (work kept there) reads the new plan at once.
      if (isSuccess || isWelcome) announcePlanChanged();
    }
    const paidCheckout = isSuccess || isWelcome;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      {
        replace: true,
        state: paidCheckout ? { ...(state as object | null), paidCheckout } : state,
      },
    );
  }, [isSuccess, isCanceled, isWelcome, key, state, setSearchParams, t]);

  const closeWelcome = useCallback(() => setWelcomeKey(null), []);
  return { isWelcomeOpen: welcomeKey !== null, closeWelcome };
}
