import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { featureKey, humanizeFeature } from './plan-format';

export function FeatureList({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="pricing-features">
      {features.map((code) => {
        const key = featureKey(code);
        return (
          <li key={code}>
            <Check aria-hidden="true" size={16} />
            <span>{key === null ? humanizeFeature(code) : t(key)}</span>
          </li>
        );
      })}
    </ul>
  );
}
