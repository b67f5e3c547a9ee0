import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Menu, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { GuideAction } from '../../components/empty-guide';
import { FormDialog } from '../../components/form-dialog';
import { FormStack } from '../../components/form-stack';
import { ListTable, RowActions, RowButton, RowMenu } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  ResponseRow_SecurityResponseFragmentDoc,
  ResponsesListDocument,
  ResponsesRequestDeleteDocument,
  ResponsesRequestStatusDocument,
  type ResponseApprovalStatus,
  type ResponseRow_SecurityResponseFragment,
  type SecurityResponseStatus,
  type SecurityResponseType,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useCan, useSession } from '../../lib/session-store';
import { withAccount } from '../monitoring/account-link';
import { LevelBadge } from '../monitoring/level-badge';
import {
  APPROVAL_STATUSES,
  APPROVAL_STATUS_COLORS,
  APPROVAL_STATUS_LABELS,
  APPROVAL_TYPE_LABELS,
  isOpenApproval,
  RESPONSE_EDIT_PATH,
  RESPONSE_STATUSES,
  RESPONSE_STATUS_COLORS,
  RESPONSE_STATUS_LABELS,
  RESPONSE_TYPES,
  RESPONSE_TYPE_COLORS,
  RESPONSE_TYPE_LABELS,
} from './response-labels';

type Pending = { action: 'ENABLE' | 'DISABLE' | 'DELETE'; response: ResponseRow_SecurityResponseFragment };

const DIALOG_TITLES = { ENABLE: 'responses.dialog.ENABLE', DISABLE: 'responses.dialog.DISABLE', DELETE: 'responses.dialog.DELETE' } as const satisfies Record<
  Pending['action'],
  TranslationKey
>;

const EMPTY_FILTERS = { search: '', status: '', responseType: '', approvalStatus: '' };

