import { Crown, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsPremium } from '../../settings/PremiumGate';
import { useShallow } from 'zustand/react/shallow';
import { filesInScope, useFilesStore } from '../files/files-store';
import { useSpendLabel } from '../usage/use-spend-label';
import { useDetectionChoices } from './detection-choices-store';
import { useDetectionStore } from './detection-store';

/** The toolbar's 'detect entities' button; a crown marks it premium for other users. */
export function DetectButton({ onDetect }: { onDetect: () => void }) {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  const isStreaming = useDetectionStore((state) => state.isStreaming);
  // It detects at once, so its tooltip says what that spends (the label stays short).
  const scope = useDetectionChoices((state) => state.scope);
  const files = useFilesStore(useShallow((state) => filesInScope(state, scope)));
  const title = useSpendLabel(t('workspace.detection.toolbarDetect'), files);
  return (
    <button
      type="button"
      className="button"
      disabled={!hasFiles || isStreaming}
      onClick={onDetect}
      title={`${title} (Shift+D)`}
      data-tutorial="toolbar-detect"
    >
      {isPremium ? (
        <ScanSearch aria-hidden="true" size={16} />
      ) : (
        <Crown aria-hidden="true" size={14} />
      )}
      <span className="toolbar-label">
        {isStreaming ? t('workspace.detection.detecting') : t('workspace.detection.toolbarDetect')}
      </span>
      {!isPremium && (
        <>
          {' '}
          <span className="visually-hidden">{t('workspace.premium.badge')}</span>
        </>
      )}
    </button>
  );
}
