import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Menu, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormStack } from '../../components/form-stack';
import { ListTable, RowActions, RowMenu } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { SecretPairDialog } from '../../components/secret-pair-dialog';
import { TextField } from '../../components/text-field';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { toaster } from '../../components/ui/toaster';
import {
  MonitoredAppRow_MonitoredAppFragmentDoc,
  MonitoringAppsDocument,
  MonitoringDeleteAppDocument,
  MonitoringRotateSecretDocument,
  type MonitoredAppRow_MonitoredAppFragment,
  type MonitorPlatform,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useAttempt } from '../../lib/use-attempt';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { useSession } from '../../lib/session-store';
import { withAccount } from './account-link';
import { PLATFORM_LABELS, PLATFORM_PATHS, PLATFORMS } from './monitoring-labels';
import { GuideAction } from '../../components/empty-guide';
import { SDK_GUIDE_PATH } from './monitoring-guide';

export const APP_EDIT_PATH = '/Monitoring/appManage/addOrEdit';

/** /Monitoring/appManage/appList: monitored apps, paged on the server. */
export function AppListPage() {
  const attempt = useAttempt();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const paging = useKeysetPaging(20);
  const managed = useManagedAccount();
  const accountId = managed.variable;
  const [draft, setDraft] = useState({ platform: '', search: '' });
  const [filters, setFilters] = useState(draft);
  const [pending, setPending] = useState<{ action: 'delete' | 'rotate'; app: MonitoredAppRow_MonitoredAppFragment } | null>(null);
  const [credentials, setCredentials] = useState<{ sdkKey: string; secret: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(MonitoringAppsDocument, {
    variables: { accountId, platform: (filters.platform || null) as MonitorPlatform | null, search: filters.search.trim() || null, ...paging.args },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(MonitoringDeleteAppDocument);
  const [rotate] = useMutation(MonitoringRotateSecretDocument);
  const apps = data?.monitoredApps.edges.map((edge) => readFragment(MonitoredAppRow_MonitoredAppFragmentDoc, edge.node)) ?? [];
  const showAccount = user?.isSystemAdmin === true;

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  async function confirm() {
    if (!pending) return;
    await attempt(async () => {
      if (pending.action === 'delete') {
        unwrap((await remove({ variables: { id: pending.app.id, accountId } })).data?.deleteMonitoredApp);
        toaster.success({ title: t('monitoring.apps.deleted') });
      } else {
        const issued = unwrap((await rotate({ variables: { id: pending.app.id, accountId } })).data?.rotateAppSecret);
        setCredentials({ sdkKey: readFragment(MonitoredAppRow_MonitoredAppFragmentDoc, issued.app).sdkKey, secret: issued.secret });
      }
      setPending(null);
      await refetch();
    });
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoring.apps.description')}
        primary={{ label: t('monitoring.apps.create'), onClick: () => navigate(withAccount(APP_EDIT_PATH, accountId)), testId: TEST_IDS.monitorAppCreate }}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={withAccount('/Monitoring/appManage/appGroup', accountId)} data-testid={TEST_IDS.appGroupsLink}>
              {t('monitoring.apps.groupsLink')}
            </Link>
          </Button>
        }
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <FormStack onSubmit={search} bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <SelectField
            w="44"
            label={t('monitoring.filters.platform')}
            value={draft.platform}
            placeholder={t('common.all')}
            options={PLATFORMS.map((p) => ({ value: p, label: t(PLATFORM_LABELS[p]) }))}
            onValueChange={(platform) => setDraft((d) => ({ ...d, platform }))}
            testId={TEST_IDS.monitorAppFilterPlatform}
          />
          <Box w="64">
            <TextField
              label={t('monitoring.filters.search')}
              value={draft.search}
              placeholder={t('monitoring.apps.searchPlaceholder')}
              onValueChange={(search) => setDraft((d) => ({ ...d, search }))}
              testId={TEST_IDS.monitorAppSearch}
            />
          </Box>
          <Button type="submit" colorPalette="blue">
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      <ListTable
        testId={TEST_IDS.monitorAppTable}
        loading={loading}
        error={error}
        empty={apps.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filters.platform || filters.search.trim()
            ? undefined
            : {
                title: t('monitoring.apps.emptyGuide.title'),
                description: t('monitoring.apps.emptyGuide.description'),
                action: (
                  <>
                    <GuideAction label={t('monitoring.apps.create')} onClick={() => navigate(withAccount(APP_EDIT_PATH, accountId))} />
                    <GuideAction label={t('monitoring.emptyGuide.sdk')} to={withAccount(SDK_GUIDE_PATH, accountId)} secondary />
                  </>
                ),
              }
        }
        columns={[
          'monitoring.apps.fields.appId',
          'monitoring.apps.fields.name',
          'monitoring.apps.fields.platform',
          showAccount && 'monitoring.apps.fields.account',
          'monitoring.apps.fields.sdkKey',
          'monitoring.apps.fields.defaultRegion',
          'monitoring.apps.fields.createdAt',
        ]}
        actions
      >
        {apps.map((app) => (
          <Table.Row key={app.id} data-testid={TEST_IDS.monitorAppRow} data-id={app.id} data-app-id={app.appId}>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {app.appId}
            </Table.Cell>
            <Table.Cell>{app.name}</Table.Cell>
            <Table.Cell>
              <Badge>{t(PLATFORM_LABELS[app.platform])}</Badge>
            </Table.Cell>
            {showAccount && <Table.Cell>{app.accountName}</Table.Cell>}
            <Table.Cell fontFamily="mono" fontSize="xs">
              {app.sdkKey}
            </Table.Cell>
            <Table.Cell>{app.defaultRegion}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(app.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowMenu>
                <Menu.Item value="edit" onSelect={() => navigate(withAccount(`${APP_EDIT_PATH}?id=${encodeURIComponent(app.id)}`, accountId))} data-testid={TEST_IDS.rowEdit}>
                  {t('common.edit')}
                </Menu.Item>
                <Menu.Item value="config" asChild data-testid={TEST_IDS.monitorAppSdkConfig}>
                  <Link to={withAccount(`/monitoringSdkConfig/list/${PLATFORM_PATHS[app.platform]}`, accountId)}>{t('monitoring.apps.sdkConfig')}</Link>
                </Menu.Item>
                <Menu.Item value="rotate" onSelect={() => setPending({ action: 'rotate', app })} data-testid={TEST_IDS.monitorAppRotate}>
                  {t('monitoring.apps.rotate')}
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onSelect={() => setPending({ action: 'delete', app })} data-testid={TEST_IDS.rowDelete}>
                  {t('common.delete')}
                </Menu.Item>
              </RowMenu>
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.monitoredApps} />
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.action === 'delete' ? 'monitoring.apps.deleteTitle' : 'monitoring.apps.rotateTitle')}
        message={t(pending?.action === 'delete' ? 'monitoring.apps.deleteMessage' : 'monitoring.apps.rotateMessage', { name: pending?.app.name ?? '' })}
        confirmLabel={t(pending?.action === 'delete' ? 'common.delete' : 'monitoring.apps.rotate')}
        destructive
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <SecretPairDialog kind="appSecret" pair={credentials && [credentials.sdkKey, credentials.secret]} onClose={() => setCredentials(null)} />
    </Stack>
  );
}
