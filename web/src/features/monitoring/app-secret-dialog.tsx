import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CredentialsDialog } from '../../components/credentials-dialog';

interface AppSecretDialogProps {
  credentials: { sdkKey: string; secret: string } | null;
  onClose(): void;
}

/** An app's SDK key and its new secret, shown once after creation or rotation. */
export function AppSecretDialog({ credentials, onClose }: AppSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialsDialog
      open={credentials !== null}
      title={t('monitoring.apps.secretTitle')}
      notice={t('monitoring.apps.secretOnce')}
      testId={TEST_IDS.monitorSecretDialog}
      fields={
        credentials
          ? [
              { label: t('monitoring.apps.fields.sdkKey'), value: credentials.sdkKey, testId: TEST_IDS.monitorSdkKey },
              { label: t('monitoring.apps.fields.secret'), value: credentials.secret, testId: TEST_IDS.monitorSecret },
            ]
          : []
      }
      onClose={onClose}
    />
  );
}
