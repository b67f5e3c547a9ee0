import type { TranslationKey } from '../i18n/i18n';
import { ApiRequestError, type ApiFailure } from './api-client';

const FAILURE_MESSAGES: Record<ApiFailure, TranslationKey> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  server: 'errors.server',
};

/** The message for a call that produced no answer (spec §8: 'Network error', 'Timeout'). */
export function failureMessage(error: unknown): TranslationKey {
  return error instanceof ApiRequestError ? FAILURE_MESSAGES[error.failure] : 'errors.server';
}
