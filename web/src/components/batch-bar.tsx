import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BatchBarProps {
  /** How many rows are selected, in words. */
  summary: string;
  onClear(): void;
  testId?: string;
  /** The batch actions' buttons. */
  children: ReactNode;
}

/** The bar above a list while rows are selected: the count, the batch actions and "clear selection". */
export function BatchBar({ summary, onClear, testId, children }: BatchBarProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" bg="blue.subtle" rounded="l2" px="4" py="2" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {summary}
      </Text>
      {children}
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('common.clearSelection')}
      </Button>
    </HStack>
  );
}
