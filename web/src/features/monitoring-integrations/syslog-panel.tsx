import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { Panel } from '../../components/panel';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { SyslogExportDocument, SyslogExportSaveDocument, type SyslogProtocol } from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';

const HOST = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^[0-9A-Fa-f:.]+$/;

/** The syslog/CEF export: host, port, UDP or TCP, enabled. */
export function SyslogPanel({ accountId }: { accountId: string | null }) {
  const { t } = useTranslation();
  const { data } = useQuery(SyslogExportDocument, { variables: { accountId }, fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SyslogExportSaveDocument);
  const [host, setHost] = useState('');
  const [port, setPort] = useState('514');
  const [protocol, setProtocol] = useState<SyslogProtocol>('UDP');
  const [enabled, setEnabled] = useState(false);
  const [errors, setErrors] = useState<{ host?: string; port?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const saved = data?.syslogExport;

  useEffect(() => {
    if (!saved) return;
    setHost(saved.host);
    setPort(String(saved.port));
    setProtocol(saved.protocol);
    setEnabled(saved.enabled);
  }, [saved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const portNumber = Number(port);
    const problems = {
      host: HOST.test(host.trim()) ? undefined : t('monitoringIntegrations.validation.host'),
      port: Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535 ? undefined : t('monitoringIntegrations.validation.port'),
    };
    setErrors(problems);
    setError(null);
    if (problems.host || problems.port) return;
    try {
      unwrap((await save({ variables: { accountId, input: { host: host.trim(), port: portNumber, protocol, enabled } } })).data?.saveSyslogExport);
      toaster.success({ title: t('common.saved') });
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <Panel title={t('monitoringIntegrations.syslog')} testId={TEST_IDS.integrationsSyslog}>
      <Text fontSize="sm" color="fg.muted">
        {t('monitoringIntegrations.syslogHelp')}
      </Text>
      <form onSubmit={(event) => void submit(event)}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <TextField label={t('monitoringIntegrations.fields.host')} required value={host} onValueChange={setHost} error={errors.host} testId={TEST_IDS.integrationsSyslogHost} />
          <TextField
            label={t('monitoringIntegrations.fields.port')}
            required
            value={port}
            onValueChange={setPort}
            error={errors.port}
            inputMode="numeric"
            testId={TEST_IDS.integrationsSyslogPort}
          />
          <SelectField
            label={t('monitoringIntegrations.fields.protocol')}
            value={protocol}
            onValueChange={(value) => setProtocol(value as SyslogProtocol)}
            options={[
              { value: 'UDP', label: 'UDP' },
              { value: 'TCP', label: 'TCP' },
            ]}
            testId={TEST_IDS.integrationsSyslogProtocol}
          />
        </SimpleGrid>
        <HStack justify="space-between" mt="4">
          <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.integrationsSyslogEnabled}>
            {t('common.enabled')}
          </CheckField>
          <Button type="submit" colorPalette="blue" loading={loading} data-testid={TEST_IDS.integrationsSyslogSave}>
            {t('common.save')}
          </Button>
        </HStack>
        <ErrorAlert message={error} />
      </form>
    </Panel>
  );
}
