import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Field, Fieldset, Grid, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS, securityFieldTestId } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { SecurityForm_SecuritySettingsFragmentDoc, SecuritySettingsDocument, SecurityUpdateDocument } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { rangeParams, validateSecurity, type SecurityErrors, type SecurityValues } from './security-validation';
import { SECURITY_RANGES } from '@common/rules';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';

type NumberKey = { [K in keyof SecurityValues]: SecurityValues[K] extends number ? K : never }[keyof SecurityValues];
type FlagKey = { [K in keyof SecurityValues]: SecurityValues[K] extends boolean ? K : never }[keyof SecurityValues];

const COMPOSITION: readonly { key: FlagKey; label: TranslationKey }[] = [
  { key: 'requireDigit', label: 'security.fields.requireDigit' },
  { key: 'requireLower', label: 'security.fields.requireLower' },
  { key: 'requireUpper', label: 'security.fields.requireUpper' },
  { key: 'requireSpecial', label: 'security.fields.requireSpecial' },
  { key: 'forbidConsecutive', label: 'security.fields.forbidConsecutive' },
  { key: 'forbidAccountRelated', label: 'security.fields.forbidAccountRelated' },
];

function NumberField({
  name,
  label,
  value,
  error,
  helper,
  unit,
  disabled,
  onChange,
}: {
  name: NumberKey;
  label: string;
  value: number;
  error?: string;
  helper?: string;
  unit?: string;
  disabled?: boolean;
  onChange(value: number): void;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <Input
          type="number"
          w="28"
          min={SECURITY_RANGES[name][0]}
          max={SECURITY_RANGES[name][1]}
          value={Number.isNaN(value) ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value))}
          data-testid={securityFieldTestId(name)}
        />
        {unit && <Text color="fg.muted">{unit}</Text>}
      </HStack>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${securityFieldTestId(name)}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function SecurityForm({
  accountId,
  shownAccountId,
  initial,
  warnings,
  onSaved,
}: {
  /** The `accountId` argument: null for the caller's own account. */
  accountId: string | null;
  /** The account whose rules the form holds. */
  shownAccountId: string;
  initial: SecurityValues;
  warnings: readonly { key: string; message: string }[];
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SecurityErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(SecurityUpdateDocument);
  const set =
    <K extends keyof SecurityValues>(key: K) =>
    (value: SecurityValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const error = (key: keyof SecurityValues) => (errors[key] ? t(errors[key], rangeParams(key)) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSecurity(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      unwrap((await save({ variables: { accountId, input: values } })).data?.updateSecuritySettings);
      toaster.success({ title: t('common.saved') });
      onSaved();
    } catch (failure) {
      setServerError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(280px, 1fr)' }} gap="6" alignItems="start">
      <FormStack onSubmit={submit} gap="6" bg="bg" borderWidth="1px" rounded="l3" p="6" data-testid={TEST_IDS.securityForm} data-account-id={shownAccountId}>
        <ErrorAlert message={serverError} testId={TEST_IDS.formError} />
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md">{t('security.sections.password')}</Fieldset.Legend>
          <HStack gap="6" align="start" wrap="wrap" pt="2">
            <Box>
              <NumberField
                name="passwordMin"
                label={t('security.fields.passwordMin')}
                helper={t('security.help.passwordMin', rangeParams('passwordMin'))}
                unit={t('security.units.characters')}
                value={values.passwordMin}
                error={error('passwordMin')}
                onChange={set('passwordMin')}
              />
            </Box>
            <Box>
              <NumberField
                name="passwordMax"
                label={t('security.fields.passwordMax')}
                helper={t('security.help.passwordMax', rangeParams('passwordMax'))}
                unit={t('security.units.characters')}
                value={values.passwordMax}
                error={error('passwordMax')}
                onChange={set('passwordMax')}
              />
            </Box>
          </HStack>
          <Stack gap="2" pt="4">
            {COMPOSITION.map(({ key, label }) => (
              <CheckField key={key} checked={values[key]} onCheckedChange={set(key)} testId={securityFieldTestId(key)}>
                {t(label)}
              </CheckField>
            ))}
            <HStack gap="3" align="start" wrap="wrap">
              <CheckField checked={values.forbidHistory} onCheckedChange={set('forbidHistory')} testId={securityFieldTestId('forbidHistory')}>
                {t('security.fields.forbidHistory')}
              </CheckField>
            </HStack>
            {values.forbidHistory && (
              <Box ps="7">
                <NumberField
                  name="historyCount"
                  label={t('security.fields.historyCount')}
                  helper={t('security.help.historyCount', rangeParams('historyCount'))}
                  value={values.historyCount}
                  error={error('historyCount')}
                  onChange={set('historyCount')}
                />
              </Box>
            )}
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md">{t('security.sections.lock')}</Fieldset.Legend>
          <HStack gap="6" align="start" wrap="wrap" pt="2">
            <Box>
              <NumberField
                name="lockAfterFailures"
                label={t('security.fields.lockAfterFailures')}
                helper={t('security.help.zeroNever', rangeParams('lockAfterFailures'))}
                unit={t('security.units.attempts')}
                value={values.lockAfterFailures}
                error={error('lockAfterFailures')}
                onChange={set('lockAfterFailures')}
              />
            </Box>
            <Box>
              <NumberField
                name="lockAfterInactiveDays"
                label={t('security.fields.lockAfterInactiveDays')}
                helper={t('security.help.zeroNever', rangeParams('lockAfterInactiveDays'))}
                unit={t('security.units.days')}
                value={values.lockAfterInactiveDays}
                error={error('lockAfterInactiveDays')}
                onChange={set('lockAfterInactiveDays')}
              />
            </Box>
          </HStack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="md">{t('security.sections.session')}</Fieldset.Legend>
          <HStack gap="6" align="start" wrap="wrap" pt="2">
            <Box>
              <NumberField
                name="sessionTimeoutHours"
                label={t('security.fields.sessionTimeoutHours')}
                unit={t('security.units.hours')}
                value={values.sessionTimeoutHours}
                error={error('sessionTimeoutHours')}
                onChange={set('sessionTimeoutHours')}
              />
            </Box>
            <Box>
              <NumberField
                name="sessionTimeoutMinutes"
                label={t('security.fields.sessionTimeoutMinutes')}
                unit={t('security.units.minutes')}
                value={values.sessionTimeoutMinutes}
                onChange={set('sessionTimeoutMinutes')}
              />
            </Box>
          </HStack>
          <Stack gap="2" pt="4">
            <CheckField checked={values.prohibitMultiLocation} onCheckedChange={set('prohibitMultiLocation')} testId={securityFieldTestId('prohibitMultiLocation')}>
              {t('security.fields.prohibitMultiLocation')}
            </CheckField>
            <CheckField checked={values.mfaRequired} onCheckedChange={set('mfaRequired')} testId={securityFieldTestId('mfaRequired')}>
              {t('security.fields.mfaRequired')}
            </CheckField>
          </Stack>
        </Fieldset.Root>

        <HStack justify="end">
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
            {t('common.save')}
          </Button>
        </HStack>
      </FormStack>

      <Stack gap="3" data-testid={TEST_IDS.securityWarnings}>
        <Text fontWeight="semibold">{t('security.warningsTitle')}</Text>
        {warnings.length === 0 ? (
          <StatusAlert status="success" title={t('security.noWarnings')} />
        ) : (
          warnings.map((warning) => (
            <Alert.Root key={warning.key} status="warning" data-testid={TEST_IDS.securityWarning}>
              <Alert.Indicator />
              <Alert.Description>{warning.message}</Alert.Description>
            </Alert.Root>
          ))
        )}
      </Stack>
    </Grid>
  );
}

/** /manage/systemmanage/securityManage: password, lock, session and MFA rules of the account. */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const managed = useManagedAccount();
  const { data, loading, error, refetch } = useQuery(SecuritySettingsDocument, {
    variables: { accountId: managed.variable },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  // The form starts from the selected account's rules only: right after another account is
  // chosen, the result still on hand may be the previous account's.
  const fetched = data ? readFragment(SecurityForm_SecuritySettingsFragmentDoc, data.securitySettings) : null;
  const settings = fetched && fetched.accountId === managed.accountId ? fetched : null;
  const initial: SecurityValues | null = settings
    ? {
        passwordMin: settings.passwordMin,
        passwordMax: settings.passwordMax,
        requireDigit: settings.requireDigit,
        requireLower: settings.requireLower,
        requireUpper: settings.requireUpper,
        requireSpecial: settings.requireSpecial,
        forbidConsecutive: settings.forbidConsecutive,
        forbidHistory: settings.forbidHistory,
        historyCount: settings.historyCount,
        forbidAccountRelated: settings.forbidAccountRelated,
        lockAfterFailures: settings.lockAfterFailures,
        lockAfterInactiveDays: settings.lockAfterInactiveDays,
        sessionTimeoutHours: settings.sessionTimeoutHours,
        sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
        prohibitMultiLocation: settings.prohibitMultiLocation,
        mfaRequired: settings.mfaRequired,
      }
    : null;
  return (
    <Stack gap="6">
      <PageHeader description={t('security.description')} />
      <AccountSelector managed={managed} />
      <ErrorAlert error={error} />
      {!settings && (loading || fetched) && <Spinner />}
      {initial && settings && (
        <SecurityForm
          key={settings.accountId}
          accountId={managed.variable}
          shownAccountId={settings.accountId}
          initial={initial}
          warnings={settings.warnings}
          onSaved={() => void refetch()}
        />
      )}
    </Stack>
  );
}
