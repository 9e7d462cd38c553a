import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabList, TabPanel } from '../../components/TabList';
import { DomainsTab } from './domains/DomainsTab';
import { MembersTab } from './members/MembersTab';
import type { OrganizationPanelProps } from './organization-panel';
import { OrganizationHeader } from './OrganizationHeader';
import { OverviewTab } from './overview/OverviewTab';
import { SsoTab } from './SsoTab';
import { OrganizationSubscriptionTab } from './subscription/OrganizationSubscriptionTab';

const ORGANIZATION_TABS = ['overview', 'members', 'subscription', 'domains', 'sso'] as const;
type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

const ID_PREFIX = 'organization';

const PANELS: Record<OrganizationTab, (props: OrganizationPanelProps) => ReactElement> = {
  overview: OverviewTab,
  members: MembersTab,
  subscription: OrganizationSubscriptionTab,
  domains: DomainsTab,
  sso: SsoTab,
};

/** One organization's tabs, with the tab in `?tab=` as on the subscription page. */
export function OrganizationView({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = ORGANIZATION_TABS.find((value) => value === requested) ?? 'overview';
  const Panel = PANELS[tab];

  return (
    <>
      <OrganizationHeader organization={organization} role={role} />
      <TabList
        tabs={ORGANIZATION_TABS}
        current={tab}
        label={t('organization.tabsLabel')}
        idPrefix={ID_PREFIX}
        renderLabel={(value) => t(`organization.tabs.${value}`)}
        onSelect={(next) => setSearchParams({ tab: next }, { replace: true })}
      />
      <TabPanel idPrefix={ID_PREFIX} tab={tab}>
        <Panel organization={organization} role={role} />
      </TabPanel>
    </>
  );
}
