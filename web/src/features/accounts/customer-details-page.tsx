import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Stack, Tabs, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { FactList } from '../../components/fact-list';
import { PageHeader } from '../../components/page-header';
import { AccountRow_AccountFragmentDoc, AccountsDetailDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { ActivityLogView } from '../audit/activity-log-view';
import { ENTITLEMENT_LABELS, isEntitlement } from './entitlement-labels';

type Tab = 'account' | 'eventHistory';

/** /apps/customers/customer-details/{account,eventHistory}?id=: one account and its activity. */
export function CustomerDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const tab: Tab = pathname.endsWith('/eventHistory') ? 'eventHistory' : 'account';
  const { data, error } = useQuery(AccountsDetailDocument, { variables: { id }, skip: !id });
  const account = data ? readFragment(AccountRow_AccountFragmentDoc, data.account) : null;

  return (
    <Stack gap="6">
      <PageHeader
        title={account?.name ?? t('routes.customerAccount')}
        description={t('accounts.detailsDescription')}
        actions={
          <Button asChild variant="outline">
            <Link to="/manage/clientmanage/clientmanage">{t('accounts.backToList')}</Link>
          </Button>
        }
      />
      {(error || !id) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error ? errorText(error, t) : t('accounts.missingId')}</Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(details) => navigate(`/apps/customers/customer-details/${details.value}?id=${encodeURIComponent(id)}`)}>
        <Tabs.List>
          <Tabs.Trigger value="account" data-testid={TEST_IDS.customerTabAccount}>
            {t('accounts.tabs.account')}
          </Tabs.Trigger>
          <Tabs.Trigger value="eventHistory" data-testid={TEST_IDS.customerTabEvents}>
            {t('accounts.tabs.eventHistory')}
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {tab === 'account' && account && (
        <Box bg="bg" borderWidth="1px" rounded="l3" p="6" data-testid={TEST_IDS.customerDetails}>
          <FactList
            items={[
              { key: 'name', label: t('accounts.fields.name'), value: account.name },
              { key: 'keyIdentifier', label: t('accounts.fields.keyIdentifier'), value: account.keyIdentifier, mono: true },
              {
                key: 'subscriptions',
                label: t('accounts.fields.subscriptions'),
                value: (
                  <Wrap gap="1">
                    {account.entitlements.filter(isEntitlement).map((code) => (
                      <Badge key={code} colorPalette="blue">
                        {t(ENTITLEMENT_LABELS[code])}
                      </Badge>
                    ))}
                  </Wrap>
                ),
              },
              {
                key: 'status',
                label: t('common.status'),
                value: <Badge colorPalette={account.enabled ? 'green' : 'gray'}>{t(account.enabled ? 'common.enabled' : 'common.disabled')}</Badge>,
              },
              {
                key: 'users',
                label: t('accounts.fields.users'),
                value: (
                  <Button asChild size="xs" variant="outline">
                    <Link to={`/manage/clientmanage/usermanage?accountId=${encodeURIComponent(account.id)}`}>{t('accounts.viewUsers', { count: account.userCount })}</Link>
                  </Button>
                ),
              },
              { key: 'createdAt', label: t('common.createdAt'), value: formatDateTime(account.createdAt, i18n.language) },
            ]}
          />
        </Box>
      )}
      {tab === 'eventHistory' && id && <ActivityLogView accountId={id} />}
    </Stack>
  );
}
