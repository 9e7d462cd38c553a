import { ZCreateOrganizationRequest, type TOrganization } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { errorMessage, localizeMessage } from '../../lib/messages';
import { useSchemaForm } from '../../lib/use-schema-form';
import { createOrganization } from './organizations-api';

type Props = { onClose: () => void; onCreated: (organization: TOrganization) => void };

/** The name, checked by the contract's rule; the server's refusal is shown in the form. */
export function CreateOrganizationModal({ onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZCreateOrganizationRequest,
    (error) => errorMessage(t, error, t('organization.errors.create')),
  );

  useEffect(() => nameRef.current?.focus(), []);

  return (
    <FormDialog
      title={t('organization.create.title')}
      submitLabel={t('organization.create.submit')}
      failure={failure}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        void submit({ name }, async (data) => onCreated(await createOrganization(data.name)));
      }}
      onClose={onClose}
    >
      <TextField
        label={t('organization.create.name')}
        name="name"
        value={name}
        error={errors.name && localizeMessage(t, errors.name)}
        hint={t('organization.create.nameHint')}
        inputRef={nameRef}
        isRequired
        onChange={(value) => {
          setName(value);
          clearError('name');
        }}
      />
    </FormDialog>
  );
}