/** /Monitoring/securityResponse/list: the responses with their approval status; every change is a request. */
export function ResponseListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const { user } = useSession();
  const paging = useKeysetPaging(20);
  const managed = useManagedAccount();
  const accountId = managed.variable;
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ResponsesListDocument, {
    variables: {
      accountId,
      search: filters.search.trim() || null,
      status: (filters.status || null) as SecurityResponseStatus | null,
      responseType: (filters.responseType || null) as SecurityResponseType | null,
      approvalStatus: (filters.approvalStatus || null) as ResponseApprovalStatus | null,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [requestStatus] = useMutation(ResponsesRequestStatusDocument);
  const [requestDelete] = useMutation(ResponsesRequestDeleteDocument);
  const responses = data?.securityResponses.edges.map((edge) => readFragment(ResponseRow_SecurityResponseFragmentDoc, edge.node)) ?? [];
  const mayRequest = can('monitor_request');
  const showAccount = user?.isSystemAdmin === true;
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const createPath = withAccount(RESPONSE_EDIT_PATH, accountId);

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  function ask(action: Pending['action'], response: ResponseRow_SecurityResponseFragment) {
    setReason('');
    setFailure(null);
    setPending({ action, response });
  }

  async function submit() {
    if (!pending) return;
    try {
      const variables = { id: pending.response.id, reason: reason.trim() || null, accountId };
      if (pending.action === 'DELETE') unwrap((await requestDelete({ variables })).data?.requestSecurityResponseDelete);
      else unwrap((await requestStatus({ variables: { ...variables, status: pending.action === 'ENABLE' ? 'ENABLED' : 'DISABLED' } })).data?.requestSecurityResponseStatus);
    } catch (caught) {
      setFailure(errorText(caught, t));
      throw caught;
    }
    toaster.success({ title: t('responses.requested') });
    setPending(null);
    await refetch();
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('responses.description')}
        primary={mayRequest ? { label: t('responses.request'), onClick: () => navigate(createPath), testId: TEST_IDS.responseCreate } : undefined}
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <FormStack onSubmit={search} bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Box w="64">
            <TextField
              label={t('monitoring.filters.search')}
              value={draft.search}
              placeholder={t('responses.searchPlaceholder')}
              onValueChange={(value) => setDraft((d) => ({ ...d, search: value }))}
              testId={TEST_IDS.responseSearch}
            />
          </Box>
          <SelectField
            w="40"
            label={t('responses.fields.status')}
            value={draft.status}
            placeholder={t('common.all')}
            options={RESPONSE_STATUSES.map((s) => ({ value: s, label: t(RESPONSE_STATUS_LABELS[s]) }))}
            onValueChange={(status) => setDraft((d) => ({ ...d, status }))}
            testId={TEST_IDS.responseFilterStatus}
          />
          <SelectField
            w="40"
            label={t('responses.fields.responseType')}
            value={draft.responseType}
            placeholder={t('common.all')}
            options={RESPONSE_TYPES.map((type) => ({ value: type, label: t(RESPONSE_TYPE_LABELS[type]) }))}
            onValueChange={(responseType) => setDraft((d) => ({ ...d, responseType }))}
            testId={TEST_IDS.responseFilterType}
          />
          <SelectField
            w="40"
            label={t('responses.fields.approvalStatus')}
            value={draft.approvalStatus}
            placeholder={t('common.all')}
            options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(APPROVAL_STATUS_LABELS[s]) }))}
            onValueChange={(approvalStatus) => setDraft((d) => ({ ...d, approvalStatus }))}
            testId={TEST_IDS.responseFilterApproval}
          />
          <Button type="submit" colorPalette="blue">
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      <ListTable
        testId={TEST_IDS.responseTable}
        loading={loading}
        error={error}
        empty={responses.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered || !mayRequest
            ? undefined
            : {
                title: t('responses.emptyGuide.title'),
                description: t('responses.emptyGuide.description'),
                action: <GuideAction label={t('responses.request')} onClick={() => navigate(createPath)} />,
              }
        }
        columns={[
          'responses.fields.name',
          showAccount && 'responses.fields.account',
          'responses.fields.rule',
          'responses.fields.riskLevel',
          'responses.fields.responseType',
          'responses.fields.status',
          'responses.fields.approvalStatus',
          'responses.fields.creator',
          'responses.fields.updatedAt',
        ]}
        actions={mayRequest}
      >
        {responses.map((response) => {
          const open = isOpenApproval(response.approvalStatus);
          return (
            <Table.Row key={response.id} data-testid={TEST_IDS.responseRow} data-id={response.id} data-name={response.name}>
              <Table.Cell fontWeight="medium">{response.name}</Table.Cell>
              {showAccount && <Table.Cell>{response.accountName}</Table.Cell>}
              <Table.Cell>
                {response.ruleName ?? (
                  <Text as="span" color="fg.error">
                    {t('responses.ruleDeleted')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <LevelBadge level={response.riskLevel} />
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={RESPONSE_TYPE_COLORS[response.responseType]}>{t(RESPONSE_TYPE_LABELS[response.responseType])}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={RESPONSE_STATUS_COLORS[response.status]} data-testid={TEST_IDS.responseStatus} data-status={response.status}>
                  {t(RESPONSE_STATUS_LABELS[response.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {response.approvalStatus ? (
                  <HStack gap="1" data-testid={TEST_IDS.responseApprovalStatus} data-status={response.approvalStatus} data-type={response.approvalType ?? ''}>
                    <Badge colorPalette={APPROVAL_STATUS_COLORS[response.approvalStatus]}>{t(APPROVAL_STATUS_LABELS[response.approvalStatus])}</Badge>
                    {response.approvalType && (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        {t(APPROVAL_TYPE_LABELS[response.approvalType])}
                      </Text>
                    )}
                  </HStack>
                ) : (
                  <Text as="span" color="fg.muted">
                    {t('responses.noApproval')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{response.creator}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(response.updatedAt, i18n.language)}</Table.Cell>
              {mayRequest && (
                <RowActions>
                  {open ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t('responses.awaiting')}
                    </Text>
                  ) : (
                    <>
                      <RowButton to={withAccount(`${RESPONSE_EDIT_PATH}?id=${encodeURIComponent(response.id)}`, accountId)} testId={TEST_IDS.rowEdit}>
                        {t('responses.requestChange')}
                      </RowButton>
                      <RowMenu>
                        {response.status === 'ENABLED' ? (
                          <Menu.Item value="disable" onSelect={() => ask('DISABLE', response)} data-testid={TEST_IDS.responseRequestDisable}>
                            {t('responses.requestDisable')}
                          </Menu.Item>
                        ) : (
                          <Menu.Item value="enable" onSelect={() => ask('ENABLE', response)} data-testid={TEST_IDS.responseRequestEnable}>
                            {t('responses.requestEnable')}
                          </Menu.Item>
                        )}
                        <Menu.Item value="delete" color="fg.error" onSelect={() => ask('DELETE', response)} data-testid={TEST_IDS.responseRequestDelete}>
                          {t('responses.requestDelete')}
                        </Menu.Item>
                      </RowMenu>
                    </>
                  )}
                </RowActions>
              )}
            </Table.Row>
          );
        })}
      </ListTable>
      <Pager paging={paging} connection={data?.securityResponses} />
      <FormDialog
        open={pending !== null}
        title={pending ? t(DIALOG_TITLES[pending.action], { name: pending.response.name }) : ''}
        error={failure}
        submitLabel={t('responses.dialog.submit')}
        onSubmit={submit}
        onClose={() => setPending(null)}
      >
        <Stack gap="3">
          <Text color="fg.muted">{t('responses.dialog.help')}</Text>
          <TextField label={t('responses.fields.reason')} value={reason} maxLength={500} onValueChange={setReason} testId={TEST_IDS.responseReason} />
        </Stack>
      </FormDialog>
    </Stack>
  );
}
