import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SystemAdminOnly } from '../../components/system-admin-only';
import { toaster } from '../../components/ui/toaster';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import {
  ApprovalRow_SignupFragmentDoc,
  ApprovalsApproveDocument,
  ApprovalsPendingDocument,
  ApprovalsRejectDocument,
  ApprovalsSignupSettingsDocument,
  ApprovalsUpdateSignupSettingsDocument,
  type ApprovalRow_SignupFragment,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useCan, useSession } from '../../lib/session-store';
import { ResponseApprovals } from './response-approvals';

interface SignupSwitches {
  enabled: boolean;
  requiresApproval: boolean;
}

/** The console-wide sign-up switches: whether anyone may sign up, and whether new accounts wait. */
function SignupSettingsForm({ initial }: { initial: SignupSwitches }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(ApprovalsUpdateSignupSettingsDocument);
  const changed = values.enabled !== initial.enabled || values.requiresApproval !== initial.requiresApproval;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      unwrap((await save({ variables: { input: values }, refetchQueries: [ApprovalsSignupSettingsDocument] })).data?.updateSignupSettings);
      toaster.success({ title: t('common.saved') });
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} gap="4" bg="bg" borderWidth="1px" rounded="l3" p="6" data-testid={TEST_IDS.signupSettingsForm}>
      <Text fontWeight="semibold">{t('approvals.settings.title')}</Text>
      <Stack gap="1">
        <CheckField checked={values.enabled} onCheckedChange={(enabled) => setValues((current) => ({ ...current, enabled }))} testId={TEST_IDS.signupSettingsEnabled}>
          {t('approvals.settings.enabled')}
        </CheckField>
        <Text color="fg.muted" fontSize="sm" ps="7">
          {t('approvals.settings.enabledHelp')}
        </Text>
      </Stack>
      <Stack gap="1">
        <CheckField
          checked={values.requiresApproval}
          disabled={!values.enabled}
          onCheckedChange={(requiresApproval) => setValues((current) => ({ ...current, requiresApproval }))}
          testId={TEST_IDS.signupSettingsApproval}
        >
          {t('approvals.settings.requiresApproval')}
        </CheckField>
        <Text color="fg.muted" fontSize="sm" ps="7">
          {t('approvals.settings.requiresApprovalHelp')}
        </Text>
      </Stack>
      <HStack justify="end">
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!changed} data-testid={TEST_IDS.signupSettingsSave}>
          {t('common.save')}
        </Button>
      </HStack>
    </FormStack>
  );
}

type Decision = { signup: ApprovalRow_SignupFragment; action: 'approve' | 'reject' };

