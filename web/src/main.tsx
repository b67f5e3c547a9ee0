import 'nprogress/nprogress.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';
import { initI18n, storedLanguage } from './i18n/i18n';

/** Reads the runtime config, starts i18n in the remembered or platform language (spec §9), renders. */
async function bootstrap(): Promise<void> {
  const config = await loadRuntimeConfig();
  await initI18n(storedLanguage() ?? config.platform);
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
