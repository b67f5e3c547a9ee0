import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import { ErrorAlert } from './error-alert';
import { Modal } from './modal';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The server's (or the form's) message for the last failed submit. */
  error?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** The submit button's label; "Save" by default. */
  submitLabel?: string;
  children: ReactNode;
  /** Returns normally on success (the caller closes the dialog); throws to keep it open. */
  onSubmit(): Promise<void>;
  onClose(): void;
}

/** A dialog holding a form: fields, then cancel and save with the last error just above them. */
export function FormDialog({ open, title, error, size = 'md', testId, submitLabel, children, onSubmit, onClose }: FormDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } catch {
      // The caller has put the message in `error`.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      title={title}
      size={size}
      testId={testId ?? TEST_IDS.formDialog}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      footer={
        // The last error stands by the buttons the user pressed, never scrolled away with a long form.
        <Stack gap="3" w="full">
          <ErrorAlert message={error} testId={TEST_IDS.formError} />
          <HStack gap="3" justify="end">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
              {submitLabel ?? t('common.save')}
            </Button>
          </HStack>
        </Stack>
      }
    >
      {children}
    </Modal>
  );
}
