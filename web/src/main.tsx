import 'nprogress/nprogress.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/app-providers';
import { createAppRouter, preloadRoute } from './app/router';
import { verifySession } from './features/auth/session-actions';
import { getSession } from './lib/session-store';
import { loadRuntimeConfig } from './app/runtime-config';
import { initI18n, storedLanguage } from './i18n/i18n';

/** Loads the first screen's chunks, reads the runtime config, starts i18n in the remembered or platform language (spec §9), checks a stored token, renders. */
async function bootstrap(): Promise<void> {
  const signedIn = getSession().status === 'unverified';
  preloadRoute(window.location.pathname, signedIn);
  const config = await loadRuntimeConfig();
  await initI18n(storedLanguage() ?? config.platform);
  // The stored token is checked now, not after the first render asks for it.
  if (signedIn) void verifySession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config} client={createApolloClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
