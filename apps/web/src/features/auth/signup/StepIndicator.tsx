import { useTranslation } from 'react-i18next';
import type { SignupStep } from './use-signup-form';

const STEPS = [
  { step: 1, key: 'signup.steps.account' },
  { step: 2, key: 'signup.steps.department' },
  { step: 3, key: 'signup.steps.password' },
] as const;

export function StepIndicator({ current }: { current: SignupStep }) {
  const { t } = useTranslation();
  return (
    <ol className="steps" aria-label={t('signup.progress')}>
      {STEPS.map(({ step, key }) => (
        <li
          key={step}
          className={
            step === current ? 'step step-current' : step < current ? 'step step-done' : 'step'
          }
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {step}
          </span>
          {t(key)}
        </li>
      ))}
    </ol>
  );
}
