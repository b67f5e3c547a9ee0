import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { StatusAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { UploadProgress } from '../../components/upload-progress';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { HardeningKeystoreChoicesDocument, HardeningPolicyChoicesDocument, HardeningSubmitDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { formatFileSize } from '../assessment/assessment-platform';
import { usePackageUpload } from '../assessment/upload-package';
import type { KindInfo } from './hardening-kind';

interface SubmitHardeningDialogProps {
  kind: KindInfo;
  onClose(): void;
  onSubmitted(): void;
}

/**
 * Submits a hardening job (spec §2, §5): pick a file of the kind's type and a policy the user
 * may use (and for Android the keystore the output is signed with), upload it by tus with
 * percent progress, then create the job.
 */
export function SubmitHardeningDialog({ kind, onClose, onSubmitted }: SubmitHardeningDialogProps) {
  const { t } = useTranslation();
  const { file, choose, error, upload, send } = usePackageUpload(kind.uploadTarget, kind);
  const [policyId, setPolicyId] = useState('');
  const [taskName, setTaskName] = useState('');
  const policies = useQuery(HardeningPolicyChoicesDocument, { variables: { kind: kind.gql }, fetchPolicy: 'network-only' });
  const [submitJob] = useMutation(HardeningSubmitDocument);
  const options = policies.data?.hardeningPolicies.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const chosen = policyId || options[0]?.value || '';
  const noPolicy = !policies.loading && options.length === 0;
  const signs = kind.key === 'android';
  const [keystoreId, setKeystoreId] = useState('');
  const keystores = useQuery(HardeningKeystoreChoicesDocument, { skip: !signs, fetchPolicy: 'network-only' });
  const keystoreOptions =
    keystores.data?.hardeningKeystores.edges.map(({ node }) => ({ value: node.id, label: `${node.name} · ${node.alias} · ${node.signatureScheme.toUpperCase()}` })) ?? [];
  const chosenKeystore = keystoreId || keystoreOptions[0]?.value || '';
  const noKeystore = signs && !keystores.loading && keystoreOptions.length === 0;

  async function submit() {
    const missing = !chosen ? t('hardening.noPolicy') : signs && !chosenKeystore ? t('hardening.noKeystore') : null;
    const sent = await send(missing, async (fileId) =>
      unwrap(
        (
          await submitJob({
            variables: { input: { fileId, policyId: chosen, taskName: taskName.trim() || null, keystoreId: signs ? chosenKeystore : null } },
          })
        ).data?.submitHardening,
      ),
    );
    toaster.success({ title: t('hardening.submitted', { name: sent.name }) });
    onSubmitted();
  }

  return (
    <FormDialog
      open
      title={t('hardening.submitTitle', { kind: t(kind.label) })}
      error={error}
      submitLabel={t('hardening.submit')}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.hardeningSubmitDialog}
    >
      <Field.Root required>
        <Field.Label>
          {t('assessment.fields.file')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="file"
          p="1"
          accept={kind.extensions.join(',')}
          disabled={upload !== null}
          data-testid={TEST_IDS.hardeningFileInput}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <Field.HelperText>
          {file ? `${file.name} · ${formatFileSize(file.size)}` : t(kind.key === 'h5' ? 'hardening.upload.helpH5' : 'assessment.upload.help', { fileType: kind.fileType })}
        </Field.HelperText>
      </Field.Root>
      {policies.loading ? (
        <Spinner />
      ) : noPolicy ? (
        <>
          <StatusAlert status="warning" title={t('hardening.noPolicy')} testId={TEST_IDS.hardeningNoPolicy} />
          <RouterLink to={`${kind.policyPath}/add`}>{t('hardening.policies.add')}</RouterLink>
        </>
      ) : (
        <SelectField
          label={t('hardening.fields.policy')}
          required
          value={chosen}
          options={options}
          disabled={upload !== null}
          onValueChange={setPolicyId}
          testId={TEST_IDS.hardeningPolicySelect}
        />
      )}
      {signs &&
        (keystores.loading ? (
          <Spinner />
        ) : noKeystore ? (
          <>
            <StatusAlert status="warning" title={t('hardening.noKeystore')} testId={TEST_IDS.hardeningNoKeystore} />
            <RouterLink to="/hardening/signingCertificate">{t('hardening.keystores.add')}</RouterLink>
          </>
        ) : (
          <SelectField
            label={t('hardening.fields.keystore')}
            required
            value={chosenKeystore}
            options={keystoreOptions}
            disabled={upload !== null}
            onValueChange={setKeystoreId}
            testId={TEST_IDS.hardeningKeystoreSelect}
          />
        ))}
      <TextField
        label={t('hardening.fields.taskName')}
        value={taskName}
        onValueChange={setTaskName}
        disabled={upload !== null}
        helper={t('hardening.taskNameHint')}
        testId={TEST_IDS.hardeningTaskName}
      />
      <UploadProgress upload={upload} testId={TEST_IDS.hardeningUploadProgress} />
    </FormDialog>
  );
}
