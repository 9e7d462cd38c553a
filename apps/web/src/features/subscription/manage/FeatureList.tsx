import { useTranslation } from 'react-i18next';

/** The plan's feature codes (§3) as words; a code this version does not know is shown as is. */
export function FeatureList({ features }: { features: readonly string[] }) {
  const { t, i18n } = useTranslation();
  if (features.length === 0) return null;
  return (
    <div>
      <h3 className="manage-subheading">{t('subscription.features.title')}</h3>
      <ul className="feature-list">
        {features.map((code) => {
          const key = `subscription.features.${code}`;
          return <li key={code}>{i18n.exists(key) ? t(key) : code.replaceAll('_', ' ')}</li>;
        })}
      </ul>
    </div>
  );
}
