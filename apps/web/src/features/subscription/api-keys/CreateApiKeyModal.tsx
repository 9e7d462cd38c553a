import type { TCreatedApiKey } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { CreatedKeyView } from './CreatedKeyView';

type Props = { onClose: () => void; onCreated: () => void };

/** Form, then the success view with the key shown once (§4 "API key modal"). */
export function CreateApiKeyModal({ onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);

  function handleDone() {
    onCreated();
    onClose();
  }

  if (created) {
    return (
      <Dialog title={t('apiKeys.created.title')} className="api-key-dialog" onClose={handleDone}>
        <CreatedKeyView apiKey={created} onDone={handleDone} />
      </Dialog>
    );
  }
  return (
    <Dialog title={t('apiKeys.form.title')} className="api-key-dialog" onClose={onClose}>
      <CreateApiKeyForm onCreated={setCreated} onCancel={onClose} />
    </Dialog>
  );
}
