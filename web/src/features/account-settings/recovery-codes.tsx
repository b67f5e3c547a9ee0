import { Alert, Box, Button, Clipboard, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { DownloadIcon } from '../../components/ui/icons';

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone(): void;
}

/** The recovery codes, shown this once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rampart-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <Stack gap="4" data-testid={TEST_IDS.mfaRecoveryCodes}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('account.mfa.recoveryTitle')}</Alert.Title>
          <Alert.Description>{t('account.mfa.recoveryOnce')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box bg="bg.subtle" borderWidth="1px" rounded="l2" p="4">
        <SimpleGrid columns={2} gap="2" fontFamily="mono">
          {codes.map((code) => (
            <Text key={code} data-testid={TEST_IDS.mfaRecoveryCode}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Box>
      <HStack gap="2">
        <Clipboard.Root value={text}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" size="sm">
              <Clipboard.Indicator />
              {t('common.copy')}
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <Button variant="outline" size="sm" onClick={download}>
          <DownloadIcon />
          {t('common.download')}
        </Button>
        <Button colorPalette="blue" size="sm" onClick={onDone} data-testid={TEST_IDS.mfaDone}>
          {t('common.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
