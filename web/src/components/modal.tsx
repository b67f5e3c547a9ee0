import { Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  /** The buttons at the bottom. */
  footer: ReactNode;
  children: ReactNode;
  onClose(): void;
  testId?: string;
  /** `alertdialog` for a question or a failure the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Makes the whole dialog a form submitted by its footer's submit button. */
  onSubmit?(event: FormEvent): void;
  /** Keeps the dialog open on a click outside (e.g. while a secret is shown once). */
  modalOnly?: boolean;
}

/** The frame every dialog shares: backdrop, centred content, title, body and footer. */
export function Modal({ open, title, footer, children, onClose, testId, role, size, onSubmit, modalOnly }: ModalProps) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        {children}
      </Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!modalOnly}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild data-testid={testId}>
              <form onSubmit={onSubmit} noValidate>
                {sections}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content data-testid={testId}>{sections}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
