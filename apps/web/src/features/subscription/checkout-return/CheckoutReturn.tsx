import { useCallback, useEffect } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useCheckoutReturn } from './use-checkout-return';
import { WelcomePremiumOverlay } from './WelcomePremiumOverlay';

/**
 * Mounted once in the layout, as the provider may send the user back to any page: the
 * ?success / ?canceled notice, and for ?subscription=success the welcome to premium. The user
 * is read again so premium features unlock without a reload, at the start and once more at
 * the end in case the provider's webhook arrived in between.
 */
export function CheckoutReturn() {
  const { isWelcomeOpen, closeWelcome } = useCheckoutReturn();
  const { refreshUser } = useAuth();

  useEffect(() => {
    if (isWelcomeOpen) void refreshUser();
  }, [isWelcomeOpen, refreshUser]);

  const handleClose = useCallback(() => {
    void refreshUser();
    closeWelcome();
  }, [refreshUser, closeWelcome]);

  return isWelcomeOpen ? <WelcomePremiumOverlay onClose={handleClose} /> : null;
}
