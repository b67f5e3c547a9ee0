import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';

interface LoginErrorDialogProps {
  /** The server's message; the dialog is open while it is not null. */
  message: string | null;
  onClose(): void;
}

/** Spec §8: a failed sign-in is confirmed in a dialog, with the server's message. */
export function LoginErrorDialog({ message, onClose }: LoginErrorDialogProps) {
  const { t } = useTranslation();
  const invalidCredentials = t('errors.invalidCredentials');
  return (
    <Dialog.Root role="alertdialog" open={message !== null} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={TEST_IDS.loginErrorDialog}>
            <Dialog.Header>
              <Dialog.Title>{t('auth.loginError.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{invalidCredentials}</Text>
              {message && message !== invalidCredentials && (
                <Text mt="2" color="fg.muted" data-testid={TEST_IDS.loginErrorMessage}>
                  {message}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="blue" data-testid={TEST_IDS.loginErrorConfirm}>
                  {t('common.ok')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
