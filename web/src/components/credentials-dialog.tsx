import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';
import { StatusAlert } from './error-alert';
import { Modal } from './modal';

interface CredentialsDialogProps {
  open: boolean;
  title: string;
  /** The warning above the values, e.g. that a secret is shown only once. */
  notice: string;
  fields: readonly { label: string; value: string; testId: string }[];
  testId: string;
  onClose(): void;
}

/** Freshly issued credentials, each with a copy button; outside clicks do not close it. */
export function CredentialsDialog({ open, title, notice, fields, testId, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      modalOnly
      open={open}
      title={title}
      testId={testId}
      onClose={onClose}
      footer={
        <Button colorPalette="blue" onClick={onClose} data-testid={`${testId}-done`}>
          {t('common.done')}
        </Button>
      }
    >
      <StatusAlert status="warning" title={notice} />
      {fields.map((field) => (
        <CopyField key={field.testId} {...field} />
      ))}
    </Modal>
  );
}
