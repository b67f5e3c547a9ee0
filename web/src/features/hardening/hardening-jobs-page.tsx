import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { BatchBar } from '../../components/batch-bar';
import { ConfirmDialog, DeleteConfirm } from '../../components/confirm-dialog';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { RowCheckbox, pageCheckState } from '../../components/row-checkbox';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  HardeningCancelDocument,
  HardeningDeleteDocument,
  HardeningEnginesDocument,
  HardeningJobUpdatedDocument,
  HardeningJobsDocument,
  HardeningRow_JobFragmentDoc,
  type HardeningRow_JobFragment,
  type HardeningStatus,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useHealingRefetch } from '../../lib/use-healing-refetch';
import { useIdSelection } from '../../lib/use-id-selection';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { formatFileSize } from '../assessment/assessment-platform';
import { STATUS_COLORS, STATUS_LABELS, useRouteKind } from './hardening-kind';
import { JobDownloads } from './job-downloads';
import { SubmitHardeningDialog } from './submit-hardening-dialog';
import { GuideAction } from '../../components/empty-guide';
import { SUBMIT_TYPE_LABELS } from '../assessment/job-status';

type Job = HardeningRow_JobFragment;

interface Filters {
  search: string;
  status: '' | HardeningStatus;
}
const EMPTY_FILTERS: Filters = { search: '', status: '' };
const IN_PROGRESS: readonly HardeningStatus[] = ['WAITING', 'PROCESSING'];

/** A job's status (spec §4), with its progress while it runs and the reason when it failed. */
function HardeningStatusBadge({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" minW="32">
      <HStack gap="2">
        <Badge colorPalette={STATUS_COLORS[job.status]} data-testid={TEST_IDS.hardeningStatus} data-status={job.status.toLowerCase()}>
          {t(STATUS_LABELS[job.status])}
        </Badge>
        {job.status === 'PROCESSING' && (
          <>
            <Progress.Root value={job.progress} size="xs" w="16" colorPalette="blue">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="xs" color="fg.muted" data-testid={TEST_IDS.hardeningProgress}>
              {job.progress}%
            </Text>
          </>
        )}
      </HStack>
      {job.status === 'FAILURE' && job.error && (
        <Text fontSize="xs" color="fg.error" maxW="64" lineClamp={3} title={job.error}>
          {job.error}
        </Text>
      )}
    </Stack>
  );
}

