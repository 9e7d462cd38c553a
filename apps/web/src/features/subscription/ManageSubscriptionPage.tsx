import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { TabList, TabPanel } from '../../components/TabList';
import { isPaidCheckoutReturn } from './checkout-return/use-checkout-return';
import { ApiKeysTab } from './api-keys/ApiKeysTab';
import { SubscriptionTab, type ManagePanelProps } from './manage/SubscriptionTab';
import './subscription.css';

const MANAGE_TABS = ['subscription', 'apikeys'] as const;
type ManageTab = (typeof MANAGE_TABS)[number];

const ID_PREFIX = 'manage';

/** The guided tutorial's names for the tabs, one step each. */
const TUTORIAL_IDS: Record<ManageTab, string> = {
  subscription: 'subscription-overview',
  apikeys: 'subscription-api-keys',
};

const PANELS: Record<ManageTab, (props: ManagePanelProps) => ReactElement> = {
  subscription: SubscriptionTab,
  apikeys: ApiKeysTab,
};

/** /subscription/manage, with the tab in `?tab=` (subscription or apikeys). */
export function ManageSubscriptionPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const requested = searchParams.get('tab');
  const tab: ManageTab = MANAGE_TABS.find((value) => value === requested) ?? 'subscription';
  const [refreshCount, setRefreshCount] = useState(0);
  // Read once. The checkout return takes its parameters out of the address at once (possibly
  // while the session is still being checked, before this page mounts) and leaves a mark in the
  // location state instead.
  const [awaitingPayment] = useState(() => isPaidCheckoutReturn(searchParams, state));
  const Panel = PANELS[tab];

  function handleSelect(next: ManageTab) {
    setSearchParams({ tab: next }, { replace: true });
  }

  return (
    <section className="manage-page">
      <div className="manage-header">
        <h1>{t('pages.manageSubscription.title')}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setRefreshCount((count) => count + 1)}
        >
          {t('subscription.refresh')}
        </button>
      </div>
      <TabList
        tabs={MANAGE_TABS}
        current={tab}
        label={t('subscription.tabsLabel')}
        idPrefix={ID_PREFIX}
        renderLabel={(value) => t(`subscription.tabs.${value}`)}
        tutorialIdOf={(value) => TUTORIAL_IDS[value]}
        onSelect={handleSelect}
      />
      <TabPanel idPrefix={ID_PREFIX} tab={tab}>
        <Panel refreshCount={refreshCount} awaitingPayment={awaitingPayment} />
      </TabPanel>
    </section>
  );
}
