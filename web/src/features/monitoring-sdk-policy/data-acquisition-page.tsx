import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { CollectField } from '@common/sdk-policy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { toaster } from '../../components/ui/toaster';
import { MonitoringDataAcquisitionDocument, MonitoringSetDataAcquisitionDocument, type MonitorPlatform } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { useAttempt } from '../../lib/use-attempt';
import { PLATFORM_LABELS, PLATFORM_PATHS, PLATFORMS } from '../monitoring/monitoring-labels';
import { COLLECT_FIELDS, COLLECT_LABELS } from './sdk-policy-labels';

type Switches = Record<CollectField, boolean>;

/**
 * /Monitoring/dataAcquisition: which device facts the monitoring SDK collects, per platform
 * (model, OS version, IP, location, installed apps, Wi-Fi), for the managed account. Saved
 * switches reach the SDKs in their signed configuration.
 */
export function DataAcquisitionPage() {
  const { t, i18n } = useTranslation();
  const managed = useManagedAccount();
  const attempt = useAttempt();
  const [platform, setPlatform] = useState<MonitorPlatform>('ANDROID');
  const [edits, setEdits] = useState<Partial<Record<MonitorPlatform, Switches>>>({});
  const { data, error, refetch } = useQuery(MonitoringDataAcquisitionDocument, { variables: { accountId: managed.variable }, fetchPolicy: 'cache-and-network' });
  const [saveSwitches, { loading: saving }] = useMutation(MonitoringSetDataAcquisitionDocument);
  const row = data?.monitorDataAcquisition.find((r) => r.platform === platform);
  const current: Switches | null = edits[platform] ?? (row ? (Object.fromEntries(COLLECT_FIELDS.map((f) => [f, row[f]])) as Switches) : null);

  function toggle(field: CollectField, on: boolean) {
    if (current) setEdits((all) => ({ ...all, [platform]: { ...current, [field]: on } }));
  }

  function save() {
    if (!current) return;
    void attempt(async () => {
      unwrap((await saveSwitches({ variables: { platform, input: current, accountId: managed.variable } })).data?.setMonitorDataAcquisition);
      setEdits((all) => ({ ...all, [platform]: undefined }));
      await refetch();
      toaster.success({ title: t('common.saved') });
    });
  }

  return (
    <Stack gap="6">
      <PageHeader description={t('sdkPolicy.dataAcquisition.description')} />
      <AccountSelector managed={managed} onChoose={() => setEdits({})} />
      <Tabs.Root value={platform} onValueChange={(details) => setPlatform(details.value as MonitorPlatform)}>
        <Tabs.List>
          {PLATFORMS.map((p) => (
            <Tabs.Trigger key={p} value={p} data-testid={`${TEST_IDS.dataAcquisitionTab}-${PLATFORM_PATHS[p]}`}>
              {t(PLATFORM_LABELS[p])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ErrorAlert error={error} />
      {row && current && (
        <Panel title={t(PLATFORM_LABELS[platform])}>
          <HStack data-testid={TEST_IDS.dataAcquisitionState} data-saved={String(row.saved)}>
            {row.saved && row.updatedAt ? (
              <Text fontSize="sm" color="fg.muted">
                {t('sdkPolicy.dataAcquisition.updated', { date: formatDateTime(row.updatedAt, i18n.language) })}
              </Text>
            ) : (
              <Badge>{t('sdkPolicy.dataAcquisition.defaults')}</Badge>
            )}
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
            {COLLECT_FIELDS.map((field) => (
              <CheckField key={field} checked={current[field]} onCheckedChange={(on) => toggle(field, on)} testId={`${TEST_IDS.dataAcquisitionField}-${field}`}>
                {t(COLLECT_LABELS[field])}
              </CheckField>
            ))}
          </SimpleGrid>
          <HStack>
            <Button onClick={save} loading={saving} data-testid={TEST_IDS.dataAcquisitionSave}>
              {t('common.save')}
            </Button>
          </HStack>
        </Panel>
      )}
    </Stack>
  );
}
