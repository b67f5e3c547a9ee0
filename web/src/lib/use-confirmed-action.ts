import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../components/ui/toaster';
import { errorText } from './graphql-result';

export interface ConfirmedAction<T> {
  /** What waits for confirmation; null while nothing is asked. */
  target: T | null;
  /** Opens the confirmation for `target`. */
  ask(target: T): void;
  /** The `open`, `onConfirm` and `onClose` of the ConfirmDialog that asks. */
  dialog: { open: boolean; onConfirm(): Promise<void>; onClose(): void };
}

/**
 * An action that is asked for first (delete, disable, approve…). On confirm it runs `run`, toasts
 * the message it returns, closes the question and calls `after` (e.g. refetch); any failure is
 * toasted with the server's message and leaves the question open.
 */
export function useConfirmedAction<T>(run: (target: T) => Promise<string>, after?: () => unknown): ConfirmedAction<T> {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  async function onConfirm() {
    if (target === null) return;
    try {
      toaster.success({ title: await run(target) });
      setTarget(null);
      await after?.();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }
  const onClose = () => setTarget(null);
  return { target, ask: setTarget, dialog: { open: target !== null, onConfirm, onClose } };
}
