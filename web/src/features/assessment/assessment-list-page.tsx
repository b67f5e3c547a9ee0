import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { BatchBar } from '../../components/batch-bar';
import { ConfirmDialog, DeleteConfirm } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { ExpandableRow, ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { FactList } from '../../components/fact-list';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { RowCheckbox, pageCheckState } from '../../components/row-checkbox';
import { SelectField } from '../../components/select-field';
import { SortHeader } from '../../components/sort-header';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import {
  AssessmentCancelDocument,
  AssessmentDeleteDocument,
  AssessmentJobUpdatedDocument,
  AssessmentJobsDocument,
  AssessmentRow_JobFragmentDoc,
  AssessmentTemplateChoicesDocument,
  type AssessmentOrderField,
  type AssessmentRow_JobFragment,
  type AssessmentStatus,
  type SortDirection,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useHealingRefetch } from '../../lib/use-healing-refetch';
import { useIdSelection } from '../../lib/use-id-selection';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { formatFileSize, useRoutePlatform } from './assessment-platform';
import { JobStatus, STATUS_LABELS, SUBMIT_TYPE_LABELS, SummaryBadges, SummaryLegend } from './job-status';
import { ReportMenu } from './report-menu';
import { SubmitDialog } from './submit-dialog';

type Job = AssessmentRow_JobFragment;

interface Filters {
  fileName: string;
  status: '' | AssessmentStatus;
}

const EMPTY_FILTERS: Filters = { fileName: '', status: '' };
const IN_PROGRESS: readonly AssessmentStatus[] = ['READY', 'PROCESSING'];

/** /security-analysis/{android,ios}/list: the platform's jobs, live, server-paged. */
export function AssessmentListPage() {
  const { t, i18n } = useTranslation();
  const platform = useRoutePlatform();
  const paging = useKeysetPaging(20);
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<{ field: AssessmentOrderField; direction: SortDirection }>({ field: 'CREATED_AT', direction: 'DESC' });
  const { selected, toggle, clear: clearSelection } = useIdSelection();
  const [submitting, setSubmitting] = useState(false);

  const { data, loading, error, refetch } = useQuery(AssessmentJobsDocument, {
    variables: {
      filter: { platform: platform.gql, fileName: filters.fileName.trim() || null, status: filters.status || null },
      orderBy: sort.field,
      direction: sort.direction,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const templates = useQuery(AssessmentTemplateChoicesDocument, { variables: { platform: platform.gql } });
  const jobs = data?.assessmentJobs.edges.map((edge) => readFragment(AssessmentRow_JobFragmentDoc, edge.node)) ?? [];
  const templateNames = new Map(templates.data?.reportTemplates.edges.map(({ node }) => [node.id, node.name]) ?? []);

  // Status and progress arrive over the subscription; the cache updates the rows in place.
  // A job the page does not show yet (submitted elsewhere) reloads the page.
  useSubscription(AssessmentJobUpdatedDocument, {
    onData: ({ data: update }) => {
      const job = update.data?.assessmentJobUpdated;
      const row = job ? readFragment(AssessmentRow_JobFragmentDoc, job) : null;
      if (row && row.platform === platform.gql && !jobs.some((shown) => shown.id === row.id)) void refetch();
    },
  });

  useHealingRefetch(
    jobs.some((job) => IN_PROGRESS.includes(job.status)),
    refetch,
  );

  const [cancelJob] = useMutation(AssessmentCancelDocument);
  const [deleteJobs] = useMutation(AssessmentDeleteDocument);

  function sortBy(field: AssessmentOrderField) {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'DESC' ? 'ASC' : 'DESC' }));
    paging.reset();
  }

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  const cancelling = useConfirmedAction(async (job: Job) => {
    unwrap((await cancelJob({ variables: { id: job.id } })).data?.cancelAssessment);
    return t('assessment.cancelled', { name: job.fileName });
  });
  const deleting = useConfirmedAction(
    async (ids: string[]) => {
      const count = unwrap((await deleteJobs({ variables: { ids } })).data?.deleteAssessments);
      return t('assessment.deleted', { count });
    },
    () => {
      clearSelection();
      return refetch();
    },
  );

  const pageSelected = jobs.filter((job) => selected.has(job.id)).length;
  const jobIds = jobs.map((job) => job.id);

  return (
    <Stack gap="6">
      <PageHeader description={t('assessment.description')} primary={{ label: t('assessment.submit'), onClick: () => setSubmitting(true), testId: TEST_IDS.assessmentSubmit }} />
      <FormStack onSubmit={applyFilters} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>{t('assessment.fields.fileName')}</Field.Label>
            <Input
              value={draft.fileName}
              placeholder={t('assessment.searchPlaceholder')}
              onChange={(e) => setDraft({ ...draft, fileName: e.currentTarget.value })}
              data-testid={TEST_IDS.assessmentSearch}
            />
          </Field.Root>
          <Box minW="48">
            <SelectField
              label={t('common.status')}
              value={draft.status}
              placeholder={t('common.all')}
              options={(Object.keys(STATUS_LABELS) as AssessmentStatus[]).map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
              onValueChange={(value) => setDraft({ ...draft, status: value as Filters['status'] })}
              testId={TEST_IDS.assessmentStatusFilter}
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
          <Button type="submit" colorPalette="blue" data-testid={TEST_IDS.assessmentFilterApply}>
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      <ErrorAlert error={error} />
      {selected.size > 0 && (
        <BatchBar summary={t('assessment.selected', { count: selected.size })} onClear={clearSelection}>
          <Button size="xs" colorPalette="red" variant="outline" bg="bg" onClick={() => deleting.ask([...selected])} data-testid={TEST_IDS.assessmentBatchDelete}>
            {t('common.delete')}
          </Button>
        </BatchBar>
      )}
      <ListTable
        testId={TEST_IDS.assessmentTable}
        loading={loading}
        empty={jobs.length === 0}
        emptyGuide={
          !filters.fileName.trim() && !filters.status
            ? {
                title: t('assessment.emptyGuide.title'),
                description: t('assessment.emptyGuide.description'),
                action: (
                  <Button size="sm" colorPalette="blue" onClick={() => setSubmitting(true)}>
                    {t('assessment.submit')}
                  </Button>
                ),
              }
            : undefined
        }
        emptyText={t('common.noMatches')}
        legend={jobs.length > 0 && <SummaryLegend />}
        columns={[
          { width: '8', label: <RowCheckbox label={t('users.selectPage')} checked={pageCheckState(pageSelected, jobs.length)} onCheckedChange={(on) => toggle(jobIds, on)} /> },
          { width: '8', label: null },
          <SortHeader key="name" field="FILE_NAME" label={t('assessment.fields.fileName')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.assessmentSort} />,
          platform.key === 'ios' ? 'assessment.fields.bundleId' : 'assessment.fields.packageName',
          <SortHeader key="created" field="CREATED_AT" label={t('assessment.fields.submitTime')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.assessmentSort} />,
          <SortHeader key="score" field="SCORE" label={t('assessment.score')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.assessmentSort} />,
          'assessment.fields.summary',
          'common.status',
        ]}
        actions
      >
        {jobs.map((job) => (
          <ExpandableRow
            key={job.id}
            label={t('assessment.rowDetails', { name: job.fileName })}
            rowProps={{ 'data-testid': TEST_IDS.assessmentRow, 'data-file-name': job.fileName, 'data-job-id': job.id }}
            leading={
              <Table.Cell>
                <RowCheckbox label={job.fileName} checked={selected.has(job.id)} onCheckedChange={(on) => toggle([job.id], on)} />
              </Table.Cell>
            }
            details={
              <FactList
                items={[
                  { key: 'appName', label: t('assessment.fields.appName'), value: job.appName },
                  { key: 'version', label: t('assessment.fields.version'), value: job.version },
                  { key: 'fileName', label: t('assessment.fields.fileName'), value: job.fileName },
                  { key: 'fileSize', label: t('assessment.fields.fileSize'), value: formatFileSize(job.fileSize) },
                  { key: 'creator', label: t('assessment.fields.creator'), value: job.creator },
                  { key: 'finishTime', label: t('assessment.fields.finishTime'), value: formatDateTime(job.finishedAt, i18n.language) },
                  { key: 'submitType', label: t('assessment.fields.submitType'), value: t(SUBMIT_TYPE_LABELS[job.submitType]) },
                  { key: 'template', label: t('assessment.fields.template'), value: job.templateId ? (templateNames.get(job.templateId) ?? '—') : t('assessment.defaultTemplate') },
                  { key: 'error', label: t('assessment.fields.error'), value: job.error },
                ]}
              />
            }
            cells={
              <>
                <Table.Cell fontWeight="medium">
                  <Truncated value={job.fileName} maxW="56" />
                  <Truncated value={[job.appName, job.version].filter(Boolean).join(' · ')} maxW="56" muted />
                </Table.Cell>
                <Table.Cell>
                  <Truncated value={job.packageName} maxW="40" />
                </Table.Cell>
                <Table.Cell maxW="32">{formatDateTime(job.createdAt, i18n.language)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium" data-testid={TEST_IDS.assessmentRowScore}>
                  {job.score ?? '—'}
                </Table.Cell>
                <Table.Cell>
                  <SummaryBadges summary={job.summary} />
                </Table.Cell>
                <Table.Cell>
                  <JobStatus status={job.status} progress={job.progress} error={job.error} />
                </Table.Cell>
                <RowActions>
                  <ReportMenu jobId={job.id} disabled={job.status !== 'FINISHED'} />
                  {job.status === 'FINISHED' && (
                    <RowButton to={`${platform.previewPath}?id=${encodeURIComponent(job.id)}`} testId={TEST_IDS.assessmentPreview}>
                      {t('assessment.preview')}
                    </RowButton>
                  )}
                  {IN_PROGRESS.includes(job.status) && (
                    <RowButton onClick={() => cancelling.ask(job)} testId={TEST_IDS.assessmentCancel}>
                      {t('common.cancel')}
                    </RowButton>
                  )}
                  <RowButton remove onClick={() => deleting.ask([job.id])} testId={TEST_IDS.assessmentDelete} />
                </RowActions>
              </>
            }
          />
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.assessmentJobs} />

      {submitting && (
        <SubmitDialog
          platform={platform}
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
        title={t('assessment.confirm.cancelTitle')}
        message={t('assessment.confirm.cancelMessage', { name: cancelling.target?.fileName ?? '' })}
        confirmLabel={t('assessment.confirm.cancelAction')}
        destructive
      />
      <DeleteConfirm action={deleting} title={t('assessment.confirm.deleteTitle')} message={t('assessment.confirm.deleteMessage', { count: deleting.target?.length ?? 0 })} />
    </Stack>
  );
}
