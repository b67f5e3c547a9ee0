import { useQuery } from '@apollo/client/react';
import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccessListsCallerDocument } from '../../gql/graphql';
import { useCan } from '../../lib/session-store';

export const HOSTS_PATH = '/manage/systemmanage/hostConfig/host';
export const HOST_EDIT_PATH = '/manage/systemmanage/hostConfig/addOrUpdate';
export const IPS_PATH = '/manage/systemmanage/hostConfig/ip/list';
export const IP_EDIT_PATH = '/manage/systemmanage/hostConfig/ip/addOrUpdate';

/**
 * Links between the host list (console-wide, system_host) and the IP whitelist, and the address
 * and host the lists judge the user's own requests by.
 */
export function AccessTabs() {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname } = useLocation();
  const caller = useQuery(AccessListsCallerDocument).data?.accessCaller;
  const onHosts = pathname.startsWith('/manage/systemmanage/hostConfig/host') || pathname === HOST_EDIT_PATH;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        {can('system_host') && (
          <Button asChild size="sm" variant={onHosts ? 'solid' : 'outline'} data-testid={TEST_IDS.accessTabHosts}>
            <Link to={HOSTS_PATH}>{t('accessLists.tabs.hosts')}</Link>
          </Button>
        )}
        <Button asChild size="sm" variant={onHosts ? 'outline' : 'solid'} data-testid={TEST_IDS.accessTabIps}>
          <Link to={IPS_PATH}>{t('accessLists.tabs.ips')}</Link>
        </Button>
      </HStack>
      {caller && (
        <Text fontSize="sm" color="fg.muted" data-testid={TEST_IDS.accessCaller}>
          {t('accessLists.caller.address')} <Code>{caller.ip ?? '-'}</Code> · {t('accessLists.caller.host')} <Code>{caller.host ?? '-'}</Code>
        </Text>
      )}
    </HStack>
  );
}

/** An entry's status as the lists show it. */
export function statusKey(enabled: boolean) {
  return enabled ? ('common.enabled' as const) : ('common.disabled' as const);
}
