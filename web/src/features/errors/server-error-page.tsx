import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { useDocumentTitle } from '../../app/use-document-title';
import { AlertIcon } from '../../components/ui/icons';
import { ErrorState } from './error-state';

/** /500 (spec §2). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle('routes.serverError');
  return (
    <ErrorState
      fullPage
      icon={<AlertIcon />}
      code={t('errorPages.serverError.code')}
      title={t('routes.serverError')}
      description={t('errorPages.serverError.description')}
      testId={TEST_IDS.serverErrorPage}
    />
  );
}