/** /hardening/{android,android-sdk,ipa,h5}: the kind's jobs, live, server-paged, with submit, downloads, cancel and delete. */
export function HardeningJobsPage() {
  const { t, i18n } = useTranslation();
  const kind = useRouteKind();
  const can = useCan();
  const paging = useKeysetPaging(20);
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const { selected, toggle, clear: clearSelection } = useIdSelection();
  const [submitting, setSubmitting] = useState(false);
  const engines = useQuery(HardeningEnginesDocument);
  const engine = engines.data?.hardeningEngines.find((e) => e.kind === kind.gql);

  const { data, loading, error, refetch } = useQuery(HardeningJobsDocument, {
    variables: { kind: kind.gql, filter: { search: filters.search.trim() || null, status: filters.status || null }, ...paging.args },
    fetchPolicy: 'cache-and-network',
  });
  const jobs = data?.hardeningJobs.edges.map((edge) => readFragment(HardeningRow_JobFragmentDoc, edge.node)) ?? [];

  useSubscription(HardeningJobUpdatedDocument, {
    onData: ({ data: update }) => {
      const job = update.data?.hardeningJobUpdated;
      const row = job ? readFragment(HardeningRow_JobFragmentDoc, job) : null;
      if (row && row.kind === kind.gql && !jobs.some((shown) => shown.id === row.id)) void refetch();
    },
  });
  useHealingRefetch(
    jobs.some((job) => IN_PROGRESS.includes(job.status)),
    refetch,
  );

  const [cancelJob] = useMutation(HardeningCancelDocument);
  const [deleteJobs] = useMutation(HardeningDeleteDocument);
  const cancelling = useConfirmedAction(async (job: Job) => {
    unwrap((await cancelJob({ variables: { id: job.id } })).data?.cancelHardening);
    return t('hardening.cancelled', { name: job.taskName });
  });
  const deleting = useConfirmedAction(
    async (ids: string[]) => {
      const count = unwrap((await deleteJobs({ variables: { ids } })).data?.deleteHardeningJobs);
      return t('hardening.deleted', { count });
    },
    () => {
      clearSelection();
      return refetch();
    },
  );

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  const canSubmit = can('hardening_submit');
  const pageSelected = jobs.filter((job) => selected.has(job.id)).length;
  const jobIds = jobs.map((job) => job.id);

  return (
    <Stack gap="6">
      <PageHeader
        description={t('hardening.description', { kind: t(kind.label) })}
        primary={canSubmit && engine?.available ? { label: t('hardening.submit'), onClick: () => setSubmitting(true), testId: TEST_IDS.hardeningSubmit } : undefined}
      />
      {engine && !engine.available && <StatusAlert status="info" title={engine.missing ?? ''} testId={TEST_IDS.hardeningUnavailable} />}
      <FormStack onSubmit={applyFilters} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <TextField
            fieldW="sm"
            label={t('hardening.fields.search')}
            value={draft.search}
            placeholder={t('hardening.searchPlaceholder')}
            onValueChange={(search) => setDraft({ ...draft, search })}
            testId={TEST_IDS.hardeningSearch}
          />
          <Box minW="48">
            <SelectField
              label={t('common.status')}
              value={draft.status}
              placeholder={t('common.all')}
              options={(Object.keys(STATUS_LABELS) as HardeningStatus[]).map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
              onValueChange={(value) => setDraft({ ...draft, status: value as Filters['status'] })}
            />
          </Box>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              setFilters(EMPTY_FILTERS);
              paging.reset();
            }}
          >
            {t('common.reset')}
          </Button>
          <Button type="submit" colorPalette="blue">
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      <ErrorAlert error={error} />
      {selected.size > 0 && canSubmit && (
        <BatchBar summary={t('hardening.selected', { count: selected.size })} onClear={clearSelection}>
          <Button size="xs" colorPalette="red" variant="outline" bg="bg" onClick={() => deleting.ask([...selected])}>
            {t('common.delete')}
          </Button>
        </BatchBar>
      )}
      <ListTable
        testId={TEST_IDS.hardeningTable}
        loading={loading}
        empty={jobs.length === 0}
        emptyText={engine && !engine.available ? (engine.missing ?? undefined) : t('common.noMatches')}
        emptyGuide={
          filters.search.trim() || filters.status || !engine?.available
            ? undefined
            : {
                title: t('hardening.emptyGuide.title'),
                description: t('hardening.emptyGuide.description'),
                action: canSubmit && <GuideAction label={t('hardening.submit')} onClick={() => setSubmitting(true)} />,
              }
        }
        columns={[
          { width: '8', label: <RowCheckbox label={t('users.selectPage')} checked={pageCheckState(pageSelected, jobs.length)} onCheckedChange={(on) => toggle(jobIds, on)} /> },
          'hardening.fields.taskName',
          'hardening.fields.policy',
          'assessment.fields.fileSize',
          'assessment.fields.submitTime',
          'assessment.fields.finishTime',
          'common.status',
          'assessment.fields.creator',
          'hardening.downloads.menu',
        ]}
        actions
      >
        {jobs.map((job) => (
          <Table.Row key={job.id} data-testid={TEST_IDS.hardeningRow} data-task-name={job.taskName} data-job-id={job.id}>
            <Table.Cell>
              <RowCheckbox label={job.taskName} checked={selected.has(job.id)} onCheckedChange={(on) => toggle([job.id], on)} />
            </Table.Cell>
            <Table.Cell minW="48" wordBreak="break-all">
              <Text fontWeight="medium">{job.taskName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[job.fileName, job.packageName, job.version].filter(Boolean).join(' · ')}
              </Text>
            </Table.Cell>
            <Table.Cell minW="32">
              <Text>{job.policyName}</Text>
              <Text fontSize="xs" color="fg.muted" title={t('hardening.fields.protectedVersion')}>
                {job.protectedVersion}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {formatFileSize(job.fileSize)}
              {job.outputSize != null && (
                <Text fontSize="xs" color="fg.muted">
                  → {formatFileSize(job.outputSize)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {formatDateTime(job.createdAt, i18n.language)}
              <Text fontSize="xs" color="fg.muted" title={t('assessment.fields.submitType')}>
                {t(SUBMIT_TYPE_LABELS[job.submitType])}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(job.finishedAt, i18n.language)}</Table.Cell>
            <Table.Cell>
              <HardeningStatusBadge job={job} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{job.creator}</Table.Cell>
            <Table.Cell>
              <JobDownloads job={job} />
            </Table.Cell>
            <RowActions>
              {canSubmit && IN_PROGRESS.includes(job.status) && (
                <RowButton onClick={() => cancelling.ask(job)} testId={TEST_IDS.hardeningCancel}>
                  {t('common.cancel')}
                </RowButton>
              )}
              {canSubmit && <RowButton remove onClick={() => deleting.ask([job.id])} testId={TEST_IDS.hardeningDelete} />}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.hardeningJobs} />

      {submitting && (
        <SubmitHardeningDialog
          kind={kind}
          onClose={() => setSubmitting(false)}
          onSubmitted={() => {
            setSubmitting(false);
            paging.reset();
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('hardening.confirm.cancelTitle')}
        message={t('hardening.confirm.cancelMessage', { name: cancelling.target?.taskName ?? '' })}
        confirmLabel={t('hardening.confirm.cancelAction')}
        destructive
      />
      <DeleteConfirm action={deleting} title={t('hardening.confirm.deleteTitle')} message={t('hardening.confirm.deleteMessage', { count: deleting.target?.length ?? 0 })} />
    </Stack>
  );
}
