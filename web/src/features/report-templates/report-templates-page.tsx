import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { RowCheckbox } from '../../components/row-checkbox';
import { ReportTemplatesDeleteDocument, ReportTemplatesListDocument, TemplateRow_ReportTemplateFragmentDoc, type TemplateRow_ReportTemplateFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useIdSelection } from '../../lib/use-id-selection';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { PLATFORMS, useRoutePlatform } from '../assessment/assessment-platform';
import { templateLanguageLabel } from './template-language';
import { GuideAction } from '../../components/empty-guide';
import { useSession } from '../../lib/session-store';
import { AssignAccountsDialog } from './assign-accounts-dialog';

/** /analysis-template/{android,ios}/list: the account's report templates of a platform. */
export function ReportTemplatesPage() {
  const { t, i18n } = useTranslation();
  const platform = useRoutePlatform();
  const navigate = useNavigate();
  const paging = useKeysetPaging(20);
  const isSystemAdmin = useSession().user?.isSystemAdmin === true;
  const [assigning, setAssigning] = useState<TemplateRow_ReportTemplateFragment | null>(null);
  const { selected, toggle, clear: clearSelection } = useIdSelection();
  const { data, loading, error, refetch } = useQuery(ReportTemplatesListDocument, { variables: { platform: platform.gql, ...paging.args }, fetchPolicy: 'cache-and-network' });
  const [deleteTemplates] = useMutation(ReportTemplatesDeleteDocument);
  const templates = data?.reportTemplates.edges.map((edge) => readFragment(TemplateRow_ReportTemplateFragmentDoc, edge.node)) ?? [];
  const deleting = useConfirmedAction(
    async (rows: TemplateRow_ReportTemplateFragment[]) => {
      const count = unwrap((await deleteTemplates({ variables: { ids: rows.map((row) => row.id) } })).data?.deleteReportTemplates);
      return t('reportTemplates.deleted', { count });
    },
    () => {
      clearSelection();
      return refetch();
    },
  );

  return (
    <Stack gap="6">
      <PageHeader
        description={t('reportTemplates.description')}
        actions={
          <>
            {selected.size > 0 && (
              <Button variant="outline" colorPalette="red" onClick={() => deleting.ask(templates.filter((row) => selected.has(row.id)))} data-testid={TEST_IDS.templateBatchDelete}>
                {t('reportTemplates.deleteSelected', { count: selected.size })}
              </Button>
            )}
            <Button asChild colorPalette="blue" data-testid={TEST_IDS.templateCreate}>
              <RouterLink to={`${platform.templatePath}/add`}>{t('reportTemplates.create')}</RouterLink>
            </Button>
          </>
        }
      />
      <Tabs.Root
        value={platform.key}
        onValueChange={(details) => {
          clearSelection();
          paging.reset();
          navigate(`${PLATFORMS[details.value as keyof typeof PLATFORMS].templatePath}/list`);
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="android" data-testid={`${TEST_IDS.templatePlatformTab}-android`}>
            Android
          </Tabs.Trigger>
          <Tabs.Trigger value="ios" data-testid={`${TEST_IDS.templatePlatformTab}-ios`}>
            iOS
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <ListTable
        testId={TEST_IDS.templateTable}
        loading={loading}
        error={error}
        empty={templates.length === 0}
        emptyGuide={{
          title: t('reportTemplates.emptyGuide.title'),
          description: t('reportTemplates.emptyGuide.description'),
          action: <GuideAction label={t('reportTemplates.create')} to={`${platform.templatePath}/add`} />,
        }}
        columns={[
          { width: '8' },
          'reportTemplates.fields.name',
          'reportTemplates.fields.lang',
          'reportTemplates.fields.checks',
          'reportTemplates.fields.creator',
          'reportTemplates.fields.accounts',
          'common.createdAt',
        ]}
        actions
      >
        {templates.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.templateRow} data-name={row.name}>
            <Table.Cell>{row.owned && <RowCheckbox label={row.name} checked={selected.has(row.id)} onCheckedChange={(on) => toggle([row.id], on)} />}</Table.Cell>
            <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
            <Table.Cell>
              <Badge variant="outline">{templateLanguageLabel(row.lang, t)}</Badge>
            </Table.Cell>
            <Table.Cell>{row.checks.length}</Table.Cell>
            <Table.Cell>{row.creator}</Table.Cell>
            <Table.Cell data-testid={TEST_IDS.templateAccounts}>
              {row.owned ? (
                <HStack gap="1" wrap="wrap">
                  {row.assignedAccounts.map((account) => (
                    <Badge key={account.id} variant="subtle">
                      {account.name}
                    </Badge>
                  ))}
                </HStack>
              ) : (
                <Badge colorPalette="purple">{t('reportTemplates.assignedBy', { account: row.ownerAccountName })}</Badge>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton to={`${platform.templatePath}/view?id=${encodeURIComponent(row.id)}`} testId={TEST_IDS.templateView}>
                {t('common.view')}
              </RowButton>
              {row.owned && isSystemAdmin && (
                <RowButton onClick={() => setAssigning(row)} testId={TEST_IDS.templateAssign}>
                  {t('reportTemplates.assign.action')}
                </RowButton>
              )}
              {/* A template assigned by a system super admin is used, never edited (the server refuses it too). */}
              {row.owned && <RowButton edit to={`${platform.templatePath}/edit?id=${encodeURIComponent(row.id)}`} />}
              {row.owned && <RowButton remove onClick={() => deleting.ask([row])} testId={TEST_IDS.templateDelete} />}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.reportTemplates} />
      {assigning && (
        <AssignAccountsDialog
          template={assigning}
          onClose={() => setAssigning(null)}
          onSaved={() => {
            setAssigning(null);
            void refetch();
          }}
        />
      )}
      <DeleteConfirm
        action={deleting}
        title={t('reportTemplates.confirm.deleteTitle')}
        message={t('reportTemplates.confirm.deleteMessage', { count: deleting.target?.length ?? 0, name: deleting.target?.[0]?.name ?? '' })}
      />
    </Stack>
  );
}
