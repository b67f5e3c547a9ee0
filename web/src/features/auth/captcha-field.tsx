import { Field, HStack, IconButton, Image, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { RefreshIcon } from '../../components/ui/icons';
import type { Captcha } from './auth-api';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange(value: string): void;
  onRefresh(): void;
  error: string | null;
}

/** The verification code the server asks for after failed sign-ins, with its image. */
export function CaptchaField({ captcha, value, onChange, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label>
        {t('auth.signIn.captcha')}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack w="full" gap="2">
        <Input flex="1" autoComplete="off" data-testid={TEST_IDS.signInCaptcha} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        <Image
          h="10"
          w="28"
          rounded="l2"
          borderWidth="1px"
          bg="white"
          alt={t('auth.signIn.captchaImage')}
          data-testid={TEST_IDS.signInCaptchaImage}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
        />
        <IconButton variant="outline" aria-label={t('auth.signIn.captchaRefresh')} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
