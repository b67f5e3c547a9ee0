import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Fieldset, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { useManagedAccount } from '../../components/account-selector';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  MonitoringAppChoicesDocument,
  MonitoringReportJobCreateDocument,
  MonitoringReportJobDocument,
  MonitoringReportJobUpdateDocument,
  ReportJobRow_MonitoringReportJobFragmentDoc,
  type MonitoringReportFormat,
  type MonitoringReportJobInput,
  type ReportCycle,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { withAccount } from '../monitoring/account-link';
import { CYCLE_LABELS, JOB_LIST_PATH, REPORT_CYCLES, REPORT_FORMATS } from './report-labels';
import { localInputValue, recipientList, reportJobProblems, type ReportJobDraft } from './report-job-validation';

interface FormValues extends ReportJobDraft {
  cycle: ReportCycle;
  format: MonitoringReportFormat;
  appIds: string[];
  enabled: boolean;
}

function emptyValues(): FormValues {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setMonth(end.getMonth() + 3);
  return { taskName: '', cycle: 'DAILY', startAt: localInputValue(start), endAt: localInputValue(end), recipients: '', format: 'PDF', appIds: [], enabled: true };
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * /Monitoring/report/reportJob[?id=]: adds or edits a report job (spec §3: task name, cycle,
 * start and end time, apps; plus format and recipients). Periods are counted in the browser's
 * time zone when the job is created.
 */
export function ReportJobFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const accountId = useManagedAccount().variable;
  const listPath = withAccount(JOB_LIST_PATH, accountId);
  const existing = useQuery(MonitoringReportJobDocument, { variables: { id: id ?? '', accountId }, skip: !id, fetchPolicy: 'network-only' });
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId } });
  const [create] = useMutation(MonitoringReportJobCreateDocument);
  const [update] = useMutation(MonitoringReportJobUpdateDocument);
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = existing.data ? readFragment(ReportJobRow_MonitoringReportJobFragmentDoc, existing.data.monitoringReportJob) : null;

  useEffect(() => {
    if (!loaded) return;
    setValues({
      taskName: loaded.taskName,
      cycle: loaded.cycle,
      startAt: localInputValue(loaded.startAt),
      endAt: localInputValue(loaded.endAt),
      recipients: loaded.recipients.join('\n'),
      format: loaded.format,
      appIds: loaded.appIds,
      enabled: loaded.enabled,
    });
    setTimeZone(loaded.timeZone);
  }, [loaded]);

  const found = reportJobProblems(values);
  const problem = (field: keyof typeof found) => (touched && found[field] ? t(found[field].key, found[field].params) : null);
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(found).length > 0) return;
    const input: MonitoringReportJobInput = {
      taskName: values.taskName.trim(),
      cycle: values.cycle,
      startAt: new Date(values.startAt).toISOString(),
      endAt: new Date(values.endAt).toISOString(),
      timeZone,
      appIds: values.appIds,
      format: values.format,
      recipients: recipientList(values.recipients),
      enabled: values.enabled,
    };
    setBusy(true);
    setFailure(null);
    try {
      if (id) unwrap((await update({ variables: { id, input, accountId } })).data?.updateMonitoringReportJob);
      else unwrap((await create({ variables: { input, accountId } })).data?.createMonitoringReportJob);
      toaster.success({ title: t('monitoringReports.form.saved') });
      navigate(listPath);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  const choices = apps.data?.monitoredAppChoices ?? [];
  return (
    <Stack gap="6">
      <PageHeader
        title={t(id ? 'monitoringReports.form.editTitle' : 'monitoringReports.form.createTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to={listPath}>{t('monitoringReports.form.backToList')}</Link>
          </Button>
        }
      />
      <ErrorAlert message={failure} error={existing.error} testId={TEST_IDS.formError} />
      <FormStack onSubmit={submit} gap="4" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="3xl" data-testid={TEST_IDS.reportJobForm}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t('monitoringReports.fields.taskName')}
            value={values.taskName}
            onValueChange={set('taskName')}
            required
            maxLength={100}
            error={problem('taskName')}
            testId={TEST_IDS.reportJobName}
          />
          <SelectField
            label={t('monitoringReports.fields.cycle')}
            value={values.cycle}
            required
            options={REPORT_CYCLES.map((c) => ({ value: c, label: t(CYCLE_LABELS[c]) }))}
            onValueChange={(cycle) => set('cycle')(cycle as ReportCycle)}
            testId={TEST_IDS.reportJobCycle}
          />
          <TextField
            type="datetime-local"
            label={t('monitoringReports.fields.startAt')}
            value={values.startAt}
            onValueChange={set('startAt')}
            required
            error={problem('startAt')}
            testId={TEST_IDS.reportJobStart}
          />
          <TextField
            type="datetime-local"
            label={t('monitoringReports.fields.endAt')}
            value={values.endAt}
            onValueChange={set('endAt')}
            required
            error={problem('endAt')}
            helper={t('monitoringReports.form.timeZone', { zone: timeZone })}
            testId={TEST_IDS.reportJobEnd}
          />
          <SelectField
            label={t('monitoringReports.fields.format')}
            value={values.format}
            required
            options={REPORT_FORMATS.map((f) => ({ value: f, label: f }))}
            onValueChange={(format) => set('format')(format as MonitoringReportFormat)}
            testId={TEST_IDS.reportJobFormat}
          />
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend>{t('monitoringReports.fields.apps')}</Fieldset.Legend>
          <Text fontSize="xs" color="fg.muted">
            {t('monitoringReports.form.appsHelp')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" data-testid={TEST_IDS.reportJobApps}>
            {choices.map((app) => (
              <CheckField
                key={app.id}
                size="sm"
                checked={values.appIds.includes(app.id)}
                onCheckedChange={(on) => set('appIds')(on ? [...values.appIds, app.id] : values.appIds.filter((a) => a !== app.id))}
              >
                {app.name}
              </CheckField>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <Field.Root invalid={Boolean(problem('recipients'))}>
          <Field.Label>{t('monitoringReports.fields.recipients')}</Field.Label>
          <Textarea value={values.recipients} onChange={(e) => set('recipients')(e.currentTarget.value)} rows={3} data-testid={TEST_IDS.reportJobRecipients} />
          {problem('recipients') ? <Field.ErrorText>{problem('recipients')}</Field.ErrorText> : <Field.HelperText>{t('monitoringReports.form.recipientsHelp')}</Field.HelperText>}
        </Field.Root>
        <CheckField checked={values.enabled} onCheckedChange={set('enabled')} testId={TEST_IDS.reportJobEnabled}>
          {t('common.enabled')}
        </CheckField>
        <Box>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.reportJobSave}>
            {t('common.save')}
          </Button>
        </Box>
      </FormStack>
    </Stack>
  );
}
