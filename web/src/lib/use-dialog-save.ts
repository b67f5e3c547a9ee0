import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../components/ui/toaster';
import { errorText } from './graphql-result';

/**
 * The save of a create/edit dialog: runs `action`, keeps the server's message for the dialog
 * on failure (and rethrows so the dialog stays open), then toasts `done` ("Saved" by default)
 * and calls `onSaved`.
 */
export function useDialogSave(onSaved: () => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  async function save(action: () => Promise<unknown>, done?: string) {
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure, t));
      throw failure;
    }
    toaster.success({ title: done ?? t('common.saved') });
    onSaved();
  }
  return { error, save };
}
