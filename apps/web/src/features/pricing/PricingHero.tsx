import { useTranslation } from 'react-i18next';
import type { PricingMode } from './pricing-mode';

const HERO_KEYS = {
  normal: { title: 'pages.pricing.title', lead: 'pages.pricing.lead' },
  upgrade: { title: 'pricing.hero.upgradeTitle', lead: 'pricing.hero.upgradeLead' },
  renew: { title: 'pricing.hero.renewTitle', lead: 'pricing.hero.renewLead' },
} as const;

export function PricingHero({ mode }: { mode: PricingMode['kind'] }) {
  const { t } = useTranslation();
  const keys = HERO_KEYS[mode];
  return (
    <div className="pricing-hero">
      <h1>{t(keys.title)}</h1>
      <p className="lead">{t(keys.lead)}</p>
    </div>
  );
}
