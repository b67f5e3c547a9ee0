import { Avatar, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { BellIcon, ChevronDownIcon, InfoIcon, LogOutIcon, UserIcon } from '../../components/ui/icons';
import type { UserInfo } from '../../lib/session-store';
import { useAvatarUrl } from '../account-settings/use-avatar-url';
import { signOut } from '../auth/session-actions';
import { useDisplayName } from './use-display-name';

interface UserMenuProps {
  user: UserInfo;
}

/** The signed-in user's name and account, with account pages and sign-out. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation();
  const { name, accountName } = useDisplayName(user);
  const avatar = useAvatarUrl(user.avatar);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" h="auto" py="1.5" px="2" aria-label={t('shell.userMenu')} data-testid={TEST_IDS.userMenu}>
          <Avatar.Root size="xs" colorPalette="blue">
            <Avatar.Fallback name={name} />
            {avatar && <Avatar.Image src={avatar} data-testid={TEST_IDS.headerAvatar} />}
          </Avatar.Root>
          <Stack gap="0" align="start" display={{ base: 'none', md: 'flex' }}>
            <Text fontSize="sm" fontWeight="semibold" lineHeight="short" data-testid={TEST_IDS.userName}>
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineHeight="short">
              {accountName}
            </Text>
          </Stack>
          <ChevronDownIcon color="fg.muted" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="account" asChild>
              <Link to="/account/setting/account">
                <UserIcon />
                {t('shell.accountSettings')}
              </Link>
            </Menu.Item>
            <Menu.Item value="notices" asChild>
              <Link to="/notices">
                <BellIcon />
                {t('shell.notices')}
              </Link>
            </Menu.Item>
            <Menu.Item value="about" asChild>
              <Link to="/about/about">
                <InfoIcon />
                {t('shell.about')}
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" color="fg.error" data-testid={TEST_IDS.signOut} onSelect={() => void signOut()}>
              <LogOutIcon />
              {t('shell.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
