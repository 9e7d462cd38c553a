import type {
  TGeneralSettings,
  TOnDeviceRequirement,
  TProcessingLocation,
  TUser,
} from '@workbench/contracts';

/** Where documents are processed, and whether the user had a say in it. */
export type EffectiveProcessingLocation = {
  location: TProcessingLocation;
  /** An organization of the user requires the device: the server would refuse the documents. */
  isRequired: boolean;
  /** That organization (the first of the user's that requires it), else null. */
  requiredBy: TOnDeviceRequirement | null;
};

/**
 * Where the workspace processes documents (issue 54): on the device whenever one of the user's
 * organizations requires it (`user.on_device_required_by`; the server then answers every
 * document upload with 403 ON_DEVICE_REQUIRED), else as the user's general setting
 * `processing_location` says, and on the server while neither is known yet (settings not
 * loaded, nobody signed in). Pure: the workspace calls it with the settings and user it holds,
 * and again whenever either changes.
 */
export function effectiveProcessingLocation(
  settings: Pick<TGeneralSettings, 'processing_location'> | null | undefined,
  user: Pick<TUser, 'on_device_required_by'> | null | undefined,
): EffectiveProcessingLocation {
  const requiredBy = user?.on_device_required_by ?? null;
  if (requiredBy !== null) return { location: 'device', isRequired: true, requiredBy };
  return {
    location: settings?.processing_location ?? 'server',
    isRequired: false,
    requiredBy: null,
  };
}
