import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { StatusAlert } from '../../components/error-alert';
import { useSession } from '../../lib/session-store';

/**
 * Tells a read-only user (spec §6) on every page that they can look but not change anything
 * (but their own password, MFA and profile); the server refuses the changes either way.
 */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.readOnly) return null;
  return (
    <Box mb="6">
      <StatusAlert status="info" title={t('shell.readOnly')} testId={TEST_IDS.readOnlyBanner} />
    </Box>
  );
}
