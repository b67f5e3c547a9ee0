import { useQuery } from '@apollo/client/react';
import { Box, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountTabTestId } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { AccountSettingsViewerDocument } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { useSession } from '../../lib/session-store';
import { ChangePasswordTab } from './change-password-tab';
import { EventHistoryTab } from './event-history-tab';
import { LoginSettingTab } from './login-setting-tab';
import { ProfileTab } from './profile-tab';
import { ErrorAlert } from '../../components/error-alert';

/** The tabs of spec §2's /account/setting, each at its own path. */
const TABS = {
  account: 'routes.accountProfile',
  changePassword: 'routes.changePassword',
  loginSetting: 'routes.loginSetting',
  eventHistory: 'routes.eventHistory',
} as const satisfies Record<string, TranslationKey>;
type Tab = keyof typeof TABS;

function isTab(value: string): value is Tab {
  return Object.hasOwn(TABS, value);
}

/** /account/setting/{account,changePassword,loginSetting,eventHistory}: one's own settings. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const last = pathname.split('/').pop() ?? '';
  const tab: Tab = isTab(last) ? last : 'account';
  const { data, error, refetch } = useQuery(AccountSettingsViewerDocument, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;

  return (
    <Stack gap="6">
      <PageHeader title={t('shell.accountSettings')} description={t('account.description')} />
      <Tabs.Root value={tab} onValueChange={(details) => navigate(`/account/setting/${details.value}`)}>
        <Tabs.List>
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <Tabs.Trigger key={key} value={key} data-testid={accountTabTestId(key)}>
              {t(TABS[key])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ErrorAlert error={error} />
      <Box bg="bg" borderWidth="1px" rounded="l3" p={{ base: '4', md: '8' }}>
        {!viewer ? (
          <Spinner />
        ) : tab === 'account' ? (
          <ProfileTab key={viewer.id} viewer={viewer} roleType={String(user?.roleType ?? '')} />
        ) : tab === 'changePassword' ? (
          <ChangePasswordTab />
        ) : tab === 'loginSetting' ? (
          <LoginSettingTab mfaEnabled={viewer.mfaEnabled} mfaRequired={viewer.mfaEnrolmentRequired} onChanged={() => void refetch()} />
        ) : (
          <EventHistoryTab />
        )}
      </Box>
    </Stack>
  );
}
