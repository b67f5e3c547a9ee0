import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, Link, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
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
import { currentLanguage } from '../../i18n/i18n';
import { useCan } from '../../lib/session-store';

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
  const can = useCan();
  const manages = can('report_template');
  const nodes = templates.data?.reportTemplates.edges.map(({ node }) => node) ?? [];
  const options = nodes.map((node) => ({ value: node.id, label: node.name }));
  // Until the user picks one: the first template that reports in the user's language, else the first.
  const preferred = nodes.find((node) => node.lang === currentLanguage()) ?? nodes[0];
  const chosenTemplate = templateId || preferred?.id || '';
  const noTemplate = !templates.loading && options.length === 0;
  // Someone who may manage templates is sent to them, not to an administrator.
  const noTemplateText = t(manages ? 'assessment.noTemplateManage' : 'assessment.noTemplate');
  const templatesLink = manages && (
    <Link asChild colorPalette="blue" fontSize="sm" data-testid={TEST_IDS.assessmentTemplatesLink}>
      <RouterLink to={`${platform.templatePath}/list`}>{t('assessment.manageTemplates')}</RouterLink>
    </Link>
  );

  async function submit() {
    const sent = await send(noTemplate || !chosenTemplate ? noTemplateText : null, async (fileId) =>
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
        <>
          <StatusAlert status="warning" title={noTemplateText} testId={TEST_IDS.assessmentNoTemplate} />
          {templatesLink}
        </>
      ) : (
        <>
          <SelectField
            label={t('assessment.fields.template')}
            required
            value={chosenTemplate}
            options={options}
            disabled={upload !== null}
            onValueChange={setTemplateId}
            testId={TEST_IDS.assessmentTemplateSelect}
          />
          {templatesLink}
        </>
      )}
      <UploadProgress upload={upload} testId={TEST_IDS.assessmentUploadProgress} />
    </FormDialog>
  );
}
