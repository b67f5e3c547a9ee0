import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homePath } from '../../app/menu';
import { isBuiltPath } from '../../app/routes';
import { TEST_IDS } from '../../app/testids';
import { useSession } from '../../lib/session-store';
import { ClockIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';

interface PlaceholderPageProps {
  title: TranslationKey;
}

/**
 * A page whose capability is not built yet: its title, a clear "not yet available" notice and
 * the way back to the user's home page. The menu does not lead here; a bookmark or link may.
 */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = t(title);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" data-testid={TEST_IDS.pageTitle}>
        {name}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderColor="border" rounded="l3" px={{ base: '6', md: '10' }} py="16" data-testid={TEST_IDS.placeholder}>
        <Stack align="center" textAlign="center" gap="3" maxW="lg" mx="auto">
          <Box color="blue.fg" bg="blue.subtle" rounded="full" p="4" fontSize="3xl" lineHeight="0">
            <ClockIcon />
          </Box>
          <Text fontSize="lg" fontWeight="semibold">
            {t('placeholder.notice', { title: name })}
          </Text>
          <Text color="fg.muted">{t('placeholder.description')}</Text>
          {user && (
            <Button asChild colorPalette="blue" variant="outline" mt="2" data-testid={TEST_IDS.placeholderHome}>
              <Link to={homePath(user, isBuiltPath)}>{t('placeholder.home')}</Link>
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
