import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { ExpandableRow, ListTable } from '../../components/list-table';
import { ShieldIcon } from '../../components/ui/icons';
import { Panel } from '../../components/panel';
import { AssessmentCheckTreeDocument, AssessmentJobDocument, AssessmentRow_JobFragmentDoc, AssessmentTemplateChecksDocument } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import { sdkCategoryLabel } from '../detection/detection-labels';
import { errorText } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { formatFileSize, useRoutePlatform } from './assessment-platform';
import { JobStatus, SUBMIT_TYPE_LABELS } from './job-status';
import { ReportMenu } from './report-menu';
import { fetchScanResult, isRisk, type PreviewResult, type RiskLevel, type ScanResultView } from './scan-result';
import { FindingDetails } from './finding-details';
import { countOutcomes, ITEM_OUTCOMES, previewItems, type ItemOutcome } from './preview-items';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';
import { MissingItem } from '../../components/missing-item';

const RESULT_COLORS: Record<ItemOutcome | PreviewResult, string> = {
  success: 'green',
  safe: 'green',
  protected: 'green',
  info: 'blue',
  risk: 'red',
  exception: 'gray',
  abnormal: 'gray',
  notDetected: 'gray',
};
const LEVEL_COLORS: Record<RiskLevel, string> = { high: 'red', medium: 'orange', low: 'yellow' };

/** The label of each preview result, item result and risk level; one without a label fails the type check. */
const PREVIEW_RESULT_LABELS = { success: 'assessment.result.success', risk: 'assessment.result.risk', exception: 'assessment.result.exception' } as const satisfies Record<
  PreviewResult,
  TranslationKey
>;
const ITEM_RESULT_LABELS = {
  safe: 'assessment.item.safe',
  risk: 'assessment.item.risk',
  abnormal: 'assessment.item.abnormal',
  protected: 'assessment.item.protected',
  info: 'assessment.item.info',
  notDetected: 'assessment.item.notDetected',
} as const satisfies Record<ItemOutcome, TranslationKey>;
const RISK_LEVEL_LABELS = { high: 'assessment.levels.high', medium: 'assessment.levels.medium', low: 'assessment.levels.low' } as const satisfies Record<RiskLevel, TranslationKey>;
const PERMISSION_COLORS: Record<string, string> = { dangerous: 'red', signature: 'purple', signatureOrSystem: 'purple', normal: 'green' };

type SignaturePlatform = NonNullable<ScanResultView['signature']['platforms']>[number];

const REFUSAL_LABELS = {
  no_scheme: 'assessment.platforms.refusal.no_scheme',
  invalid: 'assessment.platforms.refusal.invalid',
  jar_digest: 'assessment.platforms.refusal.jar_digest',
  target_sdk: 'assessment.platforms.refusal.target_sdk',
  stripped: 'assessment.platforms.refusal.stripped',
} as const satisfies Record<NonNullable<SignaturePlatform['refusal']>, TranslationKey>;

function apiRange(p: SignaturePlatform): string {
  if (p.toSdk === null) return `${p.fromSdk}+`;
  return p.toSdk === p.fromSdk ? String(p.fromSdk) : `${p.fromSdk}–${p.toSdk}`;
}

