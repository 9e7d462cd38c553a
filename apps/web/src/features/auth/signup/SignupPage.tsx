import { ZSignupRequest, type TLanguage } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { AuthCard } from '../AuthCard';
import { DepartmentStep } from './DepartmentStep';
import { PasswordStep } from './PasswordStep';
import { signup } from './signup-api';
import { StepIndicator } from './StepIndicator';
import { UsernameEmailStep } from './UsernameEmailStep';
import { useSignupForm } from './use-signup-form';

type PasswordErrors = { password?: string | undefined; confirmPassword?: string | undefined };

export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useSignupForm();
  const { fields, setField, step, setStep } = form;
  const [passwordErrors, setPasswordErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  // Moving between steps puts focus on the new step's heading, so it is read out.
  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  async function handleSubmit() {
    const language: TLanguage = i18n.resolvedLanguage === 'nb' ? 'nb' : 'en';
    const parsed = ZSignupRequest.safeParse({
      username: fields.username,
      email: fields.email,
      password: fields.password,
      confirmPassword: fields.confirmPassword,
      department_id: fields.departmentId,
      language,
    });
    if (!parsed.success) {
      const { password, confirmPassword, ...others } = fieldErrors<string>(parsed.error);
      setPasswordErrors({ password, confirmPassword });
      // Earlier steps gate their own fields, so this is only a safety net.
      const other = Object.values(others)[0];
      setFailure(other === undefined ? null : localizeMessage(t, other));
      return;
    }
    setPasswordErrors({});
    setFailure(null);
    setIsSubmitting(true);
    try {
      await signup(parsed.data);
      void navigate('/login?verifyEmail=true');
    } catch (error) {
      setFailure(errorMessage(t, error, t('signup.failed')));
      // A taken username or e-mail is fixed on the first step.
      if (error instanceof ApiError && error.code === 'CONFLICT') setStep(1);
      setIsSubmitting(false);
    }
  }

  function handlePasswordChange(field: keyof PasswordErrors, value: string) {
    setField(field, value);
    setPasswordErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <AuthCard title={t('pages.signup.title')} showAuthButtons>
      <StepIndicator current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="step-heading">
        {t('signup.stepHeading', { step, total: 3, name: t(STEP_NAMES[step]) })}
      </h2>
      <FailureAlert message={failure} />
      {step === 1 && (
        <UsernameEmailStep
          username={fields.username}
          email={fields.email}
          usernameError={form.usernameError}
          emailError={form.emailError}
          usernameAvailability={form.usernameAvailability}
          emailAvailability={form.emailAvailability}
          canContinue={form.canLeaveAccountStep}
          onUsernameChange={(value) => setField('username', value)}
          onEmailChange={(value) => setField('email', value)}
          onNext={() => setStep(2)}
        />
      )}
      {step === 2 && (
        <DepartmentStep
          departmentId={fields.departmentId}
          onChange={(value) => setField('departmentId', value)}
          onBack={() => setStep(1)}
          onNext={() => setStep(3)}
        />
      )}
      {step === 3 && (
        <PasswordStep
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          errors={passwordErrors}
          canSubmit={form.canSubmit}
          isSubmitting={isSubmitting}
          onPasswordChange={(value) => handlePasswordChange('password', value)}
          onConfirmChange={(value) => handlePasswordChange('confirmPassword', value)}
          onBack={() => setStep(2)}
          onSubmit={() => void handleSubmit()}
        />
      )}
    </AuthCard>
  );
}

const STEP_NAMES = {
  1: 'signup.steps.account',
  2: 'signup.steps.department',
  3: 'signup.steps.password',
} as const;
