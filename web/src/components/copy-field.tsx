import { Clipboard, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A read-only value with a copy button (`${testId}-copy`), e.g. a key or a secret shown once. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
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
