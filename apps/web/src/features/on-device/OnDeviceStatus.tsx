import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../workspace/files/files-store';
import { useDeviceEngine } from './device-engine';
import { EngineDownload } from './EngineDownload';
import { useEngineFiles } from './engine-files-store';
import { useProcessingLocation } from './processing-location';
import './on-device.css';

/**
 * Under the workspace's toolbar in on-device mode, until the engine runs: its files' download
 * (or why they could not come, with a way to try again, or the button after a cancel), the
 * engine starting, and why it could not start. Nothing in server mode.
 */
export function OnDeviceStatus() {
  const { t } = useTranslation();
  const location = useProcessingLocation();
  const files = useEngineFiles((state) => state.status);
  const engine = useDeviceEngine();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  if (location !== 'device' || engine.status === 'ready') return null;
  const failure = engine.status === 'failed' && (
    <p className="on-device-failed" role="alert">
      {engine.message}
    </p>
  );
  if (files === 'ready') {
    if (engine.status === 'starting') {
      return (
        <p className="on-device-status" role="status">
          {t('workspace.onDevice.engine.starting')}
        </p>
      );
    }
    return failure ? <div className="on-device-status">{failure}</div> : null;
  }
  // Downloading, failed, or not asked for yet while files are open (the download was cancelled).
  if (files === 'idle' && !hasFiles && !failure) return null;
  return (
    <div className="on-device-status">
      {failure}
      <EngineDownload />
    </div>
  );
}
