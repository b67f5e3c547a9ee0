import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { StatusAlert } from '../../components/error-alert';
import { useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import {
  AccountSelectorOptionsDocument,
  SubscriptionRow_AccountSubscriptionFragmentDoc,
  SubscriptionsEndDocument,
  SubscriptionsListDocument,
  type SubscriptionProduct,
  type SubscriptionRow_AccountSubscriptionFragment as Subscription,
  type SubscriptionState,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useSession } from '../../lib/session-store';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { SubscriptionDialog } from './subscription-dialog';
import { PRODUCTS, PRODUCT_LABELS, STATES, STATE_LABELS } from './subscription-labels';

/**
 * /manage/clientmanage/servicemanage: every account's subscriptions (system super admins, who
 * create, edit and end them) or one's own account's (its administrators, read-only), with the
 * period, quota and this month's usage, billing email and today's status; filtered by account,
 * product and status, paged on the server.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const manages = user?.isSystemAdmin === true;
  const paging = useKeysetPaging(20);
  const [accountId, setAccountId] = useState('');
  const [product, setProduct] = useState<SubscriptionProduct | ''>('');
  const [state, setState] = useState<SubscriptionState | ''>('');
  const editor = useEditor<Subscription>();
  const accounts = useQuery(AccountSelectorOptionsDocument, { variables: { search: null }, skip: !manages }).data?.accounts.edges.map((e) => e.node) ?? [];
  const { data, loading, error, refetch } = useQuery(SubscriptionsListDocument, {
    variables: { ...paging.args, accountId: accountId || null, product: product || null, state: state || null },
    fetchPolicy: 'cache-and-network',
  });
  const [end] = useMutation(SubscriptionsEndDocument);
  const rows = data?.accountSubscriptions.edges.map((edge) => readFragment(SubscriptionRow_AccountSubscriptionFragmentDoc, edge.node)) ?? [];
  const ending = useConfirmedAction(
    async (row: Subscription) => {
      unwrap((await end({ variables: { id: row.id } })).data?.endAccountSubscription);
      return t('subscriptions.endedToast');
    },
    () => refetch(),
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: string) => {
      set(value as T);
      paging.reset();
    };
  const quotaText = (row: Subscription) =>
    row.quota === null || row.quota === undefined
      ? t('subscriptions.unlimited')
      : t(row.quotaUnit === 'DEVICES' ? 'subscriptions.quotaDevices' : 'subscriptions.quotaJobs', { count: row.quota });

  return (
    <Stack gap="6">
      <PageHeader
        description={t('subscriptions.description')}
        primary={manages ? { label: t('subscriptions.create'), onClick: () => editor.edit(null), testId: TEST_IDS.subscriptionsCreate } : undefined}
      />
      {!manages && <StatusAlert status="info" title={t('subscriptions.readOnly')} />}
      <HStack gap="3" wrap="wrap" align="end">
        {manages && (
          <SelectField
            label={t('subscriptions.filters.account')}
            value={accountId}
            placeholder={t('subscriptions.filters.allAccounts')}
            options={accounts.map((a) => ({ value: a.id, label: a.name }))}
            onValueChange={filter(setAccountId)}
            testId={TEST_IDS.subscriptionsFilterAccount}
            w="56"
          />
        )}
        <SelectField
          label={t('subscriptions.filters.product')}
          value={product}
          placeholder={t('subscriptions.filters.allProducts')}
          options={PRODUCTS.map((p) => ({ value: p, label: t(PRODUCT_LABELS[p]) }))}
          onValueChange={filter(setProduct)}
          testId={TEST_IDS.subscriptionsFilterProduct}
          w="56"
        />
        <SelectField
          label={t('subscriptions.filters.state')}
          value={state}
          placeholder={t('subscriptions.filters.allStates')}
          options={STATES.map((s) => ({ value: s, label: t(STATE_LABELS[s].label) }))}
          onValueChange={filter(setState)}
          testId={TEST_IDS.subscriptionsFilterState}
          w="48"
        />
      </HStack>
      <ListTable
        testId={TEST_IDS.subscriptionsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          manages && !accountId && !product && !state
            ? {
                title: t('subscriptions.emptyGuide.title'),
                description: t('subscriptions.emptyGuide.description'),
                action: <GuideAction label={t('subscriptions.create')} onClick={() => editor.edit(null)} />,
              }
            : undefined
        }
        columns={[
          'subscriptions.fields.account',
          'subscriptions.fields.product',
          'subscriptions.fields.startsOn',
          'subscriptions.fields.endsOn',
          'subscriptions.fields.quota',
          'subscriptions.fields.usage',
          'subscriptions.fields.billingEmail',
          'subscriptions.fields.status',
        ]}
        actions={manages}
      >
        {rows.map((row) => (
          <Table.Row
            key={row.id}
            data-testid={TEST_IDS.subscriptionsRow}
            data-account={row.accountName}
            data-product={row.product}
            data-state={row.state}
            data-usage={String(row.usage)}
          >
            <Table.Cell fontWeight="medium">{row.accountName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{t(PRODUCT_LABELS[row.product])}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.startsOn}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.endsOn ?? t('subscriptions.openEnded')}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{quotaText(row)}</Table.Cell>
            <Table.Cell>{row.usage}</Table.Cell>
            <Table.Cell>
              <Text fontSize="sm">{row.billingEmail ?? '—'}</Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATE_LABELS[row.state].palette}>{t(STATE_LABELS[row.state].label)}</Badge>
            </Table.Cell>
            {manages && (
              <RowActions>
                {row.state !== 'ENDED' && <RowButton edit onClick={() => editor.edit(row)} />}
                {row.state !== 'ENDED' && (
                  <RowButton palette="red" onClick={() => ending.ask(row)} testId={TEST_IDS.subscriptionsEnd}>
                    {t('subscriptions.end')}
                  </RowButton>
                )}
              </RowActions>
            )}
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.accountSubscriptions} />
      {editor.open && <SubscriptionDialog key={editor.key} subscription={editor.row} accountId={accountId || null} onClose={editor.close} onSaved={editor.saved(refetch)} />}
      <ConfirmDialog
        {...ending.dialog}
        title={t('subscriptions.confirm.endTitle')}
        message={ending.target ? t('subscriptions.confirm.endMessage', { product: t(PRODUCT_LABELS[ending.target.product]), account: ending.target.accountName }) : ''}
        confirmLabel={t('subscriptions.end')}
        destructive
      />
    </Stack>
  );
}
