import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

/** One entry of a ZIP archive as its central directory describes it. */
export type ZipEntry = Pick<UnzipFileInfo, 'name' | 'size' | 'originalSize'>;

/** The entries a ZIP archive lists, read from its directory without inflating any; null if unreadable. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: ({ name, size, originalSize }) => {
        entries.push({ name, size, originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

/** The text of the entries named (inflated: keep them to small parts of a package). */
export function zipTexts(bytes: Uint8Array, names: (name: string) => boolean): Map<string, string> {
  const files = unzipSync(bytes, { filter: ({ name }) => names(name) });
  return new Map(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}
