/** Hands the browser to the provider's checkout page (the test-mode page or Stripe). */
export function leaveForCheckout(checkoutUrl: string) {
  window.location.assign(checkoutUrl);
}
