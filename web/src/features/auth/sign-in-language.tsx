import { Checkbox, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { LANGUAGES, LANGUAGE_LABELS, changeLanguage, currentLanguage, forgetLanguage, isLanguage, storedLanguage } from '../../i18n/i18n';

/** The sign-in page's language picker and its "remember language" switch (spec §2, §9). */
export function SignInLanguage() {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(() => storedLanguage() !== null);

  function toggleRemember(checked: boolean) {
    setRemember(checked);
    if (checked) void changeLanguage(currentLanguage(), true);
    else forgetLanguage();
  }

  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('common.language')}
          data-testid={TEST_IDS.signInLanguage}
          value={currentLanguage()}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) void changeLanguage(value, remember);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(LANGUAGE_LABELS[language])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Checkbox.Root size="sm" colorPalette="blue" checked={remember} onCheckedChange={(details) => toggleRemember(details.checked === true)}>
        <Checkbox.HiddenInput data-testid={TEST_IDS.signInRememberLanguage} />
        <Checkbox.Control />
        <Checkbox.Label>{t('auth.signIn.rememberLanguage')}</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
