import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { NoPermissionPage } from '../features/errors/no-permission-page';
import { useSession } from '../lib/session-store';
import type { TranslationKey } from '../i18n/i18n';
import { lazyPage } from './lazy-page';
import { isAllowed, type Access } from './menu';
import type { ShellPageComponent } from './pages';
import { PageLoading } from './page-loading';
import { useDocumentTitle } from './use-document-title';

const PlaceholderPage = lazyPage(() => import('../features/placeholder/placeholder-page'), 'PlaceholderPage');

interface ShellPageProps {
  title: TranslationKey;
  access?: Access;
  /** The built page, or the placeholder when absent. */
  page?: ShellPageComponent;
}

/**
 * A page of the shell: checks the user's access (spec §6), names the tab and loads the page's
 * chunk.
 */
export function ShellPage({ title, access, page: Page }: ShellPageProps) {
  useDocumentTitle(title);
  const { user } = useSession();
  const { pathname } = useLocation();
  if (access && !(user && isAllowed(access, user))) return <NoPermissionPage />;
  return (
    // A boundary per path, so a page that is still loading shows the spinner and holds the bar.
    <Suspense key={pathname} fallback={<PageLoading />}>
      {Page ? <Page /> : <PlaceholderPage title={title} />}
    </Suspense>
  );
}
