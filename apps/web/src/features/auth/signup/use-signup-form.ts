import { checkPasswordStrength, ZEmail, ZUsername } from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { firstError } from '../../../lib/form-errors';
import { useAvailability } from '../use-availability';

export type SignupFields = {
  username: string;
  email: string;
  departmentId: number | null;
  password: string;
  confirmPassword: string;
};

export type SignupStep = 1 | 2 | 3;

const EMPTY: SignupFields = {
  username: '',
  email: '',
  departmentId: null,
  password: '',
  confirmPassword: '',
};

/**
 * The sign-up form's values and step rules (accounts §4). Availability lives here, above the
 * steps, so going Back does not start the checks over.
 */
export function useSignupForm() {
  const [fields, setFields] = useState<SignupFields>(EMPTY);
  const [step, setStep] = useState<SignupStep>(1);
  const usernameAvailability = useAvailability('username', fields.username);
  const emailAvailability = useAvailability('email', fields.email);

  const setField = useCallback(<K extends keyof SignupFields>(key: K, value: SignupFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
  }, []);

  const usernameError = firstError(ZUsername, fields.username);
  const emailError = firstError(ZEmail, fields.email);
  const canLeaveAccountStep =
    usernameError === undefined &&
    emailError === undefined &&
    usernameAvailability.status === 'available' &&
    emailAvailability.status === 'available';
  const canLeaveDepartmentStep = fields.departmentId !== null;
  const canSubmit =
    checkPasswordStrength(fields.password).isStrongEnough && fields.confirmPassword !== '';

  return {
    fields,
    setField,
    step,
    setStep,
    usernameAvailability,
    emailAvailability,
    usernameError,
    emailError,
    canLeaveAccountStep,
    canLeaveDepartmentStep,
    canSubmit,
  };
}
