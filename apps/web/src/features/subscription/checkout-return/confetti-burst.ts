import confetti from 'canvas-confetti';

/** The spec's defaults (subscriptions §1); nothing moves for readers who asked for less motion. */
export const CONFETTI_OPTIONS = {
  particleCount: 50,
  ticks: 200,
  disableForReducedMotion: true,
} as const;

/**
 * One burst on the overlay's own canvas. No worker: the CSP allows no blob workers, and the
 * library's default canvas would be created outside the overlay. Returns the clean-up.
 */
export function burstConfetti(canvas: HTMLCanvasElement): () => void {
  const shoot = confetti.create(canvas, { resize: true, useWorker: false });
  void shoot(CONFETTI_OPTIONS);
  return () => shoot.reset();
}
