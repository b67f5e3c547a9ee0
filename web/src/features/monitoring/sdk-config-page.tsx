import { useQuery } from '@apollo/client/react';
import { Badge, Card, Heading, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { CopyField } from '../../components/copy-field';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { MonitoringSdkConfigsDocument, type MonitorPlatform } from '../../gql/graphql';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { SdkDownloads } from '../monitoring-sdk-files/sdk-downloads';
import { withAccount } from './account-link';
import { kindLabel, LEVEL_COLORS, LEVEL_LABELS, PLATFORM_LABELS, PLATFORM_PATHS, PLATFORMS } from './monitoring-labels';

const BASE = '/monitoringSdkConfig/list';

/** /monitoringSdkConfig/list[/{platform}]: the configuration each app's SDK pulls, per platform. */
export function SdkConfigPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { platform: segment } = useParams();
  const managed = useManagedAccount();
  const platform: MonitorPlatform = PLATFORMS.find((p) => PLATFORM_PATHS[p] === segment) ?? 'ANDROID';
  const { data, loading, error } = useQuery(MonitoringSdkConfigsDocument, { variables: { platform, accountId: managed.variable }, fetchPolicy: 'cache-and-network' });
  const configs = data?.monitoringSdkConfig ?? [];

  return (
    <Stack gap="6">
      <PageHeader description={t('monitoring.sdkConfig.description')} />
      <AccountSelector managed={managed} />
      <Tabs.Root value={platform} onValueChange={(details) => navigate(withAccount(`${BASE}/${PLATFORM_PATHS[details.value as MonitorPlatform]}`, managed.variable))}>
        <Tabs.List>
          {PLATFORMS.map((p) => (
            <Tabs.Trigger key={p} value={p} data-testid={`sdk-config-tab-${PLATFORM_PATHS[p]}`}>
              {t(PLATFORM_LABELS[p])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <SdkDownloads key={platform} platform={platform} />
      <ErrorAlert error={error} />
      {!loading && configs.length === 0 && !error && (
        <Text color="fg.muted" data-testid={TEST_IDS.monitorSdkConfigEmpty}>
          {t('monitoring.sdkConfig.empty')}
        </Text>
      )}
      {configs.map((config) => (
        <Card.Root key={config.sdkKey} data-testid={TEST_IDS.monitorSdkConfigCard} data-app-id={config.appId}>
          <Card.Header>
            <Heading size="md">{config.name}</Heading>
            <Text fontFamily="mono" fontSize="sm" color="fg.muted">
              {config.appId}
              {config.defaultRegion ? ` · ${config.defaultRegion}` : ''}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <CopyField label={t('monitoring.apps.fields.sdkKey')} value={config.sdkKey} testId={`${TEST_IDS.monitorSdkConfigCard}-key`} />
              <Stack gap="2">
                <Text fontWeight="medium">{t('monitoring.sdkConfig.events')}</Text>
                <Wrap gap="2">
                  {config.events.map((event) => (
                    <Badge key={event.kind} colorPalette={event.level ? LEVEL_COLORS[event.level] : 'gray'} variant="subtle">
                      {kindLabel(event.kind, t)} · {event.level ? t(LEVEL_LABELS[event.level]) : t('monitoring.sdkConfig.noLevel')}
                    </Badge>
                  ))}
                </Wrap>
              </Stack>
              <Stack gap="1">
                <Text fontWeight="medium">{t('monitoring.sdkConfig.upload')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('monitoring.sdkConfig.uploadSummary', {
                    path: config.upload.path,
                    events: config.upload.maxBatchEvents,
                    bytes: config.upload.maxBatchBytes,
                    seconds: config.upload.flushIntervalSeconds,
                    days: config.upload.maxEventAgeDays,
                  })}
                </Text>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
