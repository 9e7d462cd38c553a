import { FeaturePage } from '../../app/FeaturePage';

export function SettingsPage() {
  return <FeaturePage titleKey="pages.settings.title" leadKey="pages.settings.lead" />;
}
