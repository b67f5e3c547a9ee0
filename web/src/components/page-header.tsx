import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';

interface PageHeaderProps {
  /** The heading; the current route's title by default. */
  title?: string;
  description?: string;
  /** Buttons on the title's line, at the end. */
  actions?: ReactNode;
  /** The page's main action (create, submit), drawn last as its blue button. */
  primary?: { label: string; onClick(): void; testId: string };
}

/** The title key the route table gives the page shown (its last match's handle). */
function useRouteTitle(): TranslationKey | undefined {
  const handle = useMatches().at(-1)?.handle;
  return typeof handle === 'object' && handle !== null && 'title' in handle ? (handle as { title: TranslationKey }).title : undefined;
}

/** A page's title line: the heading tests find by `pageTitle`, a description and actions. */
export function PageHeader({ title, description, actions, primary }: PageHeaderProps) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  return (
    <HStack justify="space-between" align="start" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl" data-testid={TEST_IDS.pageTitle}>
          {title ?? (routeTitle ? t(routeTitle) : '')}
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
