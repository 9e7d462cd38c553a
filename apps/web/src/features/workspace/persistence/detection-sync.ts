import { z } from 'zod';
import { ZEngineName } from '@workbench/contracts';
import { useDetectionStore } from '../detection/detection-store';
import type { DetectionSummary } from '../detection/detection-summary';
import { useFilesStore } from '../files/files-store';
import { debouncedSave } from './debounced-save';
import type { Sync } from './files-sync';
import { HIGHLIGHTS_KEPT_MS } from './stored-highlights';
import { loadPanelState, savePanelState } from './stored-panels';
import { enqueue } from './workspace-db';

const KIND = 'detection';

const ZCounts = z.record(z.string(), z.number());

const ZStoredSummary = z.object({
  fileKey: z.string(),
  fileName: z.string(),
  status: z.enum(['completed', 'failed']),
  entities_detected: z.object({ total: z.number(), by_type: ZCounts, by_page: ZCounts }),
  performance: z.object({
    file_read_time: z.number().optional(),
    extraction_time: z.number().optional(),
    detection_time: z.number(),
    total_time: z.number().optional(),
    words_count: z.number(),
    pages_count: z.number(),
    entity_density: z.number(),
    sanitize_time: z.number().optional(),
  }),
  pagesDone: z.number(),
  engineErrors: z.array(z.object({ engine: ZEngineName, message: z.string() })),
  error: z.string().optional(),
  updatedAt: z.number(),
});

/** What the detection tab keeps: the summaries of finished files (workspace §7). */
const ZStoredDetection = z.object({ summaries: z.array(ZStoredSummary) });

const openKeys = () => new Set(useFilesStore.getState().files.map((file) => file.key));

/**
 * What is kept: the finished summaries of the open files (a file still being detected is not
 * kept half done), and the stored ones still waiting for their file to be opened again, for up
 * to 30 days after they were made (decision 0011).
 */
function snapshot(
  waiting: ReadonlyMap<string, DetectionSummary>,
  now = Date.now(),
): { summaries: DetectionSummary[] } | null {
  const open = openKeys();
  const current = Object.values(useDetectionStore.getState().summaries).filter(
    (summary) => summary.status !== 'processing' && open.has(summary.fileKey),
  );
  const known = new Set(current.map((summary) => summary.fileKey));
  const kept = [...waiting.values()].filter(
    (summary) => !known.has(summary.fileKey) && summary.updatedAt >= now - HIGHLIGHTS_KEPT_MS,
  );
  const summaries = [...current, ...kept];
  return summaries.length === 0 ? null : { summaries };
}

/**
 * Keeps the per-file detection summaries of `userId` across reloads, reconciled with the open
 * files: a stored summary comes back when its file is open (now, or when the stored files are put
 * back a moment later), and waits up to 30 days for the others to be opened again.
 */
export function startDetectionSync(userId: string, debounceMs?: number): Sync {
  let isStopped = false;
  let waiting = new Map<string, DetectionSummary>();
  const saver = debouncedSave(() => {
    const kept = snapshot(waiting);
    void enqueue((db) => savePanelState(db, userId, KIND, kept));
  }, debounceMs);

  const restoreOpen = () => {
    const open = openKeys();
    const ready = [...waiting.values()].filter((summary) => open.has(summary.fileKey));
    if (ready.length === 0) return;
    for (const summary of ready) waiting.delete(summary.fileKey);
    useDetectionStore.getState().restoreSummaries(ready);
  };

  void enqueue(async (db) => {
    const parsed = ZStoredDetection.safeParse(await loadPanelState(db, userId, KIND));
    if (isStopped || !parsed.success) return;
    waiting = new Map(parsed.data.summaries.map((summary) => [summary.fileKey, summary]));
    restoreOpen();
  });

  const offSummaries = useDetectionStore.subscribe((state, previous) => {
    if (state.summaries !== previous.summaries) saver.schedule();
  });
  const offFiles = useFilesStore.subscribe((state, previous) => {
    if (state.files === previous.files) return;
    const open = new Set(state.files.map((file) => file.key));
    // A file closed in this session does not get its old summary back when opened again.
    for (const file of previous.files) if (!open.has(file.key)) waiting.delete(file.key);
    restoreOpen();
  });

  return {
    flush: saver.flush,
    stop(flush) {
      if (isStopped) return;
      isStopped = true;
      offSummaries();
      offFiles();
      if (flush) saver.flush();
      else saver.cancel();
    },
  };
}
