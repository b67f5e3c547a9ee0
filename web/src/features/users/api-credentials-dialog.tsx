import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CredentialsDialog } from '../../components/credentials-dialog';

interface ApiCredentialsDialogProps {
  credentials: { apiKey: string; apiSecret: string } | null;
  onClose(): void;
}

/** A new API key and secret: the secret is shown only here, once, with copy buttons. */
export function ApiCredentialsDialog({ credentials, onClose }: ApiCredentialsDialogProps) {
  const { t } = useTranslation();
  return (
    <CredentialsDialog
      open={credentials !== null}
      title={t('users.api.title')}
      notice={t('users.api.once')}
      testId={TEST_IDS.apiCredentialsDialog}
      fields={
        credentials
          ? [
              { label: t('users.api.key'), value: credentials.apiKey, testId: TEST_IDS.apiKey },
              { label: t('users.api.secret'), value: credentials.apiSecret, testId: TEST_IDS.apiSecret },
            ]
          : []
      }
      onClose={onClose}
    />
  );
}
