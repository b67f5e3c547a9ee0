import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled box of a page (a dashboard tile, a section of a detail page). */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
