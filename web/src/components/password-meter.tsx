import { HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';
import { PASSWORD_CHECKS, passwordStrength, type PasswordCheck, type StrengthLevel } from '../lib/password-strength';

const CHECK_LABELS: Record<PasswordCheck, TranslationKey> = {
  length: 'common.passwordMeter.length',
  lower: 'common.passwordMeter.lower',
  upper: 'common.passwordMeter.upper',
  digit: 'common.passwordMeter.digit',
  special: 'common.passwordMeter.special',
};

const LEVELS: Record<StrengthLevel, { label: TranslationKey; palette: string }> = {
  empty: { label: 'common.passwordMeter.empty', palette: 'gray' },
  weak: { label: 'common.passwordMeter.weak', palette: 'red' },
  fair: { label: 'common.passwordMeter.fair', palette: 'orange' },
  good: { label: 'common.passwordMeter.good', palette: 'blue' },
  strong: { label: 'common.passwordMeter.strong', palette: 'green' },
};

interface PasswordMeterProps {
  password: string;
  /** Minimum length the meter checks (spec §5: 8 by default). */
  minLength?: number;
}

/** Spec §5's password meter: a strength bar and the length, case, digit and symbol checks. */
export function PasswordMeter({ password, minLength }: PasswordMeterProps) {
  const { t } = useTranslation();
  const strength = passwordStrength(password, minLength);
  const level = LEVELS[strength.level];
  return (
    <Stack gap="2" data-testid={TEST_IDS.passwordMeter} data-level={strength.level}>
      <HStack gap="3">
        <Progress.Root flex="1" size="xs" value={(strength.score / PASSWORD_CHECKS.length) * 100} colorPalette={level.palette}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" minW="16" textAlign="end">
          {t(level.label)}
        </Text>
      </HStack>
      <List.Root variant="plain" fontSize="xs" gap="0.5">
        {PASSWORD_CHECKS.map((check) => (
          <List.Item key={check} color={strength.passed[check] ? 'green.fg' : 'fg.muted'}>
            {strength.passed[check] ? '✓ ' : '○ '}
            {t(CHECK_LABELS[check], { min: minLength ?? 8 })}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
