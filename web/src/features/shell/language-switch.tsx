import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS, languageOptionTestId } from '../../app/testids';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { LANGUAGES, LANGUAGE_LABELS, changeLanguage, isLanguage } from '../../i18n/i18n';

/** The header's English / 繁體中文 switch; the choice is remembered (spec §9). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('common.language')} data-testid={TEST_IDS.languageSwitch}>
          <GlobeIcon />
          {t(LANGUAGE_LABELS[current])}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(details) => {
                if (isLanguage(details.value)) void changeLanguage(details.value, true);
              }}
            >
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} data-testid={languageOptionTestId(language)}>
                  {t(LANGUAGE_LABELS[language])}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
