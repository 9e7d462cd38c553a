import { useTranslation } from 'react-i18next';

/** A page heading with its lead paragraph; the page's own content follows as children. */
export function FeaturePage({
  titleKey,
  leadKey,
  children,
}: {
  titleKey: string;
  leadKey: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="feature-page">
      <h1>{t(titleKey)}</h1>
      <p className="lead">{t(leadKey)}</p>
      {children}
    </section>
  );
}