/** Which Android releases, from the package's minimum SDK up, accept its signature and which refuse it. */
function SignaturePlatforms({ platforms }: { platforms: SignaturePlatform[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" data-testid={TEST_IDS.assessmentSignaturePlatforms}>
      <Text fontSize="sm" fontWeight="medium">
        {t('assessment.platforms.title')}
      </Text>
      {platforms.map((p) => (
        <HStack key={p.fromSdk} justify="space-between" fontSize="sm" data-verified={p.verified}>
          <Text>{t('assessment.platforms.range', { range: apiRange(p) })}</Text>
          <Badge colorPalette={p.verified ? 'green' : 'red'}>
            {p.verified ? t('assessment.platforms.verified', { scheme: p.scheme ?? '' }) : t(REFUSAL_LABELS[p.refusal ?? 'no_scheme'], { scheme: p.scheme ?? '' })}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <Text color="fg.muted">{t('common.noData')}</Text>;
}

/** /security-analysis/{platform}/preview?id=…: a job's results at a glance, with its report downloads. */
/** The label of each Android protection level the report can carry (docs/scan-result.schema.json). */
const PERMISSION_LEVEL_LABELS = {
  normal: 'assessment.permissionLevels.normal',
  dangerous: 'assessment.permissionLevels.dangerous',
  signature: 'assessment.permissionLevels.signature',
  signatureOrSystem: 'assessment.permissionLevels.signatureOrSystem',
  unknown: 'assessment.permissionLevels.unknown',
} as const satisfies Record<ScanResultView['permissions'][number]['level'], TranslationKey>;

export function AssessmentPreviewPage() {
  const { t, i18n } = useTranslation();
  const platform = useRoutePlatform();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const jobQuery = useQuery(AssessmentJobDocument, { variables: { id }, skip: !id });
  const tree = useQuery(AssessmentCheckTreeDocument, { variables: { platform: platform.gql } });
  const job = jobQuery.data ? readFragment(AssessmentRow_JobFragmentDoc, jobQuery.data.assessmentJob) : null;
  // The job's template chooses the items, as in its reports; without one (or once it is deleted) all of them.
  const template = useQuery(AssessmentTemplateChecksDocument, { variables: { id: job?.templateId ?? '' }, skip: !job?.templateId });
  const included = template.data ? new Set(template.data.reportTemplate.checks) : null;
  const [result, setResult] = useState<ScanResultView | null>(null);
  const [resultError, setResultError] = useState<string | null>(null);
  const finished = job?.status === 'FINISHED';

  useEffect(() => {
    if (!finished) return;
    let live = true;
    fetchScanResult(id).then(
      (value) => live && setResult(value),
      (failure: unknown) => live && setResultError(failure instanceof Error && failure.message ? failure.message : t('errors.server')),
    );
    return () => {
      live = false;
    };
  }, [finished, id, t]);

  const title = t(platform.key === 'ios' ? 'routes.assessmentIosPreview' : 'routes.assessmentAndroidPreview');
  const back = (
    <Button asChild variant="outline">
      <RouterLink to={platform.listPath}>{t('assessment.backToList')}</RouterLink>
    </Button>
  );
  if (!id) {
    return (
      <Stack gap="6">
        <PageHeader title={title} />
        <MissingItem message={t('assessment.noJob')} backTo={platform.listPath} backLabel={t('assessment.backToList')} />
      </Stack>
    );
  }
  if (jobQuery.error) {
    return (
      <Stack gap="6">
        <PageHeader title={title} actions={back} />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(jobQuery.error, t)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (!job) return <Spinner />;

  const risky = (result?.findings ?? []).filter((f) => isRisk(f.level));
  // A job still running has no result yet; its status shows instead.
  const overall: PreviewResult | null = job.status === 'FAILED' ? 'exception' : !finished || !result ? null : risky.length > 0 ? 'risk' : 'success';
  // Until the report is read (or when it cannot be), no check has a result to tell.
  const items = previewItems({ groups: tree.data?.reportCheckTree ?? [], findings: finished && result ? result.findings : null, included });
  const counts = countOutcomes(items);
  const facts: [TranslationKey, string][] = [
    ['assessment.fields.fileName', job.fileName],
    ['assessment.fields.appName', job.appName ?? '—'],
    [platform.key === 'ios' ? 'assessment.fields.bundleId' : 'assessment.fields.packageName', job.packageName ?? '—'],
    ['assessment.fields.version', job.version ?? '—'],
    ['assessment.fields.fileSize', formatFileSize(job.fileSize)],
    ['assessment.fields.minOs', result ? String(result.minSdk) : '—'],
    ['assessment.fields.targetOs', result?.targetSdk == null ? '—' : String(result.targetSdk)],
    ['assessment.fields.template', job.templateId ? (template.data?.reportTemplate.name ?? '—') : t('assessment.defaultTemplate')],
    ['assessment.fields.submitType', t(SUBMIT_TYPE_LABELS[job.submitType])],
    ['assessment.fields.creator', job.creator],
    ['assessment.fields.submitTime', formatDateTime(job.createdAt, i18n.language)],
    ['assessment.fields.finishTime', formatDateTime(job.finishedAt, i18n.language) || '—'],
  ];

  return (
    <Stack gap="6" data-testid={TEST_IDS.assessmentPreviewPage}>
      <PageHeader
        title={title}
        description={job.fileName}
        actions={
          <>
            {back}
            <ReportMenu jobId={job.id} disabled={!finished} size="sm" />
          </>
        }
      />
      <ErrorAlert message={resultError} />
      {job.status === 'FAILED' && job.error && <StatusAlert status="warning" title={job.error} />}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Panel title={t('assessment.previewResult')}>
          <HStack gap="3">
            {overall && (
              <Badge size="lg" colorPalette={RESULT_COLORS[overall]} data-testid={TEST_IDS.assessmentPreviewResult} data-result={overall}>
                {t(PREVIEW_RESULT_LABELS[overall])}
              </Badge>
            )}
            <JobStatus status={job.status} progress={job.progress} />
          </HStack>
          <HStack gap="2" wrap="wrap">
            {ITEM_OUTCOMES.filter((outcome) => outcome === 'safe' || outcome === 'risk' || counts[outcome] > 0).map((outcome) => (
              <Badge key={outcome} variant="subtle" colorPalette={RESULT_COLORS[outcome]} data-outcome={outcome}>
                {t(ITEM_RESULT_LABELS[outcome])}: {counts[outcome]}
              </Badge>
            ))}
          </HStack>
        </Panel>
        <Panel title={t('assessment.score')}>
          <Text fontSize="4xl" fontWeight="bold" data-testid={TEST_IDS.assessmentScore}>
            {job.score ?? result?.score ?? '—'}
            <Text as="span" fontSize="md" color="fg.muted">
              {' '}
              / 100
            </Text>
          </Text>
        </Panel>
        <Panel title={t('assessment.fields.summary')}>
          <HStack gap="2" wrap="wrap">
            {(['high', 'medium', 'low'] as const).map((level) => (
              <Badge key={level} colorPalette={LEVEL_COLORS[level]}>
                {t(RISK_LEVEL_LABELS[level])}: {job.summary?.[level] ?? 0}
              </Badge>
            ))}
          </HStack>
        </Panel>
      </SimpleGrid>
      <Panel title={t('assessment.appFacts')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="8" gapY="2">
          {facts.map(([label, value]) => (
            <HStack key={label} justify="space-between" borderBottomWidth="1px" py="1" gap="4">
              <Text color="fg.muted">{t(label)}</Text>
              <Text
                fontWeight="medium"
                wordBreak="break-all"
                textAlign="end"
                data-testid={label === 'assessment.fields.packageName' || label === 'assessment.fields.bundleId' ? TEST_IDS.assessmentPreviewPackage : undefined}
              >
                {value}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Panel>
      <Panel title={t('assessment.items')} testId={TEST_IDS.assessmentPreviewItems}>
        {items.length === 0 ? (
          <Empty />
        ) : (
          <ListTable empty={false} columns={[{ width: '8' }, 'assessment.itemGroup', 'assessment.itemName', 'assessment.itemResult', 'assessment.hazardLevel']}>
            {items.map((item) => (
              <ExpandableRow
                key={item.id}
                label={t('assessment.finding.toggle', { title: item.title })}
                rowProps={{ 'data-result': item.outcome, 'data-check-id': item.id }}
                cells={
                  <>
                    <Table.Cell color="fg.muted">{item.group}</Table.Cell>
                    <Table.Cell>{item.title}</Table.Cell>
                    <Table.Cell>
                      {/* A protection present is its own result, not a plain "safe". */}
                      <Badge colorPalette={RESULT_COLORS[item.outcome]} variant={item.outcome === 'protected' ? 'solid' : 'subtle'}>
                        {item.outcome === 'protected' && <ShieldIcon />}
                        {t(ITEM_RESULT_LABELS[item.outcome])}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{item.level && <Badge colorPalette={LEVEL_COLORS[item.level]}>{t(RISK_LEVEL_LABELS[item.level])}</Badge>}</Table.Cell>
                  </>
                }
                details={<FindingDetails item={item} />}
              />
            ))}
          </ListTable>
        )}
      </Panel>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Panel title={t('assessment.permissions')}>
          {!result || result.permissions.length === 0 ? (
            <Empty />
          ) : (
            <Stack gap="1">
              {result.permissions.map((permission) => (
                <HStack key={permission.name} justify="space-between" gap="3">
                  <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                    {permission.name}
                  </Text>
                  <Badge colorPalette={PERMISSION_COLORS[permission.level] ?? 'gray'}>{t(PERMISSION_LEVEL_LABELS[permission.level])}</Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title={t('assessment.sdks')}>
          {!result || result.thirdPartySdks.length === 0 ? (
            <Empty />
          ) : (
            <Stack gap="1">
              {result.thirdPartySdks.map((sdk) => (
                <HStack key={sdk.name} justify="space-between">
                  <Text>{sdk.name}</Text>
                  <Badge variant="outline">{sdkCategoryLabel(sdk.category, t)}</Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
      </SimpleGrid>
      <Panel title={t('assessment.certificates')}>
        {!result || result.signature.certificates.length === 0 ? (
          <Empty />
        ) : (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('assessment.signatureSchemes', { schemes: result.signature.schemes.join(', ') || '—' })}
            </Text>
            {result.signature.platforms && result.signature.platforms.length > 0 && <SignaturePlatforms platforms={result.signature.platforms} />}
            {result.signature.certificates.map((cert) => (
              <Box key={cert.sha256} borderWidth="1px" rounded="l2" p="3" fontSize="sm">
                <Text fontWeight="medium">{cert.subject}</Text>
                <Text color="fg.muted">{t('assessment.certIssuer', { issuer: cert.issuer })}</Text>
                <Text color="fg.muted">{t('assessment.certValidity', { from: formatDate(cert.notBefore, i18n.language), to: formatDate(cert.notAfter, i18n.language) })}</Text>
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  SHA-256 {cert.sha256}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}
