/** Mean log-loss of sigmoid(a × m + b) against the labels. */
function logLoss(
  logOdds: readonly number[],
  labels: readonly boolean[],
  a: number,
  b: number,
): number {
  let loss = 0;
  logOdds.forEach((m, i) => {
    const z = a * m + b;
    // log(1 + e^-z) for a positive label, log(1 + e^z) for a negative one, without overflow.
    const signed = labels[i] ? -z : z;
    loss += signed > 0 ? signed + Math.log1p(Math.exp(-signed)) : Math.log1p(Math.exp(signed));
  });
  return loss / Math.max(1, logOdds.length);
}

/**
 * Platt scaling: fits p(correct) = sigmoid(a × log-odds + b) by damped Newton steps, so that a span
 * scored 0.5 is right about half of the time and the default threshold is a sensible cut.
 */
export function fitPlatt(
  logOdds: readonly number[],
  labels: readonly boolean[],
): { a: number; b: number } {
  let a = 0;
  let b = 0;
  let loss = logLoss(logOdds, labels, a, b);
  for (let iteration = 0; iteration < 200; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-3;
    let hab = 0;
    let hbb = 1e-3;
    logOdds.forEach((m, i) => {
      const p = 1 / (1 + Math.exp(-(a * m + b)));
      const residual = p - (labels[i] ? 1 : 0);
      const curvature = p * (1 - p);
      ga += residual * m;
      gb += residual;
      haa += curvature * m * m;
      hab += curvature * m;
      hbb += curvature;
    });
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    let step = 1;
    let next = logLoss(logOdds, labels, a - da, b - db);
    while (next > loss && step > 1e-6) {
      step /= 2;
      next = logLoss(logOdds, labels, a - step * da, b - step * db);
    }
    if (next > loss) break;
    a -= step * da;
    b -= step * db;
    if (loss - next < 1e-10) break;
    loss = next;
  }
  return { a, b };
}
