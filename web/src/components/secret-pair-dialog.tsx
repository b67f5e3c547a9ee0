import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';
import { CredentialsDialog } from './credentials-dialog';

/** What each kind of issued pair is called, and the test ids of its dialog and values. */
const KINDS = {
  /** A user's API key and secret (integrators' REST calls). */
  apiCredentials: {
    title: 'users.api.title',
    notice: 'users.api.once',
    labels: ['users.api.key', 'users.api.secret'],
    testIds: [TEST_IDS.apiCredentialsDialog, TEST_IDS.apiKey, TEST_IDS.apiSecret],
  },
  /** A monitored app's SDK key and secret. */
  appSecret: {
    title: 'monitoring.apps.secretTitle',
    notice: 'monitoring.apps.secretOnce',
    labels: ['monitoring.apps.fields.sdkKey', 'monitoring.apps.fields.secret'],
    testIds: [TEST_IDS.monitorSecretDialog, TEST_IDS.monitorSdkKey, TEST_IDS.monitorSecret],
  },
} satisfies Record<string, { title: TranslationKey; notice: TranslationKey; labels: [TranslationKey, TranslationKey]; testIds: [string, string, string] }>;

interface SecretPairDialogProps {
  kind: keyof typeof KINDS;
  /** The key and its new secret; the dialog is open while they are given. */
  pair: readonly [key: string, secret: string] | null;
  onClose(): void;
}

/** A key and its new secret, shown once with copy buttons, after creation or rotation. */
export function SecretPairDialog({ kind, pair, onClose }: SecretPairDialogProps) {
  const { t } = useTranslation();
  const { title, notice, labels, testIds } = KINDS[kind];
  return (
    <CredentialsDialog
      open={pair !== null}
      title={t(title)}
      notice={t(notice)}
      testId={testIds[0]}
      fields={pair ? pair.map((value, index) => ({ label: t(labels[index]), value, testId: testIds[index + 1] })) : []}
      onClose={onClose}
    />
  );
}
