import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { markResidues } from './mark-residues';
import { residueSummary } from './residue-summary';
import { useRedactionStore } from './redaction-store';

/**
 * The open files whose last redaction the server refused, each with the places its check still
 * found the redacted text, and the way forward: mark those places (boxes where the server placed
 * them, a search for the texts found elsewhere), then redact again.
 */
export function RefusedFiles() {
  const { t } = useTranslation();
  const refusals = useRedactionStore((state) => state.refusals);
  const files = useFilesStore(
    useShallow((state) => state.files.filter((file) => refusals[file.key])),
  );
  const [marking, setMarking] = useState<string | null>(null);
  const headingId = useId();
  if (files.length === 0) return null;

  async function mark(fileKey: string) {
    const file = files.find((open) => open.key === fileKey);
    const refusal = useRedactionStore.getState().refusals[fileKey];
    if (!file || !refusal) return;
    setMarking(fileKey);
    try {
      const marked = await markResidues(file, refusal.residues);
      useRedactionStore.getState().setRefusal(fileKey, null);
      const parts = [
        marked.boxes > 0 && t('workspace.redaction.refusal.markedBoxes', { count: marked.boxes }),
        marked.terms > 0 && t('workspace.redaction.refusal.searched', { count: marked.terms }),
        marked.unplaced > 0 &&
          t('workspace.redaction.refusal.unplaced', { count: marked.unplaced }),
        marked.boxes + marked.terms > 0 && t('workspace.redaction.refusal.again'),
      ];
      toast.info(parts.filter(Boolean).join(' '), 12_000);
    } finally {
      setMarking(null);
    }
  }

  return (
    <div className="redaction-refusals">
      {files.map((file, index) => {
        const refusal = refusals[file.key]!;
        return (
          <section
            key={file.key}
            className="redaction-refusal"
            aria-labelledby={`${headingId}-${index}`}
          >
            <h3 id={`${headingId}-${index}`}>
              {t('workspace.redaction.refusal.title', { name: file.name })}
            </h3>
            <p>
              {t('workspace.redaction.residuesFound', {
                list: residueSummary(t, refusal.residues),
              })}
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button button-primary"
                disabled={marking !== null}
                onClick={() => void mark(file.key)}
              >
                {t('workspace.redaction.refusal.mark')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => useRedactionStore.getState().setRefusal(file.key, null)}
              >
                {t('workspace.redaction.refusal.dismiss')}
              </button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
