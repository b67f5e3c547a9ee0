import { Center, Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { holdProgress } from './progress';

interface PageLoadingProps {
  /** Fills the viewport (start-up) instead of the page area. */
  fullPage?: boolean;
}

/** Shown while a page chunk loads or the session is verified; keeps the progress bar running. */
export function PageLoading({ fullPage = false }: PageLoadingProps) {
  const { t } = useTranslation();
  useEffect(() => holdProgress(), []);
  return (
    <Center minH={fullPage ? '100vh' : '50vh'}>
      <Spinner size="lg" color="blue.500" aria-label={t('common.loading')} />
    </Center>
  );
}
