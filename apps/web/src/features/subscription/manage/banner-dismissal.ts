/**
 * Dismissing the usage banner lasts for the browser session and only for the level dismissed,
 * so the banner comes back when usage climbs to a more urgent level.
 */
function keyOf(subscriptionId: string, urgency: string) {
  return `usage-banner-dismissed:${subscriptionId}:${urgency}`;
}

export function isBannerDismissed(subscriptionId: string, urgency: string): boolean {
  try {
    return sessionStorage.getItem(keyOf(subscriptionId, urgency)) === '1';
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(subscriptionId: string, urgency: string) {
  try {
    sessionStorage.setItem(keyOf(subscriptionId, urgency), '1');
  } catch {
    // Storage may be unavailable (private mode); the banner then just stays dismissed until reload.
  }
}
