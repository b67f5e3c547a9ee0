import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import type { PropsWithChildren } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RuntimeConfigContext, type RuntimeConfig } from './runtime-config';
import { system } from './theme';

interface AppProvidersProps {
  config: RuntimeConfig;
  client: ApolloClient;
}

/** Design system, translations, GraphQL client and runtime config for the whole app. */
export function AppProviders({ config, client, children }: PropsWithChildren<AppProvidersProps>) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18next}>
        <ApolloProvider client={client}>
          <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
        </ApolloProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
