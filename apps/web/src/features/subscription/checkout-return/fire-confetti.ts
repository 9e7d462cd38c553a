export type FireConfetti = (canvas: HTMLCanvasElement) => () => void;

/**
 * Loads the confetti library only when someone has just subscribed, then bursts. Confetti is
 * decoration: should it fail to load, the welcome shows without it.
 */
export const fireConfetti: FireConfetti = (canvas) => {
  let reset: (() => void) | null = null;
  let isCancelled = false;
  import('./confetti-burst')
    .then(({ burstConfetti }) => {
      if (!isCancelled) reset = burstConfetti(canvas);
    })
    .catch(() => {});
  return () => {
    isCancelled = true;
    reset?.();
  };
};
