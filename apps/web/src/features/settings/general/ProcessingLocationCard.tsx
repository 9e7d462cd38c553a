import { PROCESSING_LOCATIONS, type TProcessingLocation } from '@workbench/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { useSignedInUser } from '../../auth/auth-context';
import { effectiveProcessingLocation } from '../processing-location';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from './use-card-save';

/**
 * Where documents are processed: on the server, or in this browser (issue 54). An organization
 * that requires the device fixes the choice, and the card says which one.
 */
export function ProcessingLocationCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const name = useId();
  const requiredId = useId();
  const [location, setLocation] = useState(settings.processing_location);
  const { isSaving, failure, submit } = useCardSave(save);
  const effective = effectiveProcessingLocation({ processing_location: location }, user);
  const { isRequired, requiredBy } = effective;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ processing_location: location });
  }

  return (
    <SettingsCard title={t('settings.processingLocation.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit}>
        <fieldset disabled={isSaving || isRequired}>
          <fieldset aria-describedby={isRequired ? requiredId : undefined}>
            <legend>{t('settings.processingLocation.legend')}</legend>
            {PROCESSING_LOCATIONS.map((value) => (
              <LocationOption
                key={value}
                name={name}
                value={value}
                checked={effective.location === value}
                onChoose={setLocation}
              />
            ))}
          </fieldset>
          {requiredBy !== null && (
            <p id={requiredId} className="field-hint">
              {t('settings.processingLocation.requiredBy', { organization: requiredBy.name })}
            </p>
          )}
          {!isRequired && (
            <button type="submit" className="button button-primary">
              {t('settings.save')}
            </button>
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

function LocationOption({
  name,
  value,
  checked,
  onChoose,
}: {
  name: string;
  value: TProcessingLocation;
  checked: boolean;
  onChoose: (value: TProcessingLocation) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div className="toggle">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        aria-describedby={hintId}
        onChange={() => onChoose(value)}
      />
      <label htmlFor={id}>{t(`settings.processingLocation.${value}`)}</label>
      <p id={hintId} className="field-hint">
        {t(`settings.processingLocation.${value}Hint`)}
      </p>
    </div>
  );
}
