import { FeaturePage } from '../../app/FeaturePage';

export function ManageSubscriptionPage() {
  return (
    <FeaturePage
      titleKey="pages.manageSubscription.title"
      leadKey="pages.manageSubscription.lead"
    />
  );
}
