import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../app/appearance';
import { TEST_IDS } from '../../app/testids';
import { MenuIcon } from '../../components/ui/icons';
import type { UserInfo } from '../../lib/session-store';
import { NoticeBell } from '../notices/notice-bell';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

interface ShellHeaderProps {
  user: UserInfo;
  /** Opens the navigation drawer on narrow screens. */
  onOpenNavigation(): void;
}

/** The fixed header: navigation toggle on narrow screens, language switch, notices bell and user menu. */
export function ShellHeader({ user, onOpenNavigation }: ShellHeaderProps) {
  const { t } = useTranslation();
  const { productName } = useAppearance();
  return (
    <Flex as="header" h="full" align="center" justify="space-between" px={{ base: '4', md: '8' }} gap="4" data-testid={TEST_IDS.header}>
      <HStack gap="3">
        <IconButton variant="ghost" display={{ base: 'inline-flex', lg: 'none' }} aria-label={t('shell.openNavigation')} onClick={onOpenNavigation}>
          <MenuIcon />
        </IconButton>
        <Text display={{ base: 'block', lg: 'none' }} fontWeight="bold" data-testid={TEST_IDS.headerProductName}>
          {productName}
        </Text>
      </HStack>
      <HStack gap="2">
        <LanguageSwitch />
        <NoticeBell />
        <UserMenu user={user} />
      </HStack>
    </Flex>
  );
}
