import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { MonitoringMapDefaultsDocument, MonitoringSetMapDefaultsDocument, type MonitorMapColorScale, type MonitorMapCount, type MonitorMapRegion } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useAttempt } from '../../lib/use-attempt';
import { MAP_COUNT_LABELS, MAP_COUNTS, MAP_REGION_LABELS, MAP_REGIONS, MAP_SCALE_LABELS, MAP_SCALES } from './sdk-policy-labels';

interface MapForm {
  region: MonitorMapRegion;
  colorScale: MonitorMapColorScale;
  counts: MonitorMapCount[];
  rankingSize: string;
}

/**
 * /Monitoring/mapSet: the threat map's defaults for the managed account: the region it shows,
 * its colour scale, and which counts it shows beside the colours (legend, ranking and its
 * length, the count on hover). The dashboards draw the map with them.
 */
export function MapSetPage() {
  const { t } = useTranslation();
  const managed = useManagedAccount();
  const attempt = useAttempt();
  const { data, error, refetch } = useQuery(MonitoringMapDefaultsDocument, { variables: { accountId: managed.variable }, fetchPolicy: 'cache-and-network' });
  const [saveMap, { loading: saving }] = useMutation(MonitoringSetMapDefaultsDocument);
  const [edit, setEdit] = useState<MapForm | null>(null);
  const saved = data?.monitorMapDefaults;
  const form: MapForm | null = edit ?? (saved ? { region: saved.region, colorScale: saved.colorScale, counts: saved.counts, rankingSize: String(saved.rankingSize) } : null);
  const rankingSize = Number(form?.rankingSize);
  const sizeError = form && !(Number.isInteger(rankingSize) && rankingSize >= 1 && rankingSize <= 20) ? t('sdkPolicy.map.rankingSizeInvalid') : null;

  function change(next: Partial<MapForm>) {
    if (form) setEdit({ ...form, ...next });
  }

  function save() {
    if (!form || sizeError) return;
    void attempt(async () => {
      unwrap(
        (await saveMap({ variables: { input: { region: form.region, colorScale: form.colorScale, counts: form.counts, rankingSize }, accountId: managed.variable } })).data
          ?.setMonitorMapDefaults,
      );
      setEdit(null);
      await refetch();
      toaster.success({ title: t('common.saved') });
    });
  }

  return (
    <Stack gap="6">
      <PageHeader description={t('sdkPolicy.map.description')} />
      <AccountSelector managed={managed} onChoose={() => setEdit(null)} />
      <ErrorAlert error={error} />
      {form && (
        <Panel title={t('routes.mapSet')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <SelectField
              label={t('sdkPolicy.map.region')}
              value={form.region}
              options={MAP_REGIONS.map((value) => ({ value, label: t(MAP_REGION_LABELS[value]) }))}
              onValueChange={(value) => change({ region: value as MonitorMapRegion })}
              testId={TEST_IDS.mapSetRegion}
            />
            <SelectField
              label={t('sdkPolicy.map.colorScale')}
              value={form.colorScale}
              options={MAP_SCALES.map((value) => ({ value, label: t(MAP_SCALE_LABELS[value]) }))}
              onValueChange={(value) => change({ colorScale: value as MonitorMapColorScale })}
              testId={TEST_IDS.mapSetColorScale}
            />
            <TextField
              label={t('sdkPolicy.map.rankingSize')}
              value={form.rankingSize}
              inputMode="numeric"
              onValueChange={(value) => change({ rankingSize: value })}
              error={sizeError}
              testId={TEST_IDS.mapSetRankingSize}
            />
          </SimpleGrid>
          <Text fontWeight="medium">{t('sdkPolicy.map.counts')}</Text>
          <Stack gap="2">
            {MAP_COUNTS.map((count) => (
              <CheckField
                key={count}
                checked={form.counts.includes(count)}
                onCheckedChange={(on) => change({ counts: on ? [...form.counts, count] : form.counts.filter((c) => c !== count) })}
                testId={`${TEST_IDS.mapSetCount}-${count.toLowerCase()}`}
              >
                {t(MAP_COUNT_LABELS[count])}
              </CheckField>
            ))}
          </Stack>
          <HStack>
            <Button onClick={save} loading={saving} disabled={sizeError !== null} data-testid={TEST_IDS.mapSetSave}>
              {t('common.save')}
            </Button>
          </HStack>
        </Panel>
      )}
    </Stack>
  );
}
