import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="logo" aria-label={t('app.name')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{t('app.name')}</span>
    </Link>
  );
}
