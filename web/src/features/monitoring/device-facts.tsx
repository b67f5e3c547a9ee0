import { Badge, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ListTable } from '../../components/list-table';
import { Panel } from '../../components/panel';
import type { DeviceFacts_DeviceFactsFragment } from '../../gql/graphql';
import { FactList, type Fact } from '../../components/fact-list';
import { countryName, PLATFORM_LABELS } from './monitoring-labels';
import { environmentLabel } from './event-words';

/** Spec §3 device/threat record: udid, user udid, brand, model, OS, client IP, versions, environment, installed apps. */
export function DeviceFacts({ device, extra }: { device: Omit<DeviceFacts_DeviceFactsFragment, ' $fragmentName'>; extra?: readonly { label: string; value: ReactNode }[] }) {
  const { t, i18n } = useTranslation();
  const country = countryName(device.countryAlpha2, i18n.language);
  const items: Fact[] = [
    { key: 'app', label: t('monitoring.facts.app'), value: device.appName },
    { key: 'platform', label: t('monitoring.facts.platform'), value: t(PLATFORM_LABELS[device.platform]) },
    { key: 'udid', label: t('monitoring.facts.udid'), value: device.udid },
    { key: 'userUdid', label: t('monitoring.facts.userUdid'), value: device.userUdid },
    { key: 'brand', label: t('monitoring.facts.brand'), value: device.brand },
    { key: 'model', label: t('monitoring.facts.model'), value: device.model },
    { key: 'osVersion', label: t('monitoring.facts.osVersion'), value: device.osVersion },
    { key: 'clientIp', label: t('monitoring.facts.clientIp'), value: device.clientIp },
    { key: 'country', label: t('monitoring.facts.country'), value: country },
    { key: 'sdkVersion', label: t('monitoring.facts.sdkVersion'), value: device.sdkVersion },
    { key: 'appVersion', label: t('monitoring.facts.appVersion'), value: device.appVersion },
    ...(extra ?? []).map((item, i) => ({ key: `extra-${i}`, ...item })),
  ];
  return (
    <Panel title={t('monitoring.device.facts')} testId={TEST_IDS.monitorDeviceFacts}>
      <Stack gap="5">
        <FactList items={items} />
        <Stack gap="2">
          <Text fontWeight="medium">{t('monitoring.facts.environment')}</Text>
          <Wrap gap="2">
            {device.environment.map((entry) => {
              const label = environmentLabel(entry, t);
              // A tag no label is known for is the SDK's own word: shown as data.
              return label ? (
                <Badge key={entry} variant="outline">
                  {label}
                </Badge>
              ) : (
                <Badge key={entry} variant="outline" fontFamily="mono" translate="no">
                  {entry}
                </Badge>
              );
            })}
            {device.environment.length === 0 && <Text color="fg.muted">{t('monitoring.facts.none')}</Text>}
          </Wrap>
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{t('monitoring.facts.installedApps')}</Text>
          {device.installedApps.length === 0 ? (
            <Text color="fg.muted">{t('monitoring.facts.none')}</Text>
          ) : (
            <ListTable
              empty={false}
              columns={['monitoring.facts.packageName', 'monitoring.facts.name', 'monitoring.facts.md5', 'monitoring.facts.certMd5', 'monitoring.facts.installer']}
            >
              {device.installedApps.map((app, i) => (
                <Table.Row key={`${app.packageName}-${i}`}>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {app.packageName}
                  </Table.Cell>
                  <Table.Cell>{app.name}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {app.md5}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {app.certMd5}
                  </Table.Cell>
                  <Table.Cell>{app.installer}</Table.Cell>
                </Table.Row>
              ))}
            </ListTable>
          )}
        </Stack>
      </Stack>
    </Panel>
  );
}
