import { FeaturePage } from '../../app/FeaturePage';

export function PlaygroundPage() {
  return <FeaturePage titleKey="pages.playground.title" leadKey="pages.playground.lead" />;
}
