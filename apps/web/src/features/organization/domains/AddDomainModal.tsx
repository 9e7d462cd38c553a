import { ZAddDomainRequest, type TDomainRecord } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/TextField';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { addDomain } from './domains-api';

type Props = { orgId: string; onClose: () => void; onAdded: (record: TDomainRecord) => void };

/** The domain, checked (trimmed, lowercased) by the contract's rule before it is sent. */
export function AddDomainModal({ orgId, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const domainRef = useRef<HTMLInputElement>(null);
  const [domain, setDomain] = useState('');
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZAddDomainRequest,
    (error) => errorMessage(t, error, t('organization.errors.addDomain')),
  );

  useEffect(() => domainRef.current?.focus(), []);

  return (
    <FormDialog
      title={t('organization.addDomain.title')}
      submitLabel={t('organization.addDomain.submit')}
      failure={failure}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        void submit({ domain }, async (data) => {
          onAdded(await addDomain(orgId, data.domain));
          onClose();
        });
      }}
      onClose={onClose}
    >
      <TextField
        label={t('organization.addDomain.domain')}
        name="domain"
        value={domain}
        error={errors.domain && localizeMessage(t, errors.domain)}
        hint={t('organization.addDomain.hint')}
        inputRef={domainRef}
        isRequired
        onChange={(value) => {
          setDomain(value);
          clearError('domain');
        }}
      />
    </FormDialog>
  );
}
