import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from './files/files-store';
import { FullscreenViewer } from './fullscreen/FullscreenViewer';
import { useFullscreenStore } from './fullscreen/fullscreen-store';
import { useHighlightsStore } from './highlights/highlights-store';
import { useRedactionStore } from './redaction/redaction-store';
import { ShortcutHelpDialog } from './shortcuts/ShortcutHelpDialog';
import { CodePicker } from './marks/CodePicker';
import { SelectionAnnouncer } from './marks/SelectionAnnouncer';
import { useWorkspaceShortcuts } from './shortcuts/use-workspace-shortcuts';
import { RedactConfirm } from './toolbar/RedactConfirm';
import { CloseFileConfirm } from './files/CloseFileConfirm';
import { Toolbar } from './toolbar/Toolbar';
import { UploadArea } from './upload/UploadArea';
import { useUpload } from './upload/use-upload';
import { useWorkspaceActions } from './use-workspace-actions';
import { MultiFileViewer } from './viewer/MultiFileViewer';
import { UpgradeDialog } from './premium/UpgradeDialog';
import { MobileActionMenu } from './mobile/MobileActionMenu';
import { WorkspaceSidebar } from './sidebar/WorkspaceSidebar';
import { useSyncWorkspaceSettings } from './workspace-settings';
import { useWorkspacePersistence } from './persistence/use-workspace-persistence';
import { useTextSelectionMode } from './text-selection/use-text-selection-mode';
import { StatusBar } from './detection/StatusBar';
import { useDetectionWorkspace } from './detection/use-detection-workspace';
import { CombineImagesDialog } from './upload/CombineImagesDialog';
import { SpendQuestionDialog } from './usage/SpendQuestionDialog';
import { useSearchAutoProcess } from './search/use-search-auto-process';
import { useUsageRefresh } from './usage/usage-store';
import { useReviewer } from './marks/use-reviewer';
import { useFileContents } from './file-contents/use-file-contents';
import { useFileMarks } from './file-marks/use-file-marks';
import './workspace.css';
import { UPLOAD_ACCEPT } from './marks-exchange/xfdf-drop';
import { OnDeviceStatus } from '../on-device/OnDeviceStatus';
import { useOnDeviceWorkspace } from '../on-device/use-on-device-workspace';

/** A redacted version is stale once its file's highlights, or the redaction settings, change. */
function useStaleRedactions() {
  useEffect(() => {
    const offHighlights = useHighlightsStore.subscribe((state, previous) => {
      const changed = Object.keys({ ...state.byFile, ...previous.byFile }).filter(
        (key) => state.byFile[key] !== previous.byFile[key],
      );
      if (changed.length > 0) useFilesStore.getState().clearRedacted(changed);
    });
    const offRedaction = useRedactionStore.subscribe((state, previous) => {
      if (state.options !== previous.options || state.appearance !== previous.appearance) {
        useFilesStore.getState().clearRedacted();
      }
    });
    return () => {
      offHighlights();
      offRedaction();
    };
  }, []);
}

/** The workspace at /playground: toolbar, the open files and the upload area. */
export function WorkspacePage() {
  const { t } = useTranslation();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  const upload = useUpload();
  const fullscreenKey = useFullscreenStore((state) => state.fileKey);
  const { actions, shortcuts, picker, confirming, helpOpen } = useWorkspaceActions();
  useStaleRedactions();
  useOnDeviceWorkspace();
  useSyncWorkspaceSettings();
  useWorkspacePersistence();
  useTextSelectionMode();
  useDetectionWorkspace();
  useSearchAutoProcess();
  useFileMarks();
  useFileContents();
  useUsageRefresh();
  useReviewer();
  useWorkspaceShortcuts(hasFiles, shortcuts);
  const [isDropping, setIsDropping] = useState(false);

  return (
    <div
      className="workspace"
      data-dropping={isDropping || undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setIsDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDropping(false);
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setIsDropping(false);
        // Anywhere in the workspace: files dropped on the viewer or the sidebar are added.
        upload([...event.dataTransfer.files], hasFiles ? 'add' : 'replace');
      }}
    >
      <h1 className="visually-hidden">{t('pages.playground.title')}</h1>
      <Toolbar actions={actions} />
      <OnDeviceStatus />
      <input
        ref={picker}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-testid="toolbar-open"
        onChange={(event) => {
          upload([...(event.currentTarget.files ?? [])], 'add');
          event.currentTarget.value = '';
        }}
      />
      <div className="workspace-main">
        <WorkspaceSidebar />
        {fullscreenKey ? (
          <FullscreenViewer actions={actions} />
        ) : hasFiles ? (
          <MultiFileViewer onToggleEditMode={actions.toggleEditMode} />
        ) : (
          <UploadArea mode="replace" />
        )}
      </div>
      {confirming && (
        <RedactConfirm
          step={confirming.step}
          scope={confirming.scope}
          onConfirm={actions.confirmRedact}
          onCancel={actions.cancelRedact}
        />
      )}
      {helpOpen && <ShortcutHelpDialog onClose={actions.closeHelp} />}
      <CodePicker />
      <SelectionAnnouncer />
      <UpgradeDialog />
      <SpendQuestionDialog />
      <CombineImagesDialog />
      <CloseFileConfirm />
      <MobileActionMenu actions={actions} />
      <StatusBar />
    </div>
  );
}
