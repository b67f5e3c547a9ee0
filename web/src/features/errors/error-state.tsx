import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';

interface ErrorStateProps {
  icon: ReactElement;
  /** A status code shown above the title, e.g. 404. */
  code?: string;
  title: string;
  description: string;
  testId: string;
  /** Replaces the default "Back to home" link. */
  action?: ReactElement;
  /** Fills the viewport (stand-alone pages) instead of the page area of the shell. */
  fullPage?: boolean;
}

/** The common look of the error and no-permission pages. */
export function ErrorState({ icon, code, title, description, testId, action, fullPage = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Center minH={fullPage ? '100vh' : '60vh'} px="6" data-testid={testId}>
      <Stack align="center" textAlign="center" gap="4" maxW="md">
        <Center boxSize="16" rounded="full" bg="blue.subtle" color="blue.fg" fontSize="3xl">
          {icon}
        </Center>
        {code && (
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color="fg.muted">
            {code}
          </Text>
        )}
        <Heading as="h1" size="xl" data-testid={TEST_IDS.pageTitle}>
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <Box pt="2">
          {action ?? (
            <Button asChild colorPalette="blue">
              <Link to="/">{t('common.backHome')}</Link>
            </Button>
          )}
        </Box>
      </Stack>
    </Center>
  );
}
