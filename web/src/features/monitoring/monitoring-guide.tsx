import { useTranslation } from 'react-i18next';
import { GuideAction, type EmptyGuideProps } from '../../components/empty-guide';
import type { TranslationKey } from '../../i18n/i18n';
import { withAccount } from './account-link';

export const APP_LIST_PATH = '/Monitoring/appManage/appList';
export const SDK_GUIDE_PATH = '/monitoringSdkConfig/list';

/**
 * What an empty monitoring list or dashboard says: nothing has been reported yet, which comes
 * from apps carrying the SDK, with the way to add an app and to the SDK's integration settings.
 */
export function useMonitoringGuide(title: TranslationKey, accountId: string | null): EmptyGuideProps {
  const { t } = useTranslation();
  return {
    title: t(title),
    description: t('monitoring.emptyGuide.description'),
    action: (
      <>
        <GuideAction label={t('monitoring.emptyGuide.addApp')} to={withAccount(APP_LIST_PATH, accountId)} />
        <GuideAction label={t('monitoring.emptyGuide.sdk')} to={withAccount(SDK_GUIDE_PATH, accountId)} secondary />
      </>
    ),
  };
}
