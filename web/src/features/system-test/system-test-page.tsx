import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { EMAIL } from '@common/rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { SystemAdminOnly } from '../../components/system-admin-only';
import { TextField } from '../../components/text-field';
import { SystemTestRunDocument, type SystemCheck, type SystemCheckStatus, type SystemTestRunMutation } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { errorText, unwrap } from '../../lib/graphql-result';
import { useSession } from '../../lib/session-store';
import { MailOutboxTable } from '../mail-outbox/mail-outbox-page';

type CheckResult = Extract<SystemTestRunMutation['runSystemTest'], { data: unknown }>['data'][number];

/** The checks in the order the server runs them, with their names and what each does. */
const CHECKS: ReadonlyArray<{ check: SystemCheck; name: TranslationKey; about: TranslationKey }> = [
  { check: 'DATABASE', name: 'systemTest.checks.database', about: 'systemTest.about.database' },
  { check: 'PUBSUB', name: 'systemTest.checks.pubsub', about: 'systemTest.about.pubsub' },
  { check: 'MAIL', name: 'systemTest.checks.mail', about: 'systemTest.about.mail' },
  { check: 'DISK', name: 'systemTest.checks.disk', about: 'systemTest.about.disk' },
  { check: 'ENGINE', name: 'systemTest.checks.engine', about: 'systemTest.about.engine' },
  { check: 'JOBS', name: 'systemTest.checks.jobs', about: 'systemTest.about.jobs' },
];

const STATUS_LABELS = {
  OK: 'systemTest.status.ok',
  WARNING: 'systemTest.status.warning',
  FAILED: 'systemTest.status.failed',
  SKIPPED: 'systemTest.status.skipped',
} as const satisfies Record<SystemCheckStatus, TranslationKey>;

const STATUS_COLORS: Record<SystemCheckStatus, string> = { OK: 'green', WARNING: 'orange', FAILED: 'red', SKIPPED: 'gray' };

/** The health checks: an address for the mail check, "run all", and one row per check with its own run button. */
function HealthChecks() {
  const { t } = useTranslation();
  const [mailTo, setMailTo] = useState('');
  const [results, setResults] = useState<Partial<Record<SystemCheck, CheckResult>>>({});
  const [running, setRunning] = useState<ReadonlySet<SystemCheck>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [runTest] = useMutation(SystemTestRunDocument);
  const address = mailTo.trim();
  const mailProblem = address && !EMAIL.test(address) ? t('systemTest.mailToInvalid') : null;
  const busy = running.size > 0;

  async function run(checks: SystemCheck[]) {
    if (mailProblem) return;
    setError(null);
    setRunning(new Set(checks));
    try {
      const found = unwrap((await runTest({ variables: { checks, mailTo: address || null } })).data?.runSystemTest);
      setResults((current) => ({ ...current, ...Object.fromEntries(found.map((r) => [r.check, r])) }));
    } catch (runError) {
      setError(errorText(runError, t));
    } finally {
      setRunning(new Set());
    }
  }

  const shown = Object.values(results);
  const count = (status: SystemCheckStatus) => shown.filter((r) => r.status === status).length;

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <TextField
          fieldW="80"
          type="email"
          label={t('systemTest.mailTo')}
          value={mailTo}
          onValueChange={setMailTo}
          error={mailProblem}
          helper={t('systemTest.mailToHelp')}
          testId={TEST_IDS.systemTestMailTo}
        />
        <Button
          colorPalette="blue"
          loading={busy && running.size > 1}
          disabled={busy || Boolean(mailProblem)}
          onClick={() => void run(CHECKS.map((c) => c.check))}
          data-testid={TEST_IDS.systemTestRunAll}
        >
          {t('systemTest.runAll')}
        </Button>
      </HStack>
      <ErrorAlert message={error && `${t('systemTest.runFailed')}: ${error}`} />
      {shown.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('systemTest.summary', { ok: count('OK'), warning: count('WARNING'), failed: count('FAILED'), skipped: count('SKIPPED') })}
        </Text>
      )}
      <ListTable
        empty={false}
        columns={['systemTest.columns.check', 'systemTest.columns.status', { title: 'systemTest.columns.duration', end: true }, 'systemTest.columns.detail']}
        actions
      >
        {CHECKS.map(({ check, name, about }) => {
          const result = results[check];
          const isRunning = running.has(check);
          return (
            <Table.Row key={check} data-testid={TEST_IDS.systemTestRow} data-check={check} data-status={isRunning ? 'RUNNING' : (result?.status ?? 'NOT_RUN')}>
              <Table.Cell>
                <Text fontWeight="medium">{t(name)}</Text>
                <Text fontSize="xs" color="fg.muted" maxW="xs">
                  {t(about)}
                </Text>
              </Table.Cell>
              <Table.Cell data-testid={TEST_IDS.systemTestStatus}>
                {isRunning ? (
                  <Badge colorPalette="blue">{t('systemTest.status.running')}</Badge>
                ) : result ? (
                  <Badge colorPalette={STATUS_COLORS[result.status]}>{t(STATUS_LABELS[result.status])}</Badge>
                ) : (
                  <Badge variant="outline">{t('systemTest.status.notRun')}</Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid={TEST_IDS.systemTestDuration}>
                {result && !isRunning ? t('systemTest.durationMs', { ms: result.durationMs.toLocaleString() }) : '—'}
              </Table.Cell>
              <Table.Cell data-testid={TEST_IDS.systemTestDetail}>
                <Box maxW="xl" whiteSpace="normal" wordBreak="break-word" fontSize="sm">
                  {result && !isRunning ? result.detail : ''}
                </Box>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  loading={isRunning && running.size === 1}
                  disabled={busy || Boolean(mailProblem) || (check === 'MAIL' && !address)}
                  onClick={() => void run([check])}
                  data-testid={`${TEST_IDS.systemTestRunOne}-${check}`}
                >
                  {t('systemTest.run')}
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </ListTable>
    </Stack>
  );
}

/**
 * /manage/systemmanage/test: the installation's health checks (database, pub/sub, mail, disk,
 * engine, job queue) and the mail outbox the mail check writes to. System super admins only.
 */
export function SystemTestPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // `?tab=mailOutbox` opens the outbox (links from elsewhere point at it).
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mailOutbox' ? 'mailOutbox' : 'checks';
  return (
    <Stack gap="6">
      <PageHeader description={t('systemTest.description')} />
      {!user?.isSystemAdmin ? (
        <SystemAdminOnly description={t('systemTest.systemAdminOnly')} />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setParams(details.value === 'mailOutbox' ? { tab: 'mailOutbox' } : {}, { replace: true })}
          lazyMount
          data-testid={TEST_IDS.systemTestTabs}
        >
          <Tabs.List>
            <Tabs.Trigger value="checks" data-testid={`${TEST_IDS.systemTestTabs}-checks`}>
              {t('systemTest.tabs.checks')}
            </Tabs.Trigger>
            <Tabs.Trigger value="mailOutbox" data-testid={`${TEST_IDS.systemTestTabs}-mailOutbox`}>
              {t('systemTest.tabs.mailOutbox')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="checks">
            <HealthChecks />
          </Tabs.Content>
          <Tabs.Content value="mailOutbox">
            <MailOutboxTable />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
