import { Steps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { signUpStepTestId } from '../../app/testids';
import { CheckIcon } from '../../components/ui/icons';
import { SIGN_UP_STEPS, STEP_LABELS, stepState, type SignUpStep } from './signup-steps';

interface SignUpStepperProps {
  current: SignUpStep | 'done';
}

/** The sign-up stepper: account info → verify email → accept terms (spec §4 states). */
export function SignUpStepper({ current }: SignUpStepperProps) {
  const { t } = useTranslation();
  const index = current === 'done' ? SIGN_UP_STEPS.length : SIGN_UP_STEPS.indexOf(current);
  return (
    <Steps.Root step={index} count={SIGN_UP_STEPS.length} size="sm" colorPalette="blue" linear>
      <Steps.List>
        {SIGN_UP_STEPS.map((step, i) => (
          <Steps.Item key={step} index={i} data-testid={signUpStepTestId(step)} data-step-state={stepState(step, current)}>
            <Steps.Indicator>
              <Steps.Status complete={<CheckIcon />} incomplete={<Steps.Number />} />
            </Steps.Indicator>
            <Steps.Title whiteSpace="nowrap">{t(STEP_LABELS[step])}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
    </Steps.Root>
  );
}
