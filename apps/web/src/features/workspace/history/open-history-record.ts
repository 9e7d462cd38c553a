import type { TDocumentHistoryItem } from '@workbench/contracts';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useRedactionStore } from '../redaction/redaction-store';
import { highlightsFromSchema } from './apply-history';
import { hashFileName } from './history-record';

/** The open file a record was made from: the history knows it only by its name's hash. */
export async function findRecordFile(
  files: readonly OpenFile[],
  hashedName: string,
): Promise<OpenFile | undefined> {
  const hashes = await Promise.all(files.map((file) => hashFileName(file.name)));
  return files[hashes.indexOf(hashedName)];
}

/**
 * Marks the record's areas on its file again, restores its remove-images option and shows the
 * file. Answers how many areas were added, or null when the file is not open.
 */
export async function applyHistoryRecord(record: TDocumentHistoryItem): Promise<number | null> {
  const file = await findRecordFile(useFilesStore.getState().files, record.hashed_name);
  if (file === undefined) return null;
  const highlights = useHighlightsStore.getState();
  const schema = record.redaction_schema;
  const restored = highlightsFromSchema(schema, file.key, highlights.byFile[file.key] ?? []);
  highlights.add(restored);
  if (schema.options !== undefined) {
    useRedactionStore.getState().setOptions({ removeImages: schema.options.remove_images });
  }
  useFilesStore.getState().setCurrent(file.key);
  return restored.length;
}
