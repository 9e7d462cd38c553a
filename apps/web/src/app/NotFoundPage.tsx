import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page-center not-found">
      <p className="not-found-code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button button-primary">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
