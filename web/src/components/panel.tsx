import { Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  children: ReactNode;
  testId?: string;
  /** Its span in a grid of panels. */
  gridColumn?: StackProps['gridColumn'];
}

/** A titled box of a page (a dashboard tile, a section of a detail page). */
export function Panel({ title, children, testId, gridColumn }: PanelProps) {
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="l3" p="5" minW="0" gridColumn={gridColumn} data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
