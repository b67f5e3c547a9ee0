import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { useDocumentTitle } from '../../app/use-document-title';
import { AlertIcon, CompassIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';

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

/** The stand-alone status pages: what each shows and what tests find it by. */
const STATUS_PAGES = {
  notFound: { icon: <CompassIcon />, title: 'routes.notFound', code: 'errorPages.notFound.code', description: 'errorPages.notFound.description', testId: TEST_IDS.notFoundPage },
  serverError: {
    icon: <AlertIcon />,
    title: 'routes.serverError',
    code: 'errorPages.serverError.code',
    description: 'errorPages.serverError.description',
    testId: TEST_IDS.serverErrorPage,
  },
} satisfies Record<string, { icon: ReactElement; title: TranslationKey; code: TranslationKey; description: TranslationKey; testId: string }>;

/** A full-page status (/404, /500) that also names the browser tab. */
export function StatusPage({ status }: { status: keyof typeof STATUS_PAGES }) {
  const { t } = useTranslation();
  const page = STATUS_PAGES[status];
  useDocumentTitle(page.title);
  return <ErrorState fullPage icon={page.icon} code={t(page.code)} title={t(page.title)} description={t(page.description)} testId={page.testId} />;
}
