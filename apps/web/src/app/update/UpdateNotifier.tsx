import { useSyncExternalStore } from 'react';
import { appUpdates } from './app-updates';
import { INITIAL_UPDATE_STATE } from './update-machine';
import { UpdateBanner } from './UpdateBanner';

const noUpdates = () => () => {};
const idle = () => INITIAL_UPDATE_STATE;

/** The banner bound to the running update controller; without one (development, tests) it is empty. */
export function UpdateNotifier() {
  const controller = appUpdates();
  const state = useSyncExternalStore(
    controller?.subscribe ?? noUpdates,
    controller?.getState ?? idle,
  );
  return (
    <UpdateBanner
      state={state}
      onUpdateNow={() => controller?.updateNow()}
      onRetry={() => void controller?.retry()}
      onRefresh={() => window.location.reload()}
    />
  );
}
