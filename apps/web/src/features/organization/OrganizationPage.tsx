import { FeaturePage } from '../../app/FeaturePage';

export function OrganizationPage() {
  return <FeaturePage titleKey="pages.organization.title" leadKey="pages.organization.lead" />;
}
