import { FeaturePage } from '../../app/FeaturePage';

export function CheckoutPage() {
  return <FeaturePage titleKey="pages.checkout.title" leadKey="pages.checkout.lead" />;
}