/** The sign-ups waiting for a system super admin, with approve and reject. */
function PendingSignups() {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(20);
  const { data, loading, error, refetch } = useQuery(ApprovalsPendingDocument, { variables: paging.args, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(ApprovalsApproveDocument);
  const [reject] = useMutation(ApprovalsRejectDocument);
  const signups = data?.pendingSignups.edges.map((edge) => readFragment(ApprovalRow_SignupFragmentDoc, edge.node)) ?? [];
  const deciding = useConfirmedAction(async ({ signup, action }: Decision) => {
    if (action === 'approve') unwrap((await approve({ variables: { id: signup.id } })).data?.approveSignup);
    else unwrap((await reject({ variables: { id: signup.id } })).data?.rejectSignup);
    return t(action === 'approve' ? 'approvals.approved' : 'approvals.rejected', { name: signup.accountName });
  }, refetch);

  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{t('approvals.pendingTitle', { total: data?.pendingSignups.totalCount ?? 0 })}</Text>
      <ListTable
        testId={TEST_IDS.approvalTable}
        loading={loading}
        error={error}
        empty={signups.length === 0}
        emptyText={t('approvals.none')}
        columns={[
          'approvals.fields.accountName',
          'approvals.fields.username',
          'approvals.fields.realname',
          'approvals.fields.email',
          'common.status',
          'approvals.fields.submittedAt',
        ]}
        actions
      >
        {signups.map((signup) => (
          <Table.Row key={signup.id} data-testid={TEST_IDS.approvalRow} data-name={signup.accountName}>
            <Table.Cell fontWeight="medium">{signup.accountName}</Table.Cell>
            <Table.Cell>{signup.username}</Table.Cell>
            <Table.Cell>{signup.realname}</Table.Cell>
            <Table.Cell>{signup.email}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette="orange">{t('approvals.status.pending')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(signup.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="end">
                <Button size="xs" variant="ghost" colorPalette="green" onClick={() => deciding.ask({ signup, action: 'approve' })} data-testid={TEST_IDS.approvalApprove}>
                  {t('approvals.approve')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => deciding.ask({ signup, action: 'reject' })} data-testid={TEST_IDS.approvalReject}>
                  {t('approvals.reject')}
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.pendingSignups} />
      <ConfirmDialog
        {...deciding.dialog}
        title={t(deciding.target?.action === 'reject' ? 'approvals.rejectTitle' : 'approvals.approveTitle')}
        message={t(deciding.target?.action === 'reject' ? 'approvals.rejectMessage' : 'approvals.approveMessage', {
          name: deciding.target?.signup.accountName ?? '',
          username: deciding.target?.signup.username ?? '',
        })}
        confirmLabel={t(deciding.target?.action === 'reject' ? 'approvals.reject' : 'approvals.approve')}
        destructive={deciding.target?.action === 'reject'}
      />
    </Stack>
  );
}

function SignupSettingsSection() {
  const { data, loading, error } = useQuery(ApprovalsSignupSettingsDocument, { fetchPolicy: 'network-only' });
  if (error) return <ErrorAlert error={error} />;
  if (loading || !data) return <Spinner />;
  const { enabled, requiresApproval } = data.signupSettings;
  return <SignupSettingsForm key={`${enabled}-${requiresApproval}`} initial={{ enabled, requiresApproval }} />;
}

/** The sign-up approvals and switches, for system super admins. */
function SignupApprovals() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Stack gap="6">
      <Text color="fg.muted">{t('approvals.description')}</Text>
      {user?.isSystemAdmin ? (
        <>
          <SignupSettingsSection />
          <PendingSignups />
        </>
      ) : (
        <SystemAdminOnly description={t('approvals.systemAdminOnly')} />
      )}
    </Stack>
  );
}

type ApprovalTab = 'responses' | 'signups';

/**
 * /manage/clientmanage/approval: approvals of security responses (for users who approve or
 * request them) and sign-up approvals (for those with manage_approval), as tabs; `?tab=` keeps
 * the one shown.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tabs: ApprovalTab[] = [
    ...(can('threat_perception') && can('monitor_approve|monitor_request') ? (['responses'] as const) : []),
    ...(can('manage_approval') ? (['signups'] as const) : []),
  ];
  const asked = params.get('tab') as ApprovalTab | null;
  // Sign-ups are the console-wide queue of system super admins; everyone else starts on the responses.
  const fallback: ApprovalTab = user?.isSystemAdmin && tabs.includes('signups') ? 'signups' : (tabs[0] ?? 'signups');
  const tab = asked && tabs.includes(asked) ? asked : fallback;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <Stack gap="6">
      <PageHeader />
      {tabs.length > 1 && (
        <Tabs.Root value={tab} onValueChange={(details) => choose(details.value)}>
          <Tabs.List>
            <Tabs.Trigger value="responses" data-testid={TEST_IDS.approvalTabResponses}>
              {t('approvals.tabs.responses')}
            </Tabs.Trigger>
            <Tabs.Trigger value="signups" data-testid={TEST_IDS.approvalTabSignups}>
              {t('approvals.tabs.signups')}
            </Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      )}
      {tab === 'responses' ? <ResponseApprovals /> : <SignupApprovals />}
    </Stack>
  );
}
