import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './graphql-result';

/**
 * A page form's GraphQL submit: `busy` while it runs and the failure, in the user's language, as
 * `error` for the form to show (cleared by the next try or by `setError`).
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
