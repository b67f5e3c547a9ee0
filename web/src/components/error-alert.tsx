import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/graphql-result';

/**
 * The message of a failed query or action in the user's language (`error`), or a message
 * already worded (`message`); renders nothing when there is neither.
 */
export function ErrorAlert({ error, message, testId }: { error?: unknown; message?: string | null; testId?: string }) {
  const { t } = useTranslation();
  const text = message || (error === undefined || error === null ? null : errorText(error, t));
  if (!text) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** A one-line alert of another kind: a success, a warning, a hint. */
export function StatusAlert({ status, title, testId }: { status: 'error' | 'success' | 'warning' | 'info'; title: string; testId?: string }) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
    </Alert.Root>
  );
}
