import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { useDocumentTitle } from '../../app/use-document-title';
import { CompassIcon } from '../../components/ui/icons';
import { ErrorState } from './error-state';

/** /404, where every unknown path lands (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle('routes.notFound');
  return (
    <ErrorState
      fullPage
      icon={<CompassIcon />}
      code={t('errorPages.notFound.code')}
      title={t('routes.notFound')}
      description={t('errorPages.notFound.description')}
      testId={TEST_IDS.notFoundPage}
    />
  );
}
