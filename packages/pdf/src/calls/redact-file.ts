import { PdfFileError } from '../engine/pdf-file-error';
import { SHARD_MIN_AREAS, shardMapping } from '../redact/shard-plan';
import { resolveExistingMarks } from '../redact/resolve-marks';
import type { ShardResult } from '../redact/shards';
import type {
  ExistingMarksResult,
  RedactTask,
  RedactTaskResult,
  TaskOutcome,
} from '../worker/tasks';
import type { CallOptions, TaskRunner } from './task-runner';

/**
 * Redacts one file's content. A large redaction is split by pages over the threads its owner may
 * use (see `shardMapping`): each shard removes its pages' content on its own thread, then one
 * thread merges, sanitises, saves and verifies.
 */
export async function redactContent(
  runner: TaskRunner,
  file: Uint8Array,
  fields: Omit<RedactTask, 'type' | 'bytes'>,
  options: CallOptions,
  shardMinAreas = SHARD_MIN_AREAS,
): Promise<TaskOutcome<RedactTaskResult>> {
  if (shardMapping(fields.mapping, runner.ownerThreads, shardMinAreas).length === 1)
    return runner.run({ type: 'redact', bytes: file, ...fields }, options);
  // The shards are planned by the areas: the file's own marks must be among them first.
  const found = await runner.run<ExistingMarksResult>(
    { type: 'existing-marks', bytes: file },
    options,
  );
  if (!found.ok) return found;
  let resolved: ReturnType<typeof resolveExistingMarks>;
  try {
    resolved = resolveExistingMarks(found.value.marks, fields.mapping, fields.existingMarks);
  } catch (error) {
    if (error instanceof PdfFileError) return { ok: false, error: error.toJSON() };
    throw error;
  }
  const { mapping: resolvedMapping, report: marksReport } = resolved;
  const plan = shardMapping(resolvedMapping, runner.ownerThreads, shardMinAreas);
  const shards = await Promise.all(
    plan.map((mapping) =>
      runner.run<ShardResult>(
        { type: 'redact-shard', bytes: file, mapping, removeImages: fields.removeImages },
        options,
      ),
    ),
  );
  const failed = shards.find((outcome) => !outcome.ok);
  if (failed && !failed.ok) return failed;
  const results = shards.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
  const moved = results.map((shard) => shard.bytes.buffer as ArrayBuffer);
  const { removeImages, appearance } = fields;
  const merge = { removeImages, appearance, mapping: resolvedMapping, marksReport };
  return runner.run({ type: 'redact-merge', shards: results, ...merge }, options, moved);
}
