import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../app/FeaturePage';
import { FormAlert } from '../../components/FormAlert';
import { useSignedInUser } from '../auth/auth-context';
import { ContactForm } from './ContactForm';
import './contact.css';

/** /contact, where every "Contact sales" leads: the form, then what happens next. */
export function ContactPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <FeaturePage titleKey="pages.contact.title" leadKey="pages.contact.lead">
      {sentTo === null ? (
        <ContactForm email={user?.email ?? ''} onSent={setSentTo} />
      ) : (
        <FormAlert kind="success">
          <p>{t('contact.sent', { email: sentTo })}</p>
          <button type="button" className="button" onClick={() => setSentTo(null)}>
            {t('contact.sendAnother')}
          </button>
        </FormAlert>
      )}
    </FeaturePage>
  );
}
