import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/ui/toaster';
import { ActionError, errorText } from '../../lib/graphql-result';

/** The answers that mean "saving this would refuse your own address (or host)". */
const LOCKOUT_CODES = new Set(['ip.lockout', 'host.lockout']);

export interface LockoutGuard {
  /**
   * Runs `action(false)`. When the server answers that the change would lock the caller out, the
   * question opens (naming the address); confirming runs `action(true)`. `done` follows either
   * success. Other failures are thrown to the caller.
   */
  run(action: (confirmLockout: boolean) => Promise<void>, done: () => unknown): Promise<void>;
  /** The confirmation dialog to render. */
  dialog: ReactNode;
}

/** Asks before a whitelist change that would refuse the admin's own requests. */
export function useLockoutGuard(): LockoutGuard {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ message: string; retry: () => Promise<void> } | null>(null);

  async function run(action: (confirmLockout: boolean) => Promise<void>, done: () => unknown) {
    try {
      await action(false);
    } catch (error) {
      if (error instanceof ActionError && LOCKOUT_CODES.has(error.code)) {
        setPending({
          message: error.message,
          retry: async () => {
            await action(true);
            await done();
          },
        });
        return;
      }
      throw error;
    }
    await done();
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('accessLists.lockout.title')}
      message={pending?.message ?? ''}
      confirmLabel={t('accessLists.lockout.confirm')}
      destructive
      onClose={() => setPending(null)}
      onConfirm={async () => {
        if (!pending) return;
        try {
          await pending.retry();
          setPending(null);
        } catch (error) {
          toaster.error({ title: errorText(error, t) });
        }
      }}
    />
  );
  return { run, dialog };
}
