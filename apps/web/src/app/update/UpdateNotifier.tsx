import { useState, useSyncExternalStore } from 'react';
import { appUpdates } from './app-updates';
import { INITIAL_UPDATE_STATE } from './update-machine';
import { UpdateBanner } from './UpdateBanner';
import { dismissRegistrationNotice, isRegistrationNoticeDismissed } from './registration-notice';

const noUpdates = () => () => {};
const idle = () => INITIAL_UPDATE_STATE;

/** The banner bound to the running update controller; without one (development, tests) it is empty. */
export function UpdateNotifier() {
  const controller = appUpdates();
  const state = useSyncExternalStore(
    controller?.subscribe ?? noUpdates,
    controller?.getState ?? idle,
  );
  const [isNoticeDismissed, setIsNoticeDismissed] = useState(isRegistrationNoticeDismissed);
  // A blocked service worker fails the same way on every load: told once, it stays quiet.
  const isQuiet = state.failure === 'registration' && isNoticeDismissed;
  return (
    <UpdateBanner
      state={isQuiet ? INITIAL_UPDATE_STATE : state}
      onUpdateNow={() => controller?.updateNow()}
      onRetry={() => void controller?.retry()}
      onRefresh={() => window.location.reload()}
      onDismiss={() => {
        dismissRegistrationNotice();
        setIsNoticeDismissed(true);
      }}
    />
  );
}
