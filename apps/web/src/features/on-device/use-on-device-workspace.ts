import type { TGeneralSettingsRecord } from '@workbench/contracts';
import i18next from 'i18next';
import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';
import { useFilesStore } from '../workspace/files/files-store';
import { sendKeptRecords } from '../workspace/history/history-outbox';
import { useWorkspaceSettings } from '../workspace/workspace-settings';
import { closeDeviceEngine, deviceEngine } from './device-engine';
import { sendQueuedTickets } from './device-tickets';
import { useEngineFiles } from './engine-files-store';
import {
  locationOf,
  setProcessingSetting,
  setProcessingUser,
  useProcessingStore,
} from './processing-location';

/**
 * On-device mode in the workspace: the mode follows the user (an organization's policy) and
 * their setting as the workspace reads it (saves elsewhere: processing-location.ts); the engine
 * starts once the mode is on and a file is open (its files downloaded first) and ends when the
 * mode is turned off; work done offline (its tickets and history records) is reported when the
 * connection returns.
 */
export function useOnDeviceWorkspace() {
  const { user } = useAuth();

  useEffect(() => {
    if (user) setProcessingUser(user);
  }, [user]);

  useEffect(() => {
    const follow = ({ general }: { general: TGeneralSettingsRecord | null }) => {
      if (general) setProcessingSetting(general.processing_location);
    };
    follow(useWorkspaceSettings.getState());
    return useWorkspaceSettings.subscribe(follow);
  }, []);

  useEffect(() => {
    const startOrStop = () => {
      const isDevice = locationOf(useProcessingStore.getState()) === 'device';
      if (!isDevice) return closeDeviceEngine();
      // Started with the first file, so its files download while the user looks at the page.
      if (useFilesStore.getState().files.length > 0) void deviceEngine().catch(() => undefined);
    };
    startOrStop();
    const stops = [
      useProcessingStore.subscribe((state, previous) => {
        if (locationOf(state) !== locationOf(previous)) startOrStop();
      }),
      useFilesStore.subscribe((state, previous) => {
        if (state.files.length > 0 && previous.files.length === 0) startOrStop();
      }),
      // Downloaded again after a cancel or a failure: the engine starts with them.
      useEngineFiles.subscribe((state, previous) => {
        if (state.status === 'ready' && previous.status !== 'ready') startOrStop();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  useEffect(() => {
    const send = () => {
      void sendQueuedTickets();
      void sendKeptRecords(useProcessingStore.getState().userId).then((count) => {
        if (count > 0) toast.info(i18next.t('workspace.onDevice.offline.historySent', { count }));
      });
    };
    send();
    window.addEventListener('online', send);
    const stop = useProcessingStore.subscribe((state, previous) => {
      if (state.userId !== previous.userId) send();
    });
    return () => {
      window.removeEventListener('online', send);
      stop();
    };
  }, []);
}
