import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';
import { ScanIcon } from './ui/icons';

interface MissingItemProps {
  /** What the page shows and how to get to one: "Open a job from the list to see its report." */
  message: string;
  /** Where to pick one, and what the button says. */
  backTo: string;
  backLabel: string;
}

/**
 * A detail page opened without saying which item (no `id` in the URL, e.g. from a bookmark): a
 * calm note of what the page is for and the way to the list, not an error.
 */
export function MissingItem({ message, backTo, backLabel }: MissingItemProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="l3" bg="bg" data-testid={TEST_IDS.missingItem}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ScanIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue" variant="outline" data-testid={TEST_IDS.missingItemBack}>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
