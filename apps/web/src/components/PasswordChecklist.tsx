import { checkPasswordStrength } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

const CRITERIA = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const;

/** The sign-up checker's criteria (accounts §4), each marked as met or not as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const { criteria } = checkPasswordStrength(password);
  return (
    <div className="password-checklist">
      <p>{t('password.checklistTitle')}</p>
      <ul>
        {CRITERIA.map((name) => (
          <li key={name} className={criteria[name] ? 'criterion criterion-met' : 'criterion'}>
            <span aria-hidden="true">{criteria[name] ? '✓' : '○'}</span>{' '}
            {t(`password.criteria.${name}`)}
            <span className="visually-hidden">
              {' '}
              ({criteria[name] ? t('password.met') : t('password.notMet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
