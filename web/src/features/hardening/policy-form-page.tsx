import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Fieldset, HStack, Spinner, Stack, Text, Textarea, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { parsePolicyOptions, presetOptions, PRESETS, type PolicyIssue, type Preset } from '../../../../common/hardening-policy';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  HardeningPolicyCreateDocument,
  HardeningPolicyDocument,
  HardeningPolicyUpdateDocument,
  HardeningPolicyUserChoicesDocument,
  HardeningRow_PolicyFragmentDoc,
  type HardeningRow_PolicyFragment,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useSubmit } from '../../lib/use-submit';
import { useRouteKind } from './hardening-kind';
import { PolicyOptionsForm } from './policy-options-form';

const NAME_MAX = 50;
const PRESET_LABELS: Record<Preset, TranslationKey> = { low: 'hardening.presets.low', balanced: 'hardening.presets.balanced', maximum: 'hardening.presets.maximum' };

/** /hardening-policy/{kind}/add and …/edit?id= (and Android's edit-v6): a policy's fields and options. */
export function PolicyFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const existing = useQuery(HardeningPolicyDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const policy = existing.data ? readFragment(HardeningRow_PolicyFragmentDoc, existing.data.hardeningPolicy) : null;
  if (id && existing.error) {
    return (
      <Stack gap="6">
        <PageHeader />
        <StatusAlert status="error" title={errorText(existing.error, t)} />
      </Stack>
    );
  }
  if (id && !policy) return <Spinner />;
  return <PolicyForm key={policy?.id ?? 'new'} policy={policy} />;
}

function PolicyForm({ policy }: { policy: HardeningRow_PolicyFragment | null }) {
  const { t } = useTranslation();
  const kind = useRouteKind();
  const navigate = useNavigate();
  const [name, setName] = useState(policy?.name ?? '');
  const [remark, setRemark] = useState(policy?.remark ?? '');
  const [enabled, setEnabled] = useState(policy?.enabled ?? true);
  const [userIds, setUserIds] = useState<Set<string>>(new Set(policy?.users.map((u) => u.id) ?? []));
  const [options, setOptions] = useState<Record<string, unknown>>((policy?.options as Record<string, unknown>) ?? presetOptions(kind.key, 'balanced'));
  const [issues, setIssues] = useState<PolicyIssue[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const users = useQuery(HardeningPolicyUserChoicesDocument);
  const { busy, error, run } = useSubmit();
  const [create] = useMutation(HardeningPolicyCreateDocument);
  const [update] = useMutation(HardeningPolicyUpdateDocument);
  const trimmed = name.trim();
  const nameError = submitted && (trimmed === '' || trimmed.length > NAME_MAX) ? t('hardening.policies.nameInvalid', { max: NAME_MAX }) : null;
  const listPath = `${kind.policyPath}/list`;

  function changeOptions(next: Record<string, unknown>) {
    const doc = { ...next, preset: 'custom' };
    setOptions(doc);
    if (submitted) {
      const parsed = parsePolicyOptions(kind.key, doc);
      setIssues(parsed.ok ? [] : parsed.issues);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = parsePolicyOptions(kind.key, options);
    setIssues(parsed.ok ? [] : parsed.issues);
    if (!parsed.ok || trimmed === '' || trimmed.length > NAME_MAX) return;
    const input = { name: trimmed, remark: remark.trim(), enabled, options: parsed.options, userIds: [...userIds] };
    await run(async () => {
      if (policy) unwrap((await update({ variables: { id: policy.id, input } })).data?.updateHardeningPolicy);
      else unwrap((await create({ variables: { kind: kind.gql, input } })).data?.createHardeningPolicy);
      toaster.success({ title: t('common.saved') });
      navigate(listPath);
    });
  }

  return (
    <Stack gap="6">
      <PageHeader description={t('hardening.policies.formDescription', { kind: t(kind.label) })} />
      <FormStack onSubmit={submit} gap="5" bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid={TEST_IDS.policyForm}>
        <ErrorAlert message={error} testId={TEST_IDS.formError} />
        <TextField label={t('hardening.policies.fields.name')} required value={name} onValueChange={setName} error={nameError} maxLength={NAME_MAX} testId={TEST_IDS.policyName} />
        <Field.Root>
          <Field.Label>{t('hardening.policies.fields.remark')}</Field.Label>
          <Textarea value={remark} rows={2} maxLength={500} onChange={(e) => setRemark(e.currentTarget.value)} data-testid={TEST_IDS.policyRemark} />
        </Field.Root>
        <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.policyEnabled}>
          {t('hardening.policies.enabled')}
        </CheckField>
        <Fieldset.Root>
          <Fieldset.Legend>{t('hardening.policies.fields.users')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('hardening.policies.usersHelp')}</Fieldset.HelperText>
          <HStack wrap="wrap" gap="4">
            {(users.data?.hardeningPolicyUserChoices ?? []).map((user) => (
              <CheckField
                key={user.id}
                size="sm"
                checked={userIds.has(user.id)}
                onCheckedChange={(on) => setUserIds((current) => (on ? new Set([...current, user.id]) : new Set([...current].filter((u) => u !== user.id))))}
              >
                {user.username}
              </CheckField>
            ))}
          </HStack>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('hardening.presets.title')}</Fieldset.Legend>
          <HStack gap="2">
            {PRESETS.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant={options.preset === preset ? 'solid' : 'outline'}
                colorPalette="blue"
                onClick={() => {
                  setOptions(presetOptions(kind.key, preset));
                  setIssues([]);
                }}
                data-testid={`${TEST_IDS.policyPreset}-${preset}`}
              >
                {t(PRESET_LABELS[preset])}
              </Button>
            ))}
            {options.preset === 'custom' && <Text fontSize="sm">{t('hardening.presets.custom')}</Text>}
          </HStack>
        </Fieldset.Root>
        <PolicyOptionsForm kind={kind.key} value={options} onChange={changeOptions} issues={issues} />
        <HStack justify="end" gap="2">
          <Button asChild variant="outline">
            <RouterLink to={listPath}>{t('common.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.policySave}>
            {t('common.save')}
          </Button>
        </HStack>
      </FormStack>
    </Stack>
  );
}
