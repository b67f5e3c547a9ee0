import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
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
  IncidentRow_SecurityIncidentFragmentDoc,
  MonitoringCreateIncidentDocument,
  MonitoringIncidentDocument,
  MonitoringIncidentResponseChoicesDocument,
  MonitoringUpdateIncidentDocument,
  type RiskLevel,
  type SecurityEventKind,
  type SecurityIncidentInput,
  type SecurityIncidentOs,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useChecks, useForm } from '../../lib/use-form';
import { withAccount } from '../monitoring/account-link';
import { LEVEL_LABELS } from '../monitoring/monitoring-labels';
import { RISK_LEVELS } from '../monitoring-lists/lists-labels';
import { BEHAVIOUR_KINDS, CONFIG_KEY, conditionBroken, conditionInput, ENVIRONMENT_KINDS, INCIDENT_OS_LABELS, INCIDENT_OSES, rowsOf, type ConditionRow } from './incident-labels';
import { INCIDENT_LIST_PATH } from './incidents-page';
import { RuleEditor } from './rule-editor';

/** /Monitoring/securityIncident/edit[?id=]: adds or edits a security event: what counts as the incident, and what follows. */
export function IncidentEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const accountId = useManagedAccount().variable;
  const listPath = withAccount(INCIDENT_LIST_PATH, accountId);
  const check = useChecks();
  const existing = useQuery(MonitoringIncidentDocument, { variables: { id: id ?? '', accountId }, skip: !id, fetchPolicy: 'network-only' });
  const responses = useQuery(MonitoringIncidentResponseChoicesDocument, { variables: { accountId } }).data?.securityIncidentResponses ?? [];
  const [create] = useMutation(MonitoringCreateIncidentDocument);
  const [update] = useMutation(MonitoringUpdateIncidentDocument);
  const nameLabel = t('monitoringIncidents.fields.name');
  const keyLabel = t('monitoringIncidents.fields.configKey');
  const form = useForm(
    { name: '', configKey: '', riskLevel: 'HIGH', os: 'ALL', platform: '', description: '', responseId: '' },
    {
      name: [check.required(nameLabel), check.length(4, 100, t('monitoringIncidents.nameLength'))],
      configKey: [check.required(keyLabel), check.matches(CONFIG_KEY, t('monitoringIncidents.configKeyInvalid'))],
    },
  );
  const [environmentKinds, setEnvironmentKinds] = useState<ReadonlySet<SecurityEventKind>>(new Set());
  const [behaviourKinds, setBehaviourKinds] = useState<ReadonlySet<SecurityEventKind>>(new Set());
  const [environmentConditions, setEnvironmentConditions] = useState<ConditionRow[]>([]);
  const [behaviourConditions, setBehaviourConditions] = useState<ConditionRow[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [blacklistDevice, setBlacklistDevice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = existing.data ? readFragment(IncidentRow_SecurityIncidentFragmentDoc, existing.data.securityIncident) : null;

  useEffect(() => {
    if (!loaded) return;
    form.reset({
      name: loaded.name,
      configKey: loaded.configKey,
      riskLevel: loaded.riskLevel,
      os: loaded.os,
      platform: loaded.platform ?? '',
      description: loaded.description ?? '',
      responseId: loaded.responseId ?? '',
    });
    setEnvironmentKinds(new Set(loaded.environmentKinds));
    setBehaviourKinds(new Set(loaded.behaviourKinds));
    setEnvironmentConditions(rowsOf(loaded.environmentConditions));
    setBehaviourConditions(rowsOf(loaded.behaviourConditions));
    setEnabled(loaded.enabled);
    setBlacklistDevice(loaded.blacklistDevice);
  }, [loaded]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const valid = form.validate();
    const conditions = [...environmentConditions, ...behaviourConditions];
    const problem =
      environmentKinds.size + behaviourKinds.size + conditions.length === 0
        ? t('monitoringIncidents.rulesRequired')
        : conditions.some(conditionBroken)
          ? t('monitoringLists.rules.conditionInvalid')
          : null;
    if (problem) setFailure(problem);
    if (!valid || problem) return;
    const v = form.values;
    const input: SecurityIncidentInput = {
      name: v.name.trim(),
      configKey: v.configKey.trim(),
      environmentKinds: ENVIRONMENT_KINDS.filter((kind) => environmentKinds.has(kind)),
      environmentConditions: environmentConditions.map(conditionInput),
      behaviourKinds: BEHAVIOUR_KINDS.filter((kind) => behaviourKinds.has(kind)),
      behaviourConditions: behaviourConditions.map(conditionInput),
      riskLevel: v.riskLevel as RiskLevel,
      os: v.os as SecurityIncidentOs,
      platform: v.platform.trim() || null,
      description: v.description.trim() || null,
      responseId: v.responseId || null,
      enabled,
      blacklistDevice,
    };
    setBusy(true);
    try {
      if (id) unwrap((await update({ variables: { id, input, accountId } })).data?.updateSecurityIncident);
      else unwrap((await create({ variables: { input, accountId } })).data?.createSecurityIncident);
      toaster.success({ title: t(id ? 'monitoringIncidents.saved' : 'monitoringIncidents.created') });
      navigate(listPath);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={t(id ? 'monitoringIncidents.editTitle' : 'monitoringIncidents.createTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to={listPath}>{t('monitoringIncidents.backToList')}</Link>
          </Button>
        }
      />
      <ErrorAlert message={failure} error={existing.error} testId={TEST_IDS.formError} />
      <FormStack onSubmit={submit} gap="5" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="4xl" data-testid={TEST_IDS.incidentForm}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={nameLabel} required maxLength={100} {...form.field('name')} testId={TEST_IDS.incidentName} />
          <TextField label={keyLabel} required maxLength={100} helper={t('monitoringIncidents.configKeyHelp')} {...form.field('configKey')} testId={TEST_IDS.incidentConfigKey} />
          <SelectField
            label={t('monitoringIncidents.fields.riskLevel')}
            required
            {...form.field('riskLevel')}
            options={RISK_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) }))}
            testId={TEST_IDS.incidentLevel}
          />
          <SelectField
            label={t('monitoringIncidents.fields.os')}
            required
            {...form.field('os')}
            options={INCIDENT_OSES.map((value) => ({ value, label: t(INCIDENT_OS_LABELS[value]) }))}
            testId={TEST_IDS.incidentOs}
          />
          <TextField
            label={t('monitoringIncidents.fields.platform')}
            maxLength={50}
            helper={t('monitoringIncidents.platformHelp')}
            {...form.field('platform')}
            testId={TEST_IDS.incidentPlatform}
          />
          <SelectField
            label={t('monitoringIncidents.fields.response')}
            {...form.field('responseId')}
            placeholder={t('monitoringIncidents.noResponse')}
            options={responses.map((r) => ({ value: r.id, label: r.name }))}
            testId={TEST_IDS.incidentResponse}
          />
        </SimpleGrid>
        <RuleEditor
          side="environment"
          kinds={ENVIRONMENT_KINDS}
          chosen={environmentKinds}
          onKindsChange={setEnvironmentKinds}
          conditions={environmentConditions}
          onConditionsChange={setEnvironmentConditions}
        />
        <RuleEditor
          side="behaviour"
          kinds={BEHAVIOUR_KINDS}
          chosen={behaviourKinds}
          onKindsChange={setBehaviourKinds}
          conditions={behaviourConditions}
          onConditionsChange={setBehaviourConditions}
        />
        <Field.Root>
          <Field.Label>{t('monitoringIncidents.fields.description')}</Field.Label>
          <Textarea value={form.values.description} maxLength={500} onChange={(e) => form.set('description')(e.currentTarget.value)} data-testid={TEST_IDS.incidentDescription} />
        </Field.Root>
        <HStack gap="6" wrap="wrap">
          <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.incidentEnabled}>
            {t('common.enabled')}
          </CheckField>
          <CheckField checked={blacklistDevice} onCheckedChange={setBlacklistDevice} testId={TEST_IDS.incidentBlacklist}>
            {t('monitoringIncidents.fields.blacklistDeviceRule')}
          </CheckField>
        </HStack>
        <Box>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.incidentSave}>
            {t('common.save')}
          </Button>
        </Box>
      </FormStack>
    </Stack>
  );
}
