import { useTranslation } from 'react-i18next';
import { toaster } from '../components/ui/toaster';
import { errorText } from './graphql-result';

/** Runs an action from a button or menu; a failure is toasted with the server's message in the user's language. */
export function useAttempt() {
  const { t } = useTranslation();
  return async function attempt(action: () => Promise<unknown>): Promise<void> {
    try {
      await action();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  };
}
