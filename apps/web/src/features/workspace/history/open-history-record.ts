import type { TDocumentHistoryItem } from '@workbench/contracts';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useRedactionStore } from '../redaction/redaction-store';
import { showHighlight } from '../viewer/navigation';
import { restoreFromSchema } from './apply-history';
import { hashFileName } from './history-record';
import { keptAreas } from './kept-areas';

/** The open file a record was made from: the history knows it only by its name's hash. */
export async function findRecordFile(
  files: readonly OpenFile[],
  hashedName: string,
): Promise<OpenFile | undefined> {
  const hashes = await Promise.all(files.map((file) => hashFileName(file.name)));
  return files[hashes.indexOf(hashedName)];
}

/**
 * Marks the record's areas on its file again, restores its remove-images option, and moves the
 * viewer to the file's first restored area. Answers how many areas the file now carries from the
 * record, or null when the file is not open.
 */
export async function applyHistoryRecord(record: TDocumentHistoryItem): Promise<number | null> {
  const file = await findRecordFile(useFilesStore.getState().files, record.hashed_name);
  if (file === undefined) return null;
  const highlights = useHighlightsStore.getState();
  const schema = record.redaction_schema;
  const existing = highlights.byFile[file.key] ?? [];
  const restored = restoreFromSchema(schema, file.key, existing, keptAreas(record.id));
  const replaced = new Set(restored.replacedIds);
  highlights.replaceWhere(
    (highlight) => highlight.fileKey === file.key && replaced.has(highlight.id),
    restored.highlights,
  );
  if (schema.options !== undefined) {
    useRedactionStore.getState().setOptions({ removeImages: schema.options.remove_images });
  }
  useFilesStore.getState().setCurrent(file.key);
  // The area a reader meets first: the top of the first page the record marks.
  const [first] = restored.highlights.toSorted((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  if (first) void showHighlight(first);
  return restored.highlights.length;
}
