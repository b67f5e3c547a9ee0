import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Code, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';
import { SecretPairDialog } from '../../components/secret-pair-dialog';
import { OneTimeCodeField } from '../auth/sign-in-step';
import { toaster } from '../../components/ui/toaster';
import {
  AccountSettingsConfirmMfaDocument,
  AccountSettingsDisableMfaDocument,
  AccountSettingsRotateOwnApiCredentialsDocument,
  AccountSettingsStartMfaDocument,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useSubmit } from '../../lib/use-submit';
import { useAttempt } from '../../lib/use-attempt';
import { refreshUser } from '../auth/session-actions';
import { RecoveryCodes } from './recovery-codes';

interface LoginSettingTabProps {
  mfaEnabled: boolean;
  /** The account requires MFA and the user has not enrolled yet. */
  mfaRequired: boolean;
  onChanged(): void;
}

interface Enrolment {
  secret: string;
  qrCode: string;
}

/** loginSetting tab: two-factor authentication (TOTP) on or off, and one's own API key. */
export function LoginSettingTab({ mfaEnabled, mfaRequired, onChanged }: LoginSettingTabProps) {
  const attempt = useAttempt();
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [disableCode, setDisableCode] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const [credentials, setCredentials] = useState<{ apiKey: string; apiSecret: string } | null>(null);
  const [start] = useMutation(AccountSettingsStartMfaDocument);
  const [confirm] = useMutation(AccountSettingsConfirmMfaDocument);
  const [disable] = useMutation(AccountSettingsDisableMfaDocument);
  const [rotate] = useMutation(AccountSettingsRotateOwnApiCredentialsDocument);

  async function begin() {
    await run(async () => {
      setEnrolment(unwrap((await start()).data?.startMfaEnrolment));
    });
  }

  async function finish(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('errors.required', { field: t('auth.mfa.code') }));
      return;
    }
    await run(async () => {
      const result = unwrap((await confirm({ variables: { code: code.trim() } })).data?.confirmMfaEnrolment);
      setRecoveryCodes(result.recoveryCodes);
      setEnrolment(null);
      setCode('');
      onChanged();
      await refreshUser();
    });
  }

  async function turnOff() {
    await attempt(async () => {
      unwrap((await disable({ variables: { input: { code: disableCode.trim() } } })).data?.disableMfa);
      setDisabling(false);
      setDisableCode('');
      toaster.success({ title: t('account.mfa.turnedOff') });
      onChanged();
    });
  }

  async function rotateKey() {
    await attempt(async () => {
      setCredentials(unwrap((await rotate()).data?.rotateApiCredentials));
    });
  }

  return (
    <Stack gap="8" maxW="2xl">
      <Stack gap="4" borderWidth="1px" rounded="l3" p="6" data-testid={TEST_IDS.mfaSection}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading size="md">{t('account.mfa.title')}</Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('account.mfa.description')}
            </Text>
          </Stack>
          <Badge size="lg" colorPalette={mfaEnabled ? 'green' : 'gray'} data-testid={TEST_IDS.mfaStatus} data-state={mfaEnabled ? 'on' : 'off'}>
            {t(mfaEnabled ? 'account.mfa.on' : 'account.mfa.off')}
          </Badge>
        </HStack>
        {mfaRequired && !mfaEnabled && <StatusAlert status="warning" title={t('account.mfa.required')} />}
        <ErrorAlert message={error} testId={TEST_IDS.formError} />
        {recoveryCodes && (
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              onChanged();
            }}
          />
        )}
        {!recoveryCodes && !enrolment && !mfaEnabled && (
          <HStack>
            <Button colorPalette="blue" loading={busy} onClick={() => void begin()} data-testid={TEST_IDS.mfaStart}>
              {t('account.mfa.setUp')}
            </Button>
          </HStack>
        )}
        {enrolment && (
          <FormStack onSubmit={finish} gap="4">
            <Text>{t('account.mfa.scan')}</Text>
            <HStack gap="6" align="start" wrap="wrap">
              <Image src={enrolment.qrCode} alt={t('account.mfa.qrAlt')} boxSize="44" borderWidth="1px" rounded="l2" bg="white" data-testid={TEST_IDS.mfaQr} />
              <Stack gap="2" flex="1" minW="60">
                <Text fontSize="sm" color="fg.muted">
                  {t('account.mfa.manual')}
                </Text>
                <Code fontSize="md" p="2" wordBreak="break-all" data-testid={TEST_IDS.mfaSecret}>
                  {enrolment.secret}
                </Code>
                <OneTimeCodeField value={code} onChange={setCode} testId={TEST_IDS.mfaEnrolCode} />
                <HStack gap="2">
                  <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.mfaConfirm}>
                    {t('account.mfa.confirm')}
                  </Button>
                  <Button variant="ghost" onClick={() => setEnrolment(null)}>
                    {t('common.cancel')}
                  </Button>
                </HStack>
              </Stack>
            </HStack>
          </FormStack>
        )}
        {mfaEnabled && !recoveryCodes && (
          <HStack>
            <Button variant="outline" colorPalette="red" onClick={() => setDisabling(true)} data-testid={TEST_IDS.mfaDisable}>
              {t('account.mfa.turnOff')}
            </Button>
          </HStack>
        )}
      </Stack>

      <Stack gap="3" borderWidth="1px" rounded="l3" p="6">
        <Heading size="md">{t('account.api.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('account.api.description')}
        </Text>
        <Box>
          <Button variant="outline" onClick={() => void rotateKey()}>
            {t('account.api.rotate')}
          </Button>
        </Box>
      </Stack>

      <ConfirmDialog
        open={disabling}
        title={t('account.mfa.turnOffTitle')}
        message={t('account.mfa.turnOffMessage')}
        confirmLabel={t('account.mfa.turnOff')}
        destructive
        confirmDisabled={disableCode.trim() === ''}
        onConfirm={turnOff}
        onClose={() => setDisabling(false)}
      >
        <OneTimeCodeField value={disableCode} onChange={setDisableCode} testId={TEST_IDS.mfaDisableCode} />
      </ConfirmDialog>
      <SecretPairDialog kind="apiCredentials" pair={credentials && [credentials.apiKey, credentials.apiSecret]} onClose={() => setCredentials(null)} />
    </Stack>
  );
}
