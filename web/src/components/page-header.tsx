import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TEST_IDS } from '../app/testids';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the title's line, at the end. */
  actions?: ReactNode;
}

/** A page's title line: the heading tests find by `pageTitle`, a description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <HStack justify="space-between" align="start" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl" data-testid={TEST_IDS.pageTitle}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && <HStack gap="2">{actions}</HStack>}
    </HStack>
  );
}
