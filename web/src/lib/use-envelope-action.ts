import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n';
import { SUCCESS_CODE, type ApiEnvelope } from './api-client';
import { failureMessage } from './failure-message';

type Success<R> = (value: R) => void | Promise<void>;

/**
 * Takes what the form needs out of a `200` answer's data; nothing (`null`, `undefined`, `false`)
 * counts as a refusal (e.g. a sign-in answer must carry a token).
 */
type Pick<T, R> = (data: T) => R | null | undefined | false;

interface RunEnvelope {
  /** Runs `call`; on a `200` answer, hands its data to `onSuccess`. */
  <T>(call: () => Promise<ApiEnvelope<T>>, onSuccess: Success<T>, fallback?: TranslationKey): Promise<void>;
  /** Runs `call`; on a `200` answer, hands what `pick` takes out of its data to `onSuccess`. */
  <T, R>(call: () => Promise<ApiEnvelope<T>>, pick: Pick<T, R>, onSuccess: Success<R>, fallback?: TranslationKey): Promise<void>;
}

/**
 * A form's REST call that answers the `{code, msg, data}` envelope: `busy` while it runs, and a
 * refusal or a failed request as one translated `alert` the form shows above its fields (the
 * answer's own message, else `fallback`, else the generic server error).
 */
export function useEnvelopeAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<ApiEnvelope<unknown>>, ...rest: unknown[]) => {
      const picked = typeof rest[1] === 'function';
      const pick = picked ? (rest[0] as Pick<unknown, unknown>) : null;
      const onSuccess = (picked ? rest[1] : rest[0]) as Success<unknown>;
      const fallback = (picked ? rest[2] : rest[1]) as TranslationKey | undefined;
      setBusy(true);
      setAlert(null);
      try {
        const answer = await call();
        const value = answer.code !== SUCCESS_CODE ? null : pick ? pick(answer.data) : { data: answer.data };
        if (value === null || value === undefined || value === false) setAlert(answer.msg || t(fallback ?? 'errors.server'));
        else await onSuccess(pick ? value : (value as { data: unknown }).data);
      } catch (failure) {
        setAlert(t(failureMessage(failure)));
      } finally {
        setBusy(false);
      }
    },
    [t],
  ) as RunEnvelope;

  return { busy, alert, setAlert, run };
}
