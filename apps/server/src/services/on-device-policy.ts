import { onDeviceRequiredMessage, type TOnDeviceRequirement } from '@workbench/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { createOrganizationsRepository } from '../repositories/organizations.repository';

/**
 * Organizations that require their members to process documents on their own devices (issue 54,
 * decision 0057). A member of any of them may not send a document to the server, whichever
 * organization context a request names: the policy protects the organization's documents, and
 * the server cannot tell whose documents an upload holds.
 */
export function createOnDevicePolicy(db: Database) {
  const organizations = createOrganizationsRepository(db);

  /** The first of the user's organizations (owned first, then in joining order) requiring it. */
  async function requiredBy(userId: string): Promise<TOnDeviceRequirement | null> {
    const organization = await organizations.findRequiringOnDevice(userId);
    return organization === undefined ? null : { id: organization.id, name: organization.name };
  }

  return {
    requiredBy,

    /** Refuses (403 ON_DEVICE_REQUIRED, naming the organization) a user it applies to. */
    async requireServerAllowed(userId: string): Promise<void> {
      const organization = await requiredBy(userId);
      if (organization === null) return;
      throw new AppError('ON_DEVICE_REQUIRED', onDeviceRequiredMessage(organization.name), {
        organization,
      });
    },
  };
}

export type OnDevicePolicy = ReturnType<typeof createOnDevicePolicy>;
