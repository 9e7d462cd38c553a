import { ACCEPT_ATTRIBUTE } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { importXfdfInto } from './exchange-actions';

const XFDF_TYPE = 'application/vnd.adobe.xfdf';

/** What the file choosers offer: every kind of file that opens, and XFDF for marks. */
export const UPLOAD_ACCEPT = `${ACCEPT_ATTRIBUTE},.xfdf,${XFDF_TYPE}`;

/** An XFDF of marks (by its type, or its extension: drag sources often give no type). */
export function isXfdf(file: File): boolean {
  return file.type.toLowerCase() === XFDF_TYPE || /\.xfdf$/i.test(file.name);
}

const base = (name: string) => name.replace(/\.[^.]+$/, '').toLowerCase();

/** The open file an XFDF belongs to: the one of its name ("brev.xfdf" → "brev.pdf"), else the current one. */
export function fileFor(xfdf: File, files: readonly OpenFile[], currentKey: string | null) {
  return (
    files.find((file) => base(file.name) === base(xfdf.name)) ??
    files.find((file) => file.key === currentKey)
  );
}

/**
 * XFDF files opened or dropped with the files: each one's marks go onto the open file it belongs
 * to, as suggestions (decision 0054). Without an open file there is nothing to put them on.
 */
export async function importDroppedXfdf(xfdfs: readonly File[], t: TFunction): Promise<void> {
  const { files, currentKey } = useFilesStore.getState();
  for (const xfdf of xfdfs) {
    const target = fileFor(xfdf, files, currentKey);
    if (target) await importXfdfInto(target, xfdf, t);
    else toast.error(t('workspace.exchange.noFile', { name: xfdf.name }), 10_000);
  }
}
