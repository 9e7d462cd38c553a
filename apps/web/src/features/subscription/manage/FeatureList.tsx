import { useTranslation } from 'react-i18next';
import { featureKey, humanizeFeature } from '../../pricing/plan-format';

/** The plan's feature codes (§3) in the words of the pricing page. */
export function FeatureList({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  if (features.length === 0) return null;
  return (
    <div>
      <h3 className="manage-subheading">{t('subscription.features.title')}</h3>
      <ul className="feature-list">
        {features.map((code) => {
          const key = featureKey(code);
          return <li key={code}>{key === null ? humanizeFeature(code) : t(key)}</li>;
        })}
      </ul>
    </div>
  );
}
