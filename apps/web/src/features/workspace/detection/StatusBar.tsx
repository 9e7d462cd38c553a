import type { TDetectEventType } from '@workbench/contracts';
import {
  CircleAlert,
  CircleCheck,
  FileCheck,
  FileSearch,
  FileText,
  Files,
  Loader,
  Square,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ProgressBar';
import { useShallow } from 'zustand/react/shallow';
import { truncateKeepingExtension } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { localizeDetectMessage } from './detect-messages';
import { useDetectionStore, type Milestone, type StreamProgress } from './detection-store';
import { useAutoHide, useCurrentEvent, useSimulatedProgress, useStopLock } from './use-status-bar';
import './status-bar.css';

const ICONS: Record<TDetectEventType, LucideIcon> = {
  reading_files: Files,
  files_read: Files,
  file_started: FileText,
  page_started: FileSearch,
  page_completed: FileCheck,
  file_completed: FileCheck,
  batch_completed: CircleCheck,
  heartbeat: Loader,
  error: CircleAlert,
};

/** The words a screen reader hears for a milestone. */
function announcementOf(t: TFunction, milestone: Milestone | null, progress: StreamProgress) {
  switch (milestone?.kind) {
    case 'fileDone':
      return t('workspace.statusBar.announce.fileDone', {
        name: milestone.fileName,
        done: progress.filesCompleted,
        total: progress.totalFiles,
      });
    case 'batchDone':
      return t('workspace.statusBar.announce.batchDone');
    case 'error':
      return t('workspace.statusBar.announce.error', {
        message: localizeDetectMessage(t, milestone.message ?? ''),
      });
    case 'stopped':
      return t('workspace.statusBar.announce.stopped');
    default:
      return '';
  }
}

/**
 * How far the simulated progress may go: short of what the first finished page will show, so the
 * bar never jumps back when real progress arrives (a six-page scan went from 70 % to 17 %).
 */
export function simulatedCapOf(totalPages: number, totalFiles: number): number {
  if (totalPages > 0) return Math.max(1, Math.floor(100 / totalPages) - 1);
  return totalFiles > 0 ? Math.max(1, Math.floor(100 / totalFiles) - 1) : 99;
}

function StatusBarView() {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const { isStreaming, hasRealProgress, progress, events, milestone } = useDetectionStore(
    useShallow(({ isStreaming, hasRealProgress, progress, events, milestone }) => ({
      isStreaming,
      hasRealProgress,
      progress,
      events,
      milestone,
    })),
  );
  const simulated = useSimulatedProgress(
    isStreaming && !hasRealProgress,
    simulatedCapOf(progress.totalPages, progress.totalFiles),
  );
  const current = useCurrentEvent(events);
  const stopLock = useStopLock();
  const isHiding = useAutoHide(isStreaming);
  const percent = hasRealProgress ? progress.progressPercentage : simulated;
  // After Stop the bar says so, without a spinner (it said "Finished" and kept turning).
  const wasStopped = !isStreaming && milestone?.kind === 'stopped';
  const Icon = wasStopped
    ? Square
    : current
      ? ICONS[current.eventType]
      : isStreaming
        ? Loader
        : CircleCheck;
  const fileName = current?.data.file_name ?? progress.currentFile;
  const page = current?.data.page_number ?? progress.currentPage;
  const { filesCompleted, totalFiles, pagesCompleted, totalPages } = progress;

  return (
    <div
      className="detection-status-bar"
      data-hiding={isHiding}
      role="region"
      aria-label={t('workspace.statusBar.label')}
    >
      <Icon aria-hidden="true" size={18} className="detection-status-icon" />
      <div className="detection-status-text">
        <p className="detection-status-line">
          <strong>
            {wasStopped
              ? t('workspace.statusBar.stopped')
              : current
                ? t(`workspace.statusBar.events.${current.eventType}`)
                : isStreaming
                  ? t('workspace.statusBar.working')
                  : t('workspace.statusBar.finished')}
          </strong>
          {fileName && (
            <span title={fileName}>{truncateKeepingExtension(fileName, TRUNCATE.statusFile)}</span>
          )}
          {page !== null && page !== undefined && (
            <span>{t('workspace.statusBar.page', { page })}</span>
          )}
        </p>
        {/* The progress changes on every page: only milestones are announced, below. */}
        <p className="detection-status-progress">
          {t('workspace.statusBar.progress', { done: filesCompleted, total: totalFiles })}
          {totalPages > 0 &&
            ` · ${t('workspace.statusBar.pages', { done: pagesCompleted, total: totalPages })}`}
          {` · ${percent} %`}
        </p>
        <ProgressBar label={t('workspace.statusBar.label')} percent={percent} />
        <p className="visually-hidden" role="status">
          {announcementOf(t, milestone, progress)}
        </p>
      </div>
      {isStreaming && (
        <button
          type="button"
          className="icon-button"
          title={t('workspace.statusBar.stop')}
          aria-label={t('workspace.statusBar.stop')}
          disabled={stopLock.isLocked}
          onClick={() => {
            stopLock.lock();
            useDetectionStore.getState().stop();
            // The stop button goes away with the run; the focus stays in the bar.
            closeButton.current?.focus();
          }}
        >
          <Square aria-hidden="true" size={16} />
        </button>
      )}
      <button
        ref={closeButton}
        type="button"
        className="icon-button"
        title={t('workspace.statusBar.close')}
        aria-label={t('workspace.statusBar.close')}
        onClick={() => useDetectionStore.getState().clearStatus()}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}

/**
 * The floating status bar of a streaming detection (workspace §2, §4). Each run gets a fresh
 * bar, so its simulated progress, stop lock and hide timers start again.
 */
export function StatusBar() {
  const isOpen = useDetectionStore((state) => state.isStatusOpen);
  const startedAt = useDetectionStore((state) => state.startedAt);
  if (!isOpen) return null;
  return <StatusBarView key={startedAt ?? 0} />;
}
