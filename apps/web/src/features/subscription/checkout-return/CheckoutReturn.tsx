import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useCheckoutReturn } from './use-checkout-return';
import { WelcomePremiumOverlay } from './WelcomePremiumOverlay';

/** Parameters the return from a successful checkout leaves in the address. */
const RETURN_PARAMS = ['subscription', 'success'];

/**
 * Mounted once in the layout, as the provider may send the user back to any page: the
 * ?success / ?canceled notice, and for ?subscription=success the welcome to premium. The user
 * is read again so premium features unlock without a reload, at the start and once more at
 * the end in case the provider's webhook arrived in between.
 */
export function CheckoutReturn() {
  useCheckoutReturn();
  const [searchParams, setSearchParams] = useSearchParams();
  const { refreshUser } = useAuth();
  const isOpen = searchParams.get('subscription') === 'success';

  useEffect(() => {
    if (isOpen) void refreshUser();
  }, [isOpen, refreshUser]);

  const handleClose = useCallback(() => {
    void refreshUser();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [refreshUser, setSearchParams]);

  return isOpen ? <WelcomePremiumOverlay onClose={handleClose} /> : null;
}
