import type { TOrganization, TRole } from '@workbench/contracts';

/** What each tab of the organization page is given: the organization and the user's role. */
export type OrganizationPanelProps = { organization: TOrganization; role: TRole };
