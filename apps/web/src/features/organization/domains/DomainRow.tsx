import type { TDomainRecord } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { TwoStepButton } from '../../../components/TwoStepButton';
import { removeDomain, verifyDomain } from './domains-api';
import { TxtRecord } from './TxtRecord';
import { verifyFailureMessage } from './verify-failure';

type Props = {
  orgId: string;
  record: TDomainRecord;
  canManage: boolean;
  onVerified: (record: TDomainRecord) => void;
  onRemoved: (domainId: string) => void;
};

/**
 * One domain with its state. For owners and admins a pending one shows the TXT record to add
 * and a Verify button, whose failure is explained on the row; removing asks first.
 */
export function DomainRow({ orgId, record, canManage, onVerified, onRemoved }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isVerifying, setIsVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const { domain } = record;
  const isPending = !record.verified;

  async function handleVerify() {
    setIsVerifying(true);
    setVerifyError(null);
    try {
      onVerified(await verifyDomain(orgId, record.domain_id));
      toast.success(t('organization.domains.verifiedDone', { domain }));
    } catch (error) {
      setVerifyError(verifyFailureMessage(t, error, domain));
    } finally {
      setIsVerifying(false);
    }
  }

  async function handleRemove() {
    try {
      await removeDomain(orgId, record.domain_id);
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.removeDomain')));
      return;
    }
    onRemoved(record.domain_id);
  }

  return (
    <li className="organization-domain" aria-labelledby={headingId}>
      <div className="organization-domain-title">
        <h3 id={headingId}>{domain}</h3>
        <span className={`status-badge status-badge-${isPending ? 'warning' : 'success'}`}>
          {isPending ? t('organization.domains.pending') : t('organization.domains.verified')}
        </span>
      </div>
      {canManage && isPending && record.verification_token !== null && (
        <TxtRecord domain={domain} token={record.verification_token} />
      )}
      {verifyError !== null && (
        <p className="alert alert-error" role="alert">
          {verifyError}
        </p>
      )}
      {canManage && (
        <div className="button-row manage-actions">
          {isPending && (
            <button
              type="button"
              className="button button-primary"
              disabled={isVerifying}
              onClick={() => void handleVerify()}
            >
              {isVerifying ? t('organization.domains.verifying') : t('organization.domains.verify')}
            </button>
          )}
          <TwoStepButton
            label={t('organization.domains.remove')}
            accessibleLabel={t('organization.domains.removeNamed', { domain })}
            confirmLabel={t('organization.domains.confirmRemove', { domain })}
            onConfirm={handleRemove}
          />
        </div>
      )}
    </li>
  );
}
