import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { ActionError, errorText } from '../../lib/graphql-result';
import { AccessTabs } from './access-tabs';
import { useLockoutGuard } from './use-lockout-guard';

export interface EntryValues {
  value: string;
  description: string;
  enabled: boolean;
}

interface EntryFormProps {
  /** The entry being edited, once loaded; null while adding. */
  existing: EntryValues | null;
  loadError?: unknown;
  /** The label and help of the main field (host name or address). */
  label: string;
  helper: string;
  /** Server reasons that belong to the main field (`ipInvalid`, `hostInvalid`…). */
  fieldReasons: readonly string[];
  inputTestId: string;
  formTestId: string;
  listPath: string;
  /** Saves the values; `confirmLockout` after the admin confirmed a lock-out. */
  save(values: EntryValues, confirmLockout: boolean): Promise<void>;
  savedMessage: string;
  /** Shown above the form (the list it goes to). */
  scope?: string;
}

/** The add/edit page body shared by host and IP entries: the value, a description and the status. */
export function EntryForm(props: EntryFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useLockoutGuard();
  const [values, setValues] = useState<EntryValues>({ value: '', description: '', enabled: true });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { existing } = props;

  useEffect(() => {
    if (existing) setValues(existing);
  }, [existing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!values.value.trim()) {
      setFieldError(t('accessLists.required', { field: props.label }));
      return;
    }
    setFieldError(null);
    setBusy(true);
    const trimmed = { ...values, value: values.value.trim(), description: values.description.trim() };
    try {
      await guard.run(
        (confirmLockout) => props.save(trimmed, confirmLockout),
        () => {
          toaster.success({ title: props.savedMessage });
          navigate(props.listPath);
        },
      );
    } catch (error) {
      if (error instanceof ActionError && error.reason && props.fieldReasons.includes(error.reason)) setFieldError(error.message);
      else setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={props.scope}
        actions={
          <Button asChild variant="outline">
            <Link to={props.listPath}>{t('accessLists.backToList')}</Link>
          </Button>
        }
      />
      <AccessTabs />
      <ErrorAlert message={failure} error={props.loadError} testId={TEST_IDS.formError} />
      <FormStack onSubmit={submit} gap="4" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="2xl" data-testid={props.formTestId}>
        <TextField
          label={props.label}
          value={values.value}
          onValueChange={(value) => setValues((current) => ({ ...current, value }))}
          required
          maxLength={253}
          helper={props.helper}
          error={fieldError}
          testId={props.inputTestId}
        />
        <TextField
          label={t('accessLists.fields.description')}
          value={values.description}
          onValueChange={(description) => setValues((current) => ({ ...current, description }))}
          maxLength={200}
          testId={TEST_IDS.accessEntryDescription}
        />
        <HStack>
          <CheckField checked={values.enabled} onCheckedChange={(enabled) => setValues((current) => ({ ...current, enabled }))} testId={TEST_IDS.accessEntryEnabled}>
            {t('accessLists.fields.enabled')}
          </CheckField>
        </HStack>
        <Box>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.accessEntrySave}>
            {t('common.save')}
          </Button>
        </Box>
      </FormStack>
      {guard.dialog}
    </Stack>
  );
}
