import { FeaturePage } from '../../app/FeaturePage';

export function ContactPage() {
  return <FeaturePage titleKey="pages.contact.title" leadKey="pages.contact.lead" />;
}
