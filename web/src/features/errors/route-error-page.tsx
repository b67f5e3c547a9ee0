import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '../../app/lazy-page';
import { TEST_IDS } from '../../app/testids';
import { AlertIcon, RefreshIcon } from '../../components/ui/icons';
import { ErrorState } from './error-state';

/** A page chunk that timed out (spec §8) or that the browser could not fetch. */
function isChunkFailure(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof TypeError && /dynamically imported module|module script/i.test(error.message));
}

/** What a route shows when rendering it throws: a load error for chunks, else the 500 page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkFailure(error);
  return (
    <ErrorState
      fullPage
      icon={<AlertIcon />}
      code={chunk ? undefined : t('errorPages.serverError.code')}
      title={chunk ? t('errorPages.loadFailed.title') : t('routes.serverError')}
      description={chunk ? t('errorPages.loadFailed.description') : t('errorPages.serverError.description')}
      testId={TEST_IDS.serverErrorPage}
      action={
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {t('common.reload')}
        </Button>
      }
    />
  );
}
