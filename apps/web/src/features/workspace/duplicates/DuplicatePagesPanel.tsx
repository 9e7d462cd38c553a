import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useWordsStore } from '../text-selection/words-store';
import { truncateName } from '../truncate';
import { useSpendLabel } from '../usage/use-spend-label';
import { showPage } from '../viewer/navigation';
import { TRUNCATE } from '../workspace-constants';
import { copyMarksToDuplicates, markDuplicatesWhole } from './duplicate-actions';
import { groupDuplicates, type DuplicateGroup, type PageRange } from './duplicate-groups';
import { useDuplicatesStore } from './duplicates-store';
import { findDuplicatePages } from './find-duplicates';
import { MIN_SCORE } from './similar-pages';
import './duplicates.css';

/** The groups of the last search at the threshold, among the files still open. */
function useGroups(): DuplicateGroup[] {
  const files = useFilesStore((state) => state.files);
  const { pairs, fileKeys, threshold } = useDuplicatesStore();
  return useMemo(() => {
    const open = new Set(files.map((file) => file.key));
    const kept = pairs.filter((pair) => open.has(pair.a.fileKey) && open.has(pair.b.fileKey));
    return groupDuplicates(kept, threshold, fileKeys);
  }, [files, pairs, fileKeys, threshold]);
}

/**
 * The find button's label with the pages it spends: the server reads (or recognises) every page
 * of each open file whose words are not read yet, and charges them.
 */
function useFindLabel(label: string): string {
  const read = useWordsStore(
    useShallow((state) =>
      Object.keys(state.byFile).filter((key) => state.byFile[key]?.status === 'completed'),
    ),
  );
  const unread = useFilesStore(
    useShallow((state) => state.files.filter((file) => !read.includes(file.key))),
  );
  return useSpendLabel(label, unread);
}

function RangeButton({ range }: { range: PageRange }) {
  const { t } = useTranslation();
  const file = useFilesStore((state) => state.files.find((open) => open.key === range.fileKey));
  const name = truncateName(file?.name ?? '', TRUNCATE.filePanel);
  const label =
    range.from === range.to
      ? t('workspace.duplicates.page', { page: range.from, name })
      : t('workspace.duplicates.pages', { from: range.from, to: range.to, name });
  return (
    <button
      type="button"
      className="link-button duplicates-range"
      title={file?.name}
      onClick={() => void showPage(range.fileKey, range.from)}
    >
      {label}
    </button>
  );
}

function GroupList({ groups }: { groups: readonly DuplicateGroup[] }) {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <ul className="duplicates-groups">
      {groups.map((group) => (
        <li key={group.ranges.map((range) => `${range.fileKey}:${range.from}`).join('|')}>
          <span className="duplicates-score">{percent.format(group.score)}</span>
          <span className="duplicates-ranges">
            {group.ranges.map((range, index) => (
              <span key={`${range.fileKey}:${range.from}`}>
                {index > 0 && <span aria-hidden="true"> = </span>}
                <RangeButton range={range} />
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Duplicate pages" (issue 53): pages of the open files whose text (OCR's, for a scan) is the
 * same or nearly so, in groups with their similarity, at a threshold the user sets; each page
 * range opens its page. Marks can be copied to the duplicates or the duplicates marked whole.
 */
export function DuplicatePagesPanel() {
  const { t } = useTranslation();
  const thresholdId = useId();
  const files = useFilesStore((state) => state.files);
  const { status, fileKeys, threshold, setThreshold } = useDuplicatesStore();
  const fileCount = files.length;
  const isStale =
    status === 'found' &&
    (files.length !== fileKeys.length || files.some((file) => !fileKeys.includes(file.key)));
  const groups = useGroups();
  const [isBusy, setIsBusy] = useState(false);
  const findLabel = useFindLabel(
    status === 'idle' ? t('workspace.duplicates.find') : t('workspace.duplicates.findAgain'),
  );
  if (fileCount === 0) return null;
  const percent = Math.round(threshold * 100);

  async function act(run: () => Promise<number>, done: string, none: string) {
    setIsBusy(true);
    try {
      const count = await run();
      if (count === 0) toast.info(t(none));
      else toast.success(t(done, { count }));
    } catch {
      toast.error(t('workspace.duplicates.actionFailed'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className="duplicates" aria-labelledby="duplicates-title">
      <h3 id="duplicates-title">{t('workspace.duplicates.title')}</h3>
      <p className="duplicates-note">{t('workspace.duplicates.intro')}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={status === 'finding'}
        onClick={() => void findDuplicatePages()}
      >
        {findLabel}
      </button>
      {status === 'finding' && (
        <p className="duplicates-note" role="status">
          {t('workspace.duplicates.finding', { count: fileCount })}
        </p>
      )}
      {(status === 'failed' || status === 'compareFailed') && (
        <p className="duplicates-note" role="alert">
          {t(`workspace.duplicates.${status}`)}
        </p>
      )}
      {status === 'found' && (
        <>
          <div className="duplicates-threshold">
            <label htmlFor={thresholdId}>{t('workspace.duplicates.threshold')}</label>
            <output htmlFor={thresholdId}>{percent} %</output>
            <input
              id={thresholdId}
              type="range"
              min={MIN_SCORE}
              max={1}
              step={0.01}
              value={threshold}
              aria-valuetext={`${percent} %`}
              onChange={(event) => setThreshold(Number(event.target.value))}
            />
          </div>
          {isStale && <p className="duplicates-note">{t('workspace.duplicates.stale')}</p>}
          <p className="duplicates-note" role="status">
            {groups.length === 0
              ? t('workspace.duplicates.none')
              : t('workspace.duplicates.groups', { count: groups.length })}
          </p>
          {groups.length > 0 && (
            <>
              <GroupList groups={groups} />
              <div className="button-row">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() =>
                    void act(
                      () => copyMarksToDuplicates(groups),
                      'workspace.duplicates.copied',
                      'workspace.duplicates.copiedNone',
                    )
                  }
                >
                  {t('workspace.duplicates.copy')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  onClick={() =>
                    void act(
                      () => markDuplicatesWhole(groups),
                      'workspace.duplicates.markedWhole',
                      'workspace.duplicates.markedWholeNone',
                    )
                  }
                >
                  {t('workspace.duplicates.markWhole')}
                </button>
              </div>
              <p className="duplicates-note">{t('workspace.duplicates.actionsNote')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
