import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { FormDialog } from '../../components/form-dialog';
import { FormStack } from '../../components/form-stack';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  ApprovalsPassResponseDocument,
  ApprovalsRejectResponseDocument,
  ApprovalsResponsesDocument,
  ResponseApprovalRow_SecurityResponseApprovalFragmentDoc,
  type ResponseApprovalRow_SecurityResponseApprovalFragment,
  type ResponseApprovalStatus,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { LEVEL_LABELS } from '../monitoring/monitoring-labels';
import {
  APPROVAL_STATUSES,
  APPROVAL_STATUS_COLORS,
  APPROVAL_STATUS_LABELS,
  APPROVAL_TYPE_LABELS,
  RESPONSE_STATUS_LABELS,
  RESPONSE_TYPE_LABELS,
} from '../monitoring-responses/response-labels';

type Approval = ResponseApprovalRow_SecurityResponseApprovalFragment;
type Decision = { approval: Approval; action: 'pass' | 'reject' };

/** What a request asks for, in a line: the values of an add or change, the status asked for. */
function proposalText(approval: Approval, t: TFunction): string {
  const { proposal } = approval;
  if (approval.type === 'CHANGE_STATUS') return proposal.status ? t('approvals.responses.statusChange', { status: t(RESPONSE_STATUS_LABELS[proposal.status]) }) : '';
  if (approval.type === 'DELETE') return '';
  return [proposal.name, proposal.responseType && t(RESPONSE_TYPE_LABELS[proposal.responseType]), proposal.riskLevel && t(LEVEL_LABELS[proposal.riskLevel])]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The approvals of security responses: pending ones first by default, each passed or rejected
 * with a comment by a user with monitor_approve; the server refuses a user's own request.
 */
export function ResponseApprovals() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const paging = useKeysetPaging(20);
  const managed = useManagedAccount();
  const accountId = managed.variable;
  const [draft, setDraft] = useState({ status: 'PENDING', search: '' });
  const [filters, setFilters] = useState(draft);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ApprovalsResponsesDocument, {
    variables: { accountId, status: (filters.status || null) as ResponseApprovalStatus | null, search: filters.search.trim() || null, ...paging.args },
    fetchPolicy: 'cache-and-network',
  });
  const [pass] = useMutation(ApprovalsPassResponseDocument);
  const [reject] = useMutation(ApprovalsRejectResponseDocument);
  const approvals = data?.securityResponseApprovals.edges.map((edge) => readFragment(ResponseApprovalRow_SecurityResponseApprovalFragmentDoc, edge.node)) ?? [];
  const mayDecide = can('monitor_approve');

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  function ask(decision: Decision) {
    setComment('');
    setFailure(null);
    setDeciding(decision);
  }

  async function decide() {
    if (!deciding) return;
    const variables = { id: deciding.approval.id, comment: comment.trim() || null, accountId };
    try {
      if (deciding.action === 'pass') unwrap((await pass({ variables })).data?.passSecurityResponseApproval);
      else unwrap((await reject({ variables })).data?.rejectSecurityResponseApproval);
    } catch (caught) {
      setFailure(errorText(caught, t));
      throw caught;
    }
    toaster.success({ title: t(deciding.action === 'pass' ? 'approvals.responses.passed' : 'approvals.responses.rejected') });
    setDeciding(null);
    await refetch();
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('approvals.responses.description')}</Text>
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <FormStack onSubmit={search} bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <SelectField
            w="44"
            label={t('approvals.responses.fields.status')}
            value={draft.status}
            placeholder={t('common.all')}
            options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(APPROVAL_STATUS_LABELS[s]) }))}
            onValueChange={(status) => setDraft((d) => ({ ...d, status }))}
            testId={TEST_IDS.responseApprovalFilterStatus}
          />
          <Box w="64">
            <TextField
              label={t('monitoring.filters.search')}
              value={draft.search}
              placeholder={t('approvals.responses.searchPlaceholder')}
              onValueChange={(value) => setDraft((d) => ({ ...d, search: value }))}
              testId={TEST_IDS.responseApprovalSearch}
            />
          </Box>
          <Button type="submit" colorPalette="blue">
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      <ListTable
        testId={TEST_IDS.responseApprovalTable}
        loading={loading}
        error={error}
        empty={approvals.length === 0}
        emptyText={t('approvals.responses.none')}
        columns={[
          'approvals.responses.fields.response',
          'approvals.responses.fields.type',
          'approvals.responses.fields.proposal',
          'approvals.responses.fields.requester',
          'approvals.responses.fields.reason',
          'approvals.responses.fields.requestedAt',
          'approvals.responses.fields.status',
          'approvals.responses.fields.approver',
        ]}
        actions={mayDecide}
      >
        {approvals.map((approval) => (
          <Table.Row key={approval.id} data-testid={TEST_IDS.responseApprovalRow} data-id={approval.id} data-name={approval.responseName} data-type={approval.type}>
            <Table.Cell fontWeight="medium">{approval.responseName}</Table.Cell>
            <Table.Cell>{t(APPROVAL_TYPE_LABELS[approval.type])}</Table.Cell>
            <Table.Cell>{proposalText(approval, t)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Text as="span">{approval.requester}</Text>
                {approval.mine && <Badge colorPalette="purple">{t('approvals.responses.mine')}</Badge>}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Truncated value={approval.reason} muted />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(approval.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={APPROVAL_STATUS_COLORS[approval.status]} data-testid={TEST_IDS.responseApprovalRowStatus} data-status={approval.status}>
                {t(APPROVAL_STATUS_LABELS[approval.status])}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              {/* The approver, and their comment under the name. */}
              <Stack gap="0">
                <Text as="span">{approval.approver}</Text>
                <Truncated value={approval.comment} muted />
              </Stack>
            </Table.Cell>
            {mayDecide && (
              <RowActions>
                {approval.status === 'PENDING' && (
                  <>
                    <RowButton palette="green" onClick={() => ask({ approval, action: 'pass' })} testId={TEST_IDS.responseApprovalPass}>
                      {t('approvals.responses.pass')}
                    </RowButton>
                    <RowButton palette="red" onClick={() => ask({ approval, action: 'reject' })} testId={TEST_IDS.responseApprovalReject}>
                      {t('approvals.responses.reject')}
                    </RowButton>
                  </>
                )}
              </RowActions>
            )}
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.securityResponseApprovals} />
      <FormDialog
        open={deciding !== null}
        title={deciding ? t(deciding.action === 'pass' ? 'approvals.responses.passTitle' : 'approvals.responses.rejectTitle', { name: deciding.approval.responseName }) : ''}
        error={failure}
        submitLabel={t(deciding?.action === 'reject' ? 'approvals.responses.reject' : 'approvals.responses.pass')}
        onSubmit={decide}
        onClose={() => setDeciding(null)}
      >
        <Stack gap="3">
          <Text color="fg.muted">{t(deciding?.action === 'reject' ? 'approvals.responses.rejectHelp' : 'approvals.responses.passHelp')}</Text>
          <TextField label={t('approvals.responses.fields.comment')} value={comment} maxLength={500} onValueChange={setComment} testId={TEST_IDS.responseApprovalComment} />
        </Stack>
      </FormDialog>
    </Stack>
  );
}
