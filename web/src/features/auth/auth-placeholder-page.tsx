import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { useDocumentTitle } from '../../app/use-document-title';
import { ClockIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';
import { AuthLayout } from './auth-layout';

interface AuthPlaceholderPageProps {
  title: TranslationKey;
}

/** A sign-up or password screen that is not built yet, reachable without a token. */
export function AuthPlaceholderPage({ title }: AuthPlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const name = t(title);
  return (
    <AuthLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl" data-testid={TEST_IDS.pageTitle}>
          {name}
        </Heading>
        <Stack gap="3" borderWidth="1px" rounded="l3" p="6" bg="bg.subtle" data-testid={TEST_IDS.placeholder}>
          <Box color="blue.fg" fontSize="2xl" lineHeight="0">
            <ClockIcon />
          </Box>
          <Text fontWeight="semibold">{t('placeholder.notice', { title: name })}</Text>
          <Text color="fg.muted">{t('placeholder.description')}</Text>
        </Stack>
        <Button asChild variant="outline">
          <Link to="/sign-in">{t('common.backToSignIn')}</Link>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
