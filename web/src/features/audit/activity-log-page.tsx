import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session-store';
import { ActivityLogView } from './activity-log-view';

/** /manage/systemmanage/operatelog: the account's activity log (every account for system super admins). */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Stack gap="6">
      <PageHeader description={t('audit.description')} />
      <ActivityLogView showAccount={user?.isSystemAdmin} />
    </Stack>
  );
}
