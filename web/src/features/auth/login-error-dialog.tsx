import { Button, Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { Modal } from '../../components/modal';

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
    <Modal
      role="alertdialog"
      open={message !== null}
      title={t('auth.loginError.title')}
      testId={TEST_IDS.loginErrorDialog}
      onClose={onClose}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button colorPalette="blue" data-testid={TEST_IDS.loginErrorConfirm}>
            {t('common.ok')}
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Text>{invalidCredentials}</Text>
      {message && message !== invalidCredentials && (
        <Text color="fg.muted" data-testid={TEST_IDS.loginErrorMessage}>
          {message}
        </Text>
      )}
    </Modal>
  );
}
