import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import type { AvailabilityField } from './availability-api';
import { AvailabilityStatus } from './AvailabilityStatus';
import type { AvailabilityCheck } from './use-availability';

type AvailabilityTextFieldProps = {
  field: AvailabilityField;
  value: string;
  availability: AvailabilityCheck;
  /** A localized message, as for TextField. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/** The username or e-mail input, with the live check of whether the value is still free. */
export function AvailabilityTextField({
  field,
  availability,
  ...props
}: AvailabilityTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t(`signup.${field}`)}
      name={field}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={field}
      hint={
        <AvailabilityStatus
          field={field}
          status={availability.status}
          onRetry={availability.retry}
        />
      }
    />
  );
}
