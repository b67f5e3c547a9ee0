import { Button, EmptyState, HStack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';

export interface EmptyGuideProps {
  /** What is missing, said plainly: "No packages assessed yet". */
  title: string;
  /** The next step: what to do to fill it. */
  description?: string;
  /** The action at hand (a button or link that does that step). */
  action?: ReactNode;
  /** Less padding, for a card or a table cell. */
  compact?: boolean;
  /** In a bordered box of its own, as a page section. */
  framed?: boolean;
}

/**
 * What an empty list or dashboard says: what is missing, the next step and the button that takes
 * it. Every empty list uses it, so a new user is never left looking at a bare "No data".
 */
export function EmptyGuide({ title, description, action, compact, framed }: EmptyGuideProps) {
  const frame = framed ? ({ borderWidth: '1px', rounded: 'l3', bg: 'bg' } as const) : {};
  return (
    <EmptyState.Root size={compact ? 'sm' : 'md'} py={compact ? '4' : undefined} {...frame} data-testid={TEST_IDS.emptyGuide}>
      <EmptyState.Content>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title fontSize="md">{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="lg">{description}</EmptyState.Description>}
        </VStack>
        {action && (
          <HStack gap="2" wrap="wrap" justify="center" data-testid={TEST_IDS.emptyGuideAction}>
            {action}
          </HStack>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The button of a guide: a blue one that does the next step, or a link to where it is done. */
export function GuideAction({ label, onClick, to, secondary }: { label: string; onClick?(): void; to?: string; secondary?: boolean }) {
  const look = { size: 'sm', colorPalette: 'blue', variant: secondary ? 'outline' : 'solid' } as const;
  if (to) {
    return (
      <Button asChild {...look}>
        <Link to={to}>{label}</Link>
      </Button>
    );
  }
  return (
    <Button {...look} onClick={onClick}>
      {label}
    </Button>
  );
}
