import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';

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

/** A dialog holding a form: fields, the last error, cancel and save. */
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
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={size} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid={testId ?? TEST_IDS.formDialog}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {error && (
                  <Alert.Root status="error" data-testid={TEST_IDS.formError}>
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
                  {submitLabel ?? t('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
