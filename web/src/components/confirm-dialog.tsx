import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  /** Extra content under the message, e.g. a code field. */
  children?: ReactNode;
  /** Disables the confirm button, e.g. until a required field is filled. */
  confirmDisabled?: boolean;
  onConfirm(): Promise<void> | void;
  onClose(): void;
}

/** Asks before an action that changes state (disable, delete, turn MFA off…). */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive, children, confirmDisabled, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      role="alertdialog"
      open={open}
      title={title}
      testId={TEST_IDS.confirmDialog}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'blue'} loading={busy} disabled={confirmDisabled} onClick={() => void confirm()} data-testid={TEST_IDS.confirmAccept}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
      {children}
    </Modal>
  );
}

/** The question before a delete: a red "Delete" over the dialog state of a `useConfirmedAction`. */
export function DeleteConfirm({ action, title, message }: { action: { dialog: { open: boolean; onConfirm(): Promise<void>; onClose(): void } }; title: string; message: string }) {
  const { t } = useTranslation();
  return <ConfirmDialog {...action.dialog} title={title} message={message} confirmLabel={t('common.delete')} destructive />;
}
