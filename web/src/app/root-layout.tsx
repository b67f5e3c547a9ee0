import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { AppearanceEffects } from './appearance';
import { NavigationEffects } from './navigation-effects';
import { PageLoading } from './page-loading';

/** Wraps every route: navigation effects, and a spinner while a top-level chunk loads. */
export function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <AppearanceEffects />
      <Suspense fallback={<PageLoading fullPage />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
