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
import { HardeningPolicyChoicesDocument, HardeningSubmitDocument } from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { formatFileSize, uploadProblem } from '../assessment/assessment-platform';
import { uploadPackage, type UploadPhase } from '../assessment/upload-package';
import type { KindInfo } from './hardening-kind';

interface SubmitHardeningDialogProps {
  kind: KindInfo;
  onClose(): void;
  onSubmitted(): void;
}

/**
 * Submits a hardening job (spec §2, §5): pick a file of the kind's type and a policy the user
 * may use, upload it by tus with percent progress, then create the job.
 */
export function SubmitHardeningDialog({ kind, onClose, onSubmitted }: SubmitHardeningDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [policyId, setPolicyId] = useState('');
  const [taskName, setTaskName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadPhase | null>(null);
  const policies = useQuery(HardeningPolicyChoicesDocument, { variables: { kind: kind.gql }, fetchPolicy: 'network-only' });
  const [submitJob] = useMutation(HardeningSubmitDocument);
  const options = policies.data?.hardeningPolicies.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const chosen = policyId || options[0]?.value || '';
  const noPolicy = !policies.loading && options.length === 0;

  function fileProblem(candidate: File | null): string | null {
    const problem = uploadProblem(candidate, kind);
    if (!problem) return null;
    if (problem.key === 'wrongType') return t('assessment.upload.wrongType', { fileType: problem.fileType });
    return t(problem.key === 'noFile' ? 'assessment.upload.noFile' : 'assessment.upload.tooLarge');
  }

  async function submit() {
    const problem = fileProblem(file) ?? (chosen ? null : t('hardening.noPolicy'));
    if (problem) {
      setError(problem);
      throw new Error(problem);
    }
    setError(null);
    try {
      const fileId = await uploadPackage(file!, kind.uploadTarget, setUpload);
      unwrap((await submitJob({ variables: { input: { fileId, policyId: chosen, taskName: taskName.trim() || null } } })).data?.submitHardening);
    } catch (failure) {
      setUpload(null);
      const message = failure instanceof Error && failure.message ? failure.message : errorText(failure, t);
      setError(message);
      throw failure;
    }
    toaster.success({ title: t('hardening.submitted', { name: file!.name }) });
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
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0] ?? null;
            setFile(picked);
            setError(picked ? fileProblem(picked) : null);
          }}
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
