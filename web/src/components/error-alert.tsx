import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/graphql-result';

/** The message of a failed query or action, in the user's language; nothing when there is none. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{errorText(error, t)}</Alert.Title>
    </Alert.Root>
  );
}
