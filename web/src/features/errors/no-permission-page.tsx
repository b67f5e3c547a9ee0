import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { LockIcon } from '../../components/ui/icons';
import { ErrorState } from './error-state';

/** Shown in the shell in place of a page the user's product access or codes do not allow. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return <ErrorState icon={<LockIcon />} title={t('errorPages.noPermission.title')} description={t('errorPages.noPermission.description')} testId={TEST_IDS.noPermissionPage} />;
}
