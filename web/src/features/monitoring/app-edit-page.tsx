import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Fieldset, HStack, SimpleGrid, Stack, Textarea, Field } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormStack } from '../../components/form-stack';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { SecretPairDialog } from '../../components/secret-pair-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  MonitoredAppRow_MonitoredAppFragmentDoc,
  MonitoringAppDocument,
  MonitoringCreateAppDocument,
  MonitoringUpdateAppDocument,
  type MonitoredAppInput,
  type MonitorPlatform,
  type SecurityEventKind,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useManagedAccount } from '../../components/account-selector';
import { withAccount } from './account-link';
import { EVENT_KINDS, kindLabel, PLATFORM_LABELS, PLATFORMS } from './monitoring-labels';

const LIST_PATH = '/Monitoring/appManage/appList';

const EMPTY: MonitoredAppInput = {
  appId: '',
  name: '',
  platform: 'ANDROID',
  description: '',
  defaultRegion: '',
  useSystemEventConfig: true,
  useSystemRuleConfig: true,
  eventKinds: [],
};

/** The form's own checks (spec §3: a name of 4-100 characters); the server checks again. */
function problems(values: MonitoredAppInput): { appId?: 'monitoring.apps.appIdRequired'; name?: 'monitoring.apps.nameLength' } {
  const name = values.name.trim().length;
  return {
    ...(values.appId.trim() ? {} : { appId: 'monitoring.apps.appIdRequired' as const }),
    ...(name >= 4 && name <= 100 ? {} : { name: 'monitoring.apps.nameLength' as const }),
  };
}

/** /Monitoring/appManage/addOrEdit[?id=]: adds a monitored app (then shows its SDK secret once) or edits one. */
export function AppEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const accountId = useManagedAccount().variable;
  const listPath = withAccount(LIST_PATH, accountId);
  const existing = useQuery(MonitoringAppDocument, { variables: { id: id ?? '', accountId }, skip: !id, fetchPolicy: 'network-only' });
  const [create] = useMutation(MonitoringCreateAppDocument);
  const [update] = useMutation(MonitoringUpdateAppDocument);
  const [values, setValues] = useState<MonitoredAppInput>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [credentials, setCredentials] = useState<{ sdkKey: string; secret: string } | null>(null);
  const loaded = existing.data ? readFragment(MonitoredAppRow_MonitoredAppFragmentDoc, existing.data.monitoredApp) : null;

  useEffect(() => {
    if (!loaded) return;
    setValues({
      appId: loaded.appId,
      name: loaded.name,
      platform: loaded.platform,
      description: loaded.description ?? '',
      defaultRegion: loaded.defaultRegion ?? '',
      useSystemEventConfig: loaded.useSystemEventConfig,
      useSystemRuleConfig: loaded.useSystemRuleConfig,
      eventKinds: loaded.eventKinds,
    });
  }, [loaded]);

  const found = problems(values);
  const set =
    <K extends keyof MonitoredAppInput>(key: K) =>
    (value: MonitoredAppInput[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const kinds = values.eventKinds ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(found).length > 0) return;
    const input: MonitoredAppInput = {
      ...values,
      appId: values.appId.trim(),
      name: values.name.trim(),
      description: values.description?.trim() || null,
      defaultRegion: values.defaultRegion?.trim() || null,
      eventKinds: values.useSystemEventConfig ? [] : kinds,
    };
    setBusy(true);
    setFailure(null);
    try {
      if (id) {
        unwrap((await update({ variables: { id, input, accountId } })).data?.updateMonitoredApp);
        toaster.success({ title: t('monitoring.apps.saved') });
        navigate(listPath);
      } else {
        const created = unwrap((await create({ variables: { input, accountId } })).data?.createMonitoredApp);
        toaster.success({ title: t('monitoring.apps.created') });
        setCredentials({ sdkKey: readFragment(MonitoredAppRow_MonitoredAppFragmentDoc, created.app).sdkKey, secret: created.secret });
      }
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={t(id ? 'monitoring.apps.editTitle' : 'monitoring.apps.createTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to={listPath}>{t('monitoring.apps.backToList')}</Link>
          </Button>
        }
      />
      <ErrorAlert message={failure} error={existing.error} testId={TEST_IDS.formError} />
      <FormStack onSubmit={submit} gap="4" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="3xl" data-testid={TEST_IDS.monitorAppForm}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t('monitoring.apps.fields.appId')}
            value={values.appId}
            onValueChange={set('appId')}
            required
            helper={t('monitoring.apps.fields.appIdHelp')}
            error={touched && found.appId ? t(found.appId) : null}
            testId={TEST_IDS.monitorAppId}
          />
          <TextField
            label={t('monitoring.apps.fields.name')}
            value={values.name}
            onValueChange={set('name')}
            required
            maxLength={100}
            error={touched && found.name ? t(found.name) : null}
            testId={TEST_IDS.monitorAppName}
          />
          <SelectField
            label={t('monitoring.apps.fields.platform')}
            value={values.platform}
            required
            options={PLATFORMS.map((p) => ({ value: p, label: t(PLATFORM_LABELS[p]) }))}
            onValueChange={(platform) => set('platform')(platform as MonitorPlatform)}
            testId={TEST_IDS.monitorAppPlatform}
          />
          <TextField label={t('monitoring.apps.fields.defaultRegion')} value={values.defaultRegion ?? ''} onValueChange={set('defaultRegion')} testId={TEST_IDS.monitorAppRegion} />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('monitoring.apps.fields.description')}</Field.Label>
          <Textarea value={values.description ?? ''} onChange={(e) => set('description')(e.currentTarget.value)} data-testid={TEST_IDS.monitorAppDescription} />
        </Field.Root>
        <HStack gap="6" wrap="wrap">
          <CheckField checked={values.useSystemEventConfig} onCheckedChange={set('useSystemEventConfig')} testId={TEST_IDS.monitorAppSystemEvents}>
            {t('monitoring.apps.fields.useSystemEventConfig')}
          </CheckField>
          <CheckField checked={values.useSystemRuleConfig} onCheckedChange={set('useSystemRuleConfig')} testId={TEST_IDS.monitorAppSystemRules}>
            {t('monitoring.apps.fields.useSystemRuleConfig')}
          </CheckField>
        </HStack>
        {!values.useSystemEventConfig && (
          <Fieldset.Root>
            <Fieldset.Legend>{t('monitoring.sdkConfig.events')}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
              {EVENT_KINDS.map((kind) => (
                <CheckField
                  key={kind}
                  size="sm"
                  checked={kinds.includes(kind)}
                  onCheckedChange={(on) => set('eventKinds')(on ? [...kinds, kind] : kinds.filter((k: SecurityEventKind) => k !== kind))}
                >
                  {kindLabel(kind, t)}
                </CheckField>
              ))}
            </SimpleGrid>
          </Fieldset.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.monitorAppSave}>
            {t('common.save')}
          </Button>
        </Box>
      </FormStack>
      <SecretPairDialog
        kind="appSecret"
        pair={credentials && [credentials.sdkKey, credentials.secret]}
        onClose={() => {
          setCredentials(null);
          navigate(listPath);
        }}
      />
    </Stack>
  );
}
