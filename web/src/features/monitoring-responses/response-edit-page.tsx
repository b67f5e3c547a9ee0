import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { useManagedAccount } from '../../components/account-selector';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  ResponseRow_SecurityResponseFragmentDoc,
  ResponsesOneDocument,
  ResponsesRequestAddDocument,
  ResponsesRequestChangeDocument,
  ResponsesRulesDocument,
  type RiskLevel,
  type SecurityResponseInput,
  type SecurityResponseType,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { withAccount } from '../monitoring/account-link';
import { LEVEL_LABELS } from '../monitoring/monitoring-labels';
import { RESPONSES_LIST_PATH, RESPONSE_TYPES, RESPONSE_TYPE_LABELS } from './response-labels';

const RISK_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly RiskLevel[];

const EMPTY: SecurityResponseInput = { name: '', ruleId: '', riskLevel: 'HIGH', responseType: 'BLOCK', description: '' };

/** The form's own checks (a name of 4-100 characters, a rule); the server checks again. */
function problems(values: SecurityResponseInput): { name?: 'responses.nameLength'; ruleId?: 'responses.ruleRequired' } {
  const name = values.name.trim().length;
  return {
    ...(name >= 4 && name <= 100 ? {} : { name: 'responses.nameLength' as const }),
    ...(values.ruleId ? {} : { ruleId: 'responses.ruleRequired' as const }),
  };
}

/**
 * /Monitoring/securityResponse/edit[?id=]: requests a new response, or a change to one. Nothing
 * changes on save: the request waits on the approvals page for another user to pass it.
 */
export function ResponseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const accountId = useManagedAccount().variable;
  const listPath = withAccount(RESPONSES_LIST_PATH, accountId);
  const existing = useQuery(ResponsesOneDocument, { variables: { id: id ?? '', accountId }, skip: !id, fetchPolicy: 'network-only' });
  const rules = useQuery(ResponsesRulesDocument, { variables: { accountId }, fetchPolicy: 'network-only' });
  const [requestAdd] = useMutation(ResponsesRequestAddDocument);
  const [requestChange] = useMutation(ResponsesRequestChangeDocument);
  const [values, setValues] = useState<SecurityResponseInput>(EMPTY);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = existing.data ? readFragment(ResponseRow_SecurityResponseFragmentDoc, existing.data.securityResponse) : null;
  const choices = rules.data?.securityResponseRules ?? [];

  useEffect(() => {
    if (!loaded) return;
    setValues({ name: loaded.name, ruleId: loaded.ruleId ?? '', riskLevel: loaded.riskLevel, responseType: loaded.responseType, description: loaded.description ?? '' });
  }, [loaded]);

  const found = problems(values);
  const set =
    <K extends keyof SecurityResponseInput>(key: K) =>
    (value: SecurityResponseInput[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(found).length > 0) return;
    const input: SecurityResponseInput = { ...values, name: values.name.trim(), description: values.description?.trim() || null };
    const why = reason.trim() || null;
    setBusy(true);
    setFailure(null);
    try {
      if (id) unwrap((await requestChange({ variables: { id, input, reason: why, accountId } })).data?.requestSecurityResponseChange);
      else unwrap((await requestAdd({ variables: { input, reason: why, accountId } })).data?.requestSecurityResponseAdd);
      toaster.success({ title: t('responses.requested') });
      navigate(listPath);
    } catch (caught) {
      setFailure(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={id ? t('responses.editTitle', { name: loaded?.name ?? '' }) : t('responses.createTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to={listPath}>{t('responses.backToList')}</Link>
          </Button>
        }
      />
      <ErrorAlert message={failure} error={existing.error ?? rules.error} testId={TEST_IDS.formError} />
      <Alert.Root status="info" maxW="3xl">
        <Alert.Indicator />
        <Alert.Title>{t('responses.approvalNote')}</Alert.Title>
      </Alert.Root>
      <FormStack onSubmit={submit} gap="4" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="3xl" data-testid={TEST_IDS.responseForm}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t('responses.fields.name')}
            value={values.name}
            onValueChange={set('name')}
            required
            maxLength={100}
            error={touched && found.name ? t(found.name) : null}
            testId={TEST_IDS.responseName}
          />
          <SelectField
            label={t('responses.fields.rule')}
            value={String(values.ruleId)}
            required
            placeholder={t('common.choose')}
            options={choices.map((rule) => ({ value: rule.id, label: rule.enabled ? rule.name : t('responses.ruleDisabled', { name: rule.name }) }))}
            onValueChange={set('ruleId')}
            error={touched && found.ruleId ? t(rules.data && choices.length === 0 ? 'responses.noRules' : found.ruleId) : null}
            testId={TEST_IDS.responseRule}
          />
          <Stack gap="1">
            <SelectField
              label={t('responses.fields.riskLevel')}
              value={values.riskLevel}
              required
              options={RISK_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
              onValueChange={(level) => set('riskLevel')(level as RiskLevel)}
              testId={TEST_IDS.responseRiskLevel}
            />
            <Field.Root>
              <Field.HelperText>{t('responses.fields.riskLevelHelp')}</Field.HelperText>
            </Field.Root>
          </Stack>
          <SelectField
            label={t('responses.fields.responseType')}
            value={values.responseType}
            required
            options={RESPONSE_TYPES.map((type) => ({ value: type, label: t(RESPONSE_TYPE_LABELS[type]) }))}
            onValueChange={(type) => set('responseType')(type as SecurityResponseType)}
            testId={TEST_IDS.responseType}
          />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('responses.fields.description')}</Field.Label>
          <Textarea value={values.description ?? ''} maxLength={500} onChange={(e) => set('description')(e.currentTarget.value)} data-testid={TEST_IDS.responseDescription} />
        </Field.Root>
        <TextField label={t('responses.fields.reason')} value={reason} maxLength={500} onValueChange={setReason} testId={TEST_IDS.responseReason} />
        <Box>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.responseSave}>
            {t('responses.dialog.submit')}
          </Button>
        </Box>
      </FormStack>
    </Stack>
  );
}
