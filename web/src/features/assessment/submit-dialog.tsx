import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { UploadProgress } from '../../components/upload-progress';
import { SelectField } from '../../components/select-field';
import { toaster } from '../../components/ui/toaster';
import { AssessmentSubmitDocument, AssessmentTemplateChoicesDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { formatFileSize, type PLATFORMS } from './assessment-platform';
import { usePackageUpload } from './upload-package';
import { StatusAlert } from '../../components/error-alert';

interface SubmitDialogProps {
  platform: (typeof PLATFORMS)[keyof typeof PLATFORMS];
  onClose(): void;
  onSubmitted(): void;
}

/**
 * Submits a package for assessment (spec §2, §5): pick a file of the platform's type and a
 * report template, upload it by tus with percent progress, wait while the server unpacks it,
 * then create the job.
 */
export function SubmitDialog({ platform, onClose, onSubmitted }: SubmitDialogProps) {
  const { t } = useTranslation();
  const { file, choose, error, upload, send } = usePackageUpload(platform.key, platform);
  const [templateId, setTemplateId] = useState('');
  const templates = useQuery(AssessmentTemplateChoicesDocument, { variables: { platform: platform.gql }, fetchPolicy: 'network-only' });
  const [submitJob] = useMutation(AssessmentSubmitDocument);
  const options = templates.data?.reportTemplates.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const chosenTemplate = templateId || options[0]?.value || '';
  const noTemplate = !templates.loading && options.length === 0;

  async function submit() {
    const sent = await send(noTemplate || !chosenTemplate ? t('assessment.noTemplate') : null, async (fileId) =>
      unwrap((await submitJob({ variables: { input: { fileId, templateId: chosenTemplate } } })).data?.submitAssessment),
    );
    toaster.success({ title: t('assessment.submitted', { name: sent.name }) });
    onSubmitted();
  }

  return (
    <FormDialog
      open
      title={t(platform.key === 'ios' ? 'assessment.submitIos' : 'assessment.submitAndroid')}
      error={error}
      submitLabel={t('assessment.submit')}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.assessmentSubmitDialog}
    >
      <Field.Root required>
        <Field.Label>
          {t('assessment.fields.file')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="file"
          p="1"
          accept={platform.extensions.join(',')}
          disabled={upload !== null}
          data-testid={TEST_IDS.assessmentFileInput}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <Field.HelperText>{file ? `${file.name} · ${formatFileSize(file.size)}` : t('assessment.upload.help', { fileType: platform.fileType })}</Field.HelperText>
      </Field.Root>
      {templates.loading ? (
        <Spinner />
      ) : noTemplate ? (
        <StatusAlert status="warning" title={t('assessment.noTemplate')} testId={TEST_IDS.assessmentNoTemplate} />
      ) : (
        <SelectField
          label={t('assessment.fields.template')}
          required
          value={chosenTemplate}
          options={options}
          disabled={upload !== null}
          onValueChange={setTemplateId}
          testId={TEST_IDS.assessmentTemplateSelect}
        />
      )}
      <UploadProgress upload={upload} testId={TEST_IDS.assessmentUploadProgress} />
    </FormDialog>
  );
}
