import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCopy } from '../../subscription/api-keys/use-copy';

/** The TXT record that proves the organization controls the domain, with a copy button. */
export function TxtRecord({ domain, token }: { domain: string; token: string }) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopy();

  async function handleCopy() {
    if (!(await copy(token))) toast.error(t('organization.domains.copyFailed'));
  }

  return (
    <div className="organization-txt">
      <p>{t('organization.domains.instructions', { domain })}</p>
      <code>{token}</code>
      <div className="button-row">
        <button type="button" className="link-button" onClick={() => void handleCopy()}>
          {t('organization.domains.copy')}
        </button>
        <span role="status">{isCopied ? t('organization.domains.copied') : ''}</span>
      </div>
    </div>
  );
}
