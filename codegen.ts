import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app: schema/schema.graphql + web/src/**\/*.graphql → web/src/gql/. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // The server's DateTime scalar serialises to an ISO 8601 string.
        scalars: { DateTime: 'string' },
      },
    },
    // Apollo's cache matches a fragment on an interface (DeviceFacts) only with its possible types.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3 },
    },
  },
};

export default config;
