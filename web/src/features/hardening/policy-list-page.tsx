import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HARDENING_KINDS, KIND_CODE } from '../../../../common/hardening-policy';
import { TEST_IDS } from '../../app/testids';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { HardeningPoliciesDocument, HardeningPolicyDeleteDocument, HardeningPolicyDuplicateDocument, HardeningRow_PolicyFragmentDoc } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { KINDS, useRouteKind } from './hardening-kind';
import { GuideAction } from '../../components/empty-guide';

/** /hardening-policy/{kind}/list: the kind's policies (spec §3) with add, edit, duplicate and delete. */
export function PolicyListPage() {
  const { t, i18n } = useTranslation();
  const kind = useRouteKind();
  const can = useCan();
  const navigate = useNavigate();
  const paging = useKeysetPaging(20);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const { data, loading, error, refetch } = useQuery(HardeningPoliciesDocument, {
    variables: { kind: kind.gql, filter: { name: name.trim() || null }, ...paging.args },
    fetchPolicy: 'cache-and-network',
  });
  const policies = data?.hardeningPolicies.edges.map((edge) => readFragment(HardeningRow_PolicyFragmentDoc, edge.node)) ?? [];
  const [duplicate] = useMutation(HardeningPolicyDuplicateDocument);
  const [remove] = useMutation(HardeningPolicyDeleteDocument);
  const deleting = useConfirmedAction(
    async (ids: string[]) => {
      const count = unwrap((await remove({ variables: { ids } })).data?.deleteHardeningPolicies);
      return t('hardening.policies.deleted', { count });
    },
    () => refetch(),
  );

  async function duplicateOf(id: string) {
    try {
      const copy = unwrap((await duplicate({ variables: { id } })).data?.duplicateHardeningPolicy);
      toaster.success({ title: t('hardening.policies.duplicated', { name: readFragment(HardeningRow_PolicyFragmentDoc, copy).name }) });
      await refetch();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setName(draft);
    paging.reset();
  }

  const canEdit = can('policy_add');
  return (
    <Stack gap="6">
      <PageHeader
        description={t('hardening.policies.description', { kind: t(kind.label) })}
        primary={canEdit ? { label: t('hardening.policies.add'), onClick: () => navigate(`${kind.policyPath}/add`), testId: TEST_IDS.policyAdd } : undefined}
      />
      <HStack gap="2" data-testid={TEST_IDS.policyKinds}>
        {HARDENING_KINDS.filter((k) => can(KIND_CODE[k])).map((k) => (
          <Button key={k} asChild size="sm" variant={k === kind.key ? 'solid' : 'outline'}>
            <RouterLink to={`${KINDS[k].policyPath}/list`}>{t(KINDS[k].label)}</RouterLink>
          </Button>
        ))}
      </HStack>
      <FormStack onSubmit={search} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4">
        <TextField fieldW="sm" label={t('hardening.policies.fields.name')} value={draft} onValueChange={setDraft} testId={TEST_IDS.policySearch} />
      </FormStack>
      <ErrorAlert error={error} />
      <ListTable
        testId={TEST_IDS.policyTable}
        loading={loading}
        empty={policies.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          name.trim()
            ? undefined
            : {
                title: t('hardening.policies.emptyGuide.title'),
                description: t('hardening.policies.emptyGuide.description'),
                action: canEdit && <GuideAction label={t('hardening.policies.add')} to={`${kind.policyPath}/add`} />,
              }
        }
        columns={[
          'hardening.policies.fields.name',
          'common.status',
          'hardening.policies.fields.createdAt',
          'hardening.policies.fields.remark',
          'hardening.policies.fields.systemVersion',
          'hardening.policies.fields.users',
          'assessment.fields.creator',
        ]}
        actions
      >
        {policies.map((policy) => (
          <Table.Row key={policy.id} data-testid={TEST_IDS.policyRow} data-policy-name={policy.name}>
            <Table.Cell fontWeight="medium">{policy.name}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={policy.enabled ? 'green' : 'gray'}>{t(policy.enabled ? 'hardening.policies.enabled' : 'hardening.policies.disabled')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(policy.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell maxW="64">
              <Text lineClamp={2}>{policy.remark}</Text>
            </Table.Cell>
            <Table.Cell fontSize="xs">{policy.systemVersion}</Table.Cell>
            <Table.Cell maxW="48">{policy.users.length === 0 ? t('hardening.policies.everyone') : policy.users.map((u) => u.username).join(', ')}</Table.Cell>
            <Table.Cell>{policy.creator}</Table.Cell>
            <RowActions>
              {canEdit && <RowButton edit to={`${KINDS[kind.key].policyPath}/edit?id=${encodeURIComponent(policy.id)}`} testId={TEST_IDS.policyEdit} />}
              {can('policy_duplicate') && (
                <RowButton onClick={() => void duplicateOf(policy.id)} testId={TEST_IDS.policyDuplicate}>
                  {t('hardening.policies.duplicate')}
                </RowButton>
              )}
              {canEdit && <RowButton remove onClick={() => deleting.ask([policy.id])} testId={TEST_IDS.policyDelete} />}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.hardeningPolicies} />
      <DeleteConfirm
        action={deleting}
        title={t('hardening.policies.confirmDeleteTitle')}
        message={t('hardening.policies.confirmDeleteMessage', { count: deleting.target?.length ?? 0 })}
      />
    </Stack>
  );
}
