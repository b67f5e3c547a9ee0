import { useMutation } from '@apollo/client/react';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { UploadProgress } from '../../components/upload-progress';
import { toaster } from '../../components/ui/toaster';
import { MonitoringSdkFileCreateDocument, type MonitorPlatform } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { formatFileSize } from '../assessment/assessment-platform';
import { usePackageUpload } from '../assessment/upload-package';
import { SDK_FILE_LIMIT_BYTES, SDK_FILE_TYPES, SDK_VERSION } from './sdk-file-labels';

interface SdkFileDialogProps {
  platform: MonitorPlatform;
  onClose(): void;
  onSaved(): void;
}

/**
 * Uploads a monitoring SDK package of a platform (by tus, with percent progress; the server
 * checks its type by content) and names its version.
 */
export function SdkFileDialog({ platform, onClose, onSaved }: SdkFileDialogProps) {
  const { t } = useTranslation();
  const accepted = SDK_FILE_TYPES[platform];
  const { file, choose, error, upload, send } = usePackageUpload(accepted.target, accepted);
  const [version, setVersion] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [create] = useMutation(MonitoringSdkFileCreateDocument);

  async function submit() {
    const trimmed = version.trim();
    const problem = !trimmed
      ? t('monitoringSdkFiles.versionRequired')
      : !SDK_VERSION.test(trimmed)
        ? t('monitoringSdkFiles.versionInvalid')
        : file && file.size > SDK_FILE_LIMIT_BYTES
          ? t('monitoringSdkFiles.tooLarge')
          : null;
    await send(problem, async (fileId) => unwrap((await create({ variables: { input: { platform, version: trimmed, fileId, enabled } } })).data?.createMonitoringSdkFile));
    toaster.success({ title: t('monitoringSdkFiles.uploaded', { version: trimmed }) });
    onSaved();
  }

  return (
    <FormDialog
      open
      title={t('monitoringSdkFiles.uploadTitle')}
      error={error}
      submitLabel={t('monitoringSdkFiles.upload')}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.sdkFilesDialog}
    >
      <Field.Root required>
        <Field.Label>
          {t('monitoringSdkFiles.fields.file')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="file"
          p="1"
          accept={accepted.extensions.join(',')}
          disabled={upload !== null}
          data-testid={TEST_IDS.sdkFilesFileInput}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <Field.HelperText>{file ? `${file.name} · ${formatFileSize(file.size)}` : t('monitoringSdkFiles.fileHelp', { fileType: accepted.fileType })}</Field.HelperText>
      </Field.Root>
      <TextField
        label={t('monitoringSdkFiles.fields.version')}
        required
        value={version}
        onValueChange={setVersion}
        disabled={upload !== null}
        helper={t('monitoringSdkFiles.versionHelp')}
        testId={TEST_IDS.sdkFilesVersion}
      />
      <CheckField checked={enabled} onCheckedChange={setEnabled} disabled={upload !== null} testId={TEST_IDS.sdkFilesEnabled}>
        {t('monitoringSdkFiles.enableNow')}
      </CheckField>
      <UploadProgress upload={upload} testId={TEST_IDS.sdkFilesProgress} />
    </FormDialog>
  );
}
