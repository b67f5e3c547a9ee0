import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../components/ui/toaster';
import { ActionError, errorText } from './graphql-result';

/**
 * The save of a create/edit dialog: runs `action`, keeps the server's message for the dialog
 * on failure (and rethrows so the dialog stays open), then toasts `done` ("Saved" by default)
 * and calls `onSaved`. A failure whose reason `fieldOf` ties to a field (`usernameTaken` →
 * `username`) is told at that field instead, next to what the user has to change.
 */
export function useDialogSave<F extends string = never>(onSaved: () => void, fieldOf?: (reason: string) => F | null) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  async function save(action: () => Promise<unknown>, done?: string) {
    setError(null);
    setFieldErrors({});
    try {
      await action();
    } catch (failure) {
      const field = failure instanceof ActionError && failure.reason ? fieldOf?.(failure.reason) : null;
      if (field) setFieldErrors({ [field]: errorText(failure, t) } as Partial<Record<F, string>>);
      else setError(errorText(failure, t));
      throw failure;
    }
    toaster.success({ title: done ?? t('common.saved') });
    onSaved();
  }
  return { error, fieldErrors, save };
}
