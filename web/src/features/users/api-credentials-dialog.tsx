import { Alert, Button, Clipboard, Dialog, Field, IconButton, Input, InputGroup, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';

interface ApiCredentialsDialogProps {
  credentials: { apiKey: string; apiSecret: string } | null;
  onClose(): void;
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Clipboard.Root value={value} w="full">
        <InputGroup
          endElement={
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="xs" me="-2" aria-label={t('common.copy')} data-testid={`${testId}-copy`}>
                <Clipboard.Indicator />
              </IconButton>
            </Clipboard.Trigger>
          }
        >
          <Clipboard.Input asChild>
            <Input readOnly fontFamily="mono" fontSize="sm" data-testid={testId} />
          </Clipboard.Input>
        </InputGroup>
      </Clipboard.Root>
    </Field.Root>
  );
}

/** A new API key and secret: the secret is shown only here, once, with copy buttons. */
export function ApiCredentialsDialog({ credentials, onClose }: ApiCredentialsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={credentials !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={TEST_IDS.apiCredentialsDialog}>
            <Dialog.Header>
              <Dialog.Title>{t('users.api.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('users.api.once')}</Alert.Title>
                </Alert.Root>
                {credentials && (
                  <>
                    <CopyField label={t('users.api.key')} value={credentials.apiKey} testId={TEST_IDS.apiKey} />
                    <CopyField label={t('users.api.secret')} value={credentials.apiSecret} testId={TEST_IDS.apiSecret} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                {t('common.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
