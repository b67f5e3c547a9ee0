import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';

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
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
                {fields.map((field) => (
                  <CopyField key={field.testId} {...field} />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose} data-testid={`${testId}-done`}>
                {t('common.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
