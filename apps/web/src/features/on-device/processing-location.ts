import type { TOnDeviceRequirement, TProcessingLocation } from '@workbench/contracts';
import { create } from 'zustand';
import { onAuthEvent } from '../../lib/auth-events';
import { requireConnection } from '../../lib/require-connection';
import { userStorageKey } from '../../lib/user-state';
import { keptUser } from '../auth/auth-state-storage';
import { effectiveProcessingLocation } from '../settings/processing-location';
import { fetchGeneralSettings } from '../settings/settings-api';
import { onSettingsChanged } from '../settings/settings-events';

export type ProcessingLocation = TProcessingLocation;

interface LocationState {
  /** The signed-in user: whose choice is kept here and whose offline tickets are queued. */
  userId: string | null;
  /** Their username, which marks exported on this device are signed with (as the server does). */
  userName: string | null;
  /** The organization whose policy requires on-device processing, whatever the setting says. */
  requiredBy: TOnDeviceRequirement | null;
  /** The user's own choice: as last read from the server, else as kept in this browser. */
  setting: TProcessingLocation | null;
  /** The setting was read from the server this session, or could not be (the kept one stands). */
  isSettled: boolean;
}

/** The choice as last read, kept so that on-device mode also holds offline and at start-up. */
const KEPT_SETTING = userStorageKey('processing-location');

function keptSetting(): TProcessingLocation | null {
  try {
    const value = localStorage.getItem(KEPT_SETTING);
    return value === 'device' || value === 'server' ? value : null;
  } catch {
    return null;
  }
}

function keepSetting(value: TProcessingLocation) {
  try {
    localStorage.setItem(KEPT_SETTING, value);
  } catch {
    // Blocked storage: the setting is read from the server at each start.
  }
}

export const useProcessingStore = create<LocationState>()(() => ({
  userId: null,
  userName: null,
  requiredBy: null,
  setting: keptSetting(),
  isSettled: false,
}));

/** Where documents are processed: on this device when the user or an organization says so. */
export function locationOf(
  state: Pick<LocationState, 'requiredBy' | 'setting'>,
): ProcessingLocation {
  const settings = state.setting === null ? null : { processing_location: state.setting };
  return effectiveProcessingLocation(settings, { on_device_required_by: state.requiredBy })
    .location;
}

/** The location as known now ('server' until the setting is known): for the interface. */
export function useProcessingLocation(): ProcessingLocation {
  return useProcessingStore(locationOf);
}

/** Whether documents are processed on this device, as known now. */
export function isOnDevice(): boolean {
  return locationOf(useProcessingStore.getState()) === 'device';
}

/** The signed-in user and the organization policy that applies to them (from the user's data). */
export function setProcessingUser(user: {
  id: string;
  username: string;
  on_device_required_by: TOnDeviceRequirement | null;
}) {
  const state = useProcessingStore.getState();
  const requiredBy = user.on_device_required_by;
  const isSameUser = state.userId === user.id;
  if (isSameUser && state.userName === user.username && state.requiredBy?.id === requiredBy?.id)
    return;
  // What was read before the user was named came with this session, so it is theirs; another
  // user's choice is never taken over (a sign-out forgets it anyway).
  const isOtherUser = state.userId !== null && !isSameUser;
  useProcessingStore.setState({
    userId: user.id,
    userName: user.username,
    requiredBy,
    ...(isOtherUser && { setting: keptSetting(), isSettled: false }),
  });
}

/**
 * Asked before work on documents: in on-device mode it runs offline too (the engine is in this
 * browser); otherwise it needs the server, and offline it is refused with one clear notice.
 */
export function requireProcessingConnection(): boolean {
  return isOnDevice() || requireConnection();
}

/** The user's setting as the server has it (read, saved, or imported). */
export function setProcessingSetting(setting: TProcessingLocation) {
  keepSetting(setting);
  useProcessingStore.setState({ setting, isSettled: true });
}

let settling: Promise<void> | null = null;

/**
 * Where the next piece of work must run. Nothing is sent to the server before the user's setting
 * is known: read from the server once, or (offline) as kept in this browser from the last read.
 * An organization's policy needs no read: it comes with the user.
 */
export async function resolveProcessingLocation(): Promise<ProcessingLocation> {
  // Work started before the workspace named its user (a restored file) takes the kept user.
  const kept = useProcessingStore.getState().userId === null ? keptUser() : null;
  if (kept) setProcessingUser(kept);
  const state = useProcessingStore.getState();
  if (state.requiredBy !== null || state.isSettled) return locationOf(state);
  settling ??= fetchGeneralSettings()
    .then((general) => setProcessingSetting(general.processing_location))
    .catch(() => useProcessingStore.setState({ isSettled: true }))
    .finally(() => {
      settling = null;
    });
  await settling;
  return locationOf(useProcessingStore.getState());
}

/** Signed out: nothing of the last user's choice stays in memory. */
export function forgetProcessingLocation() {
  useProcessingStore.setState({
    userId: null,
    userName: null,
    requiredBy: null,
    setting: null,
    isSettled: false,
  });
}

/** Another tab read or saved the setting: this one follows. */
function onKeptSettingChanged(event: StorageEvent) {
  if (event.key !== KEPT_SETTING) return;
  const setting = keptSetting();
  if (setting !== null) useProcessingStore.setState({ setting });
}

// Wherever the app is: signed out, the choice goes; saved on the settings page (or imported),
// it holds from the next call on, before the workspace reads its settings again.
onAuthEvent(() => forgetProcessingLocation());
onSettingsChanged((parts, general) => {
  if (general) setProcessingSetting(general.processing_location);
  else if (parts.includes('general')) useProcessingStore.setState({ isSettled: false });
});
if (typeof window !== 'undefined') window.addEventListener('storage', onKeptSettingChanged);
