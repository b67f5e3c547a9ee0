import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TEST_IDS } from '../app/testids';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the title's line, at the end. */
  actions?: ReactNode;
  /** The page's main action (create, submit), drawn last as its blue button. */
  primary?: { label: string; onClick(): void; testId: string };
}

/** A page's title line: the heading tests find by `pageTitle`, a description and actions. */
export function PageHeader({ title, description, actions, primary }: PageHeaderProps) {
  return (
    <HStack justify="space-between" align="start" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl" data-testid={TEST_IDS.pageTitle}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {(actions || primary) && (
        <HStack gap="2">
          {actions}
          {primary && (
            <Button colorPalette="blue" onClick={primary.onClick} data-testid={primary.testId}>
              {primary.label}
            </Button>
          )}
        </HStack>
      )}
    </HStack>
  );
}
