import type { BrowserContext } from '@playwright/test';
import { median } from '../../packages/pdf/bench/measure';
import { formatMs, formatRatio, verdict, type Report } from '../../packages/pdf/bench/report';
import type { FirstPageTiming } from './viewer-probes';
import { openPdf, type Pdf } from './viewer-session';

const RUNS = 5;
/** The goal: the first page on screen in under a second. */
const TARGET_MS = 1000;

async function timeFirstPage(context: BrowserContext, pdf: Pdf, errors: string[]) {
  const { page, timing } = await openPdf(context, pdf, errors);
  await page.close();
  return timing;
}

/**
 * Opens the small and the large PDF RUNS times each in fresh tabs, interleaved so that load from
 * elsewhere on the machine slows both alike; the ratio is the figure that survives the noise.
 */
export async function benchFirstPage(
  report: Report,
  context: BrowserContext,
  [small, large]: [Pdf, Pdf],
): Promise<void> {
  const errors: string[] = [];
  report.section(`Time to the first page (file chosen → page 1 painted; median of ${RUNS})`);
  const warmUp = await timeFirstPage(context, small, errors);
  report.row(
    'first open in this browser',
    formatMs(warmUp.painted),
    `${small.pages}-page PDF, cold HTTP cache; not counted`,
    'viewer.first_open_ms',
    warmUp.painted,
  );
  const runs = new Map<Pdf, FirstPageTiming[]>([
    [small, []],
    [large, []],
  ]);
  for (let run = 0; run < RUNS; run++) {
    for (const pdf of [small, large])
      runs.get(pdf)!.push(await timeFirstPage(context, pdf, errors));
  }
  const painted = (pdf: Pdf) => median(runs.get(pdf)!.map((timing) => timing.painted));
  for (const pdf of [small, large]) {
    const timings = runs.get(pdf)!;
    const each = timings.map((timing) => formatMs(timing.painted)).join(', ');
    report.row(
      `${pdf.pages}-page PDF (${Math.round(pdf.buffer.length / 1024)} KB)`,
      formatMs(painted(pdf)),
      `${verdict(painted(pdf), TARGET_MS, ' ms')}; runs ${each}`,
      `viewer.first_page_${pdf.pages}_ms`,
      painted(pdf),
    );
    const opened = median(timings.map((timing) => timing.opened));
    report.row(
      '  of which pdf.js opening the document',
      formatMs(opened),
      'file chosen → page elements laid out',
      `viewer.opened_${pdf.pages}_ms`,
      opened,
    );
  }
  const ratio = painted(large) / painted(small);
  report.row(
    `${large.pages} pages against ${small.pages}`,
    formatRatio(ratio),
    '',
    'viewer.first_page_ratio',
    ratio,
  );
  if (errors.length > 0) report.row('page errors', String(errors.length), errors[0]!.slice(0, 200));
}
