import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context';
import type { LiveSession } from './live-session';
import { isAppGraphQLError, serviceUnavailableGraphQLError, useAppErrors } from './app-errors-plugin';
import { useInputGuard } from './input-guard-plugin';
import { useOperationMetrics } from './metrics-plugin';
import type { Metrics } from '../platform/metrics';
import { parseLang } from '../i18n/messages';
import { schema } from './schema';

export type ContextBuilder = (input: {
  headers: Record<string, string | string[] | undefined>;
  ip: string | null;
  connectionAuthorization?: string;
  /** A graphql-ws connection's shared session check; absent → one for this request. */
  live?: LiveSession;
}) => Promise<Context>;

/**
 * GraphQL Yoga over the Pothos schema, with query limits (depth, aliases, tokens, cost) and
 * introspection and GraphiQL only outside production.
 */
export function createGraphQL(options: {
  isProduction: boolean;
  buildContext: ContextBuilder;
  /** Exact origins allowed cross-origin (credentials included); every other origin gets no CORS headers. */
  corsOrigins: readonly string[];
  /** Operation latencies go here when metrics are on. */
  metrics?: Metrics | null;
}): YogaServerInstance<Record<string, unknown>, Context> {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: 10 },
      maxAliases: { n: 15 },
      maxTokens: { n: 2000 },
      maxDirectives: { n: 20 },
      costLimit: { maxCost: 5000 },
      blockFieldSuggestion: { enabled: options.isProduction },
    }),
    useAppErrors(),
    useInputGuard(),
  ];
  if (options.isProduction) plugins.push(disableIntrospection());
  if (options.metrics) plugins.push(useOperationMetrics(options.metrics));
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.isProduction,
    landingPage: false,
    // Same-origin unless allow-listed: Yoga's default reflects any Origin (even `null`).
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !options.corsOrigins.includes(origin)) return false;
      return {
        origin,
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['authorization', 'content-type', 'lang', 'timezone', 'x-api-key', 'x-api-secret', 'x-rampart-client'],
        maxAge: 600,
      };
    },
    plugins,
    logging: false,
    // AppErrors are meant for the caller: useAppErrors localizes them. Everything else is masked.
    maskedErrors: {
      maskError: (error, message, isDev) => (isAppGraphQLError(error) ? (error as Error) : maskError(error, message, isDev)),
    },
    context: async ({ request, req }: { request: Request; req?: { ip?: string } }) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      // Building the context reads the session: an unreachable database answers 503, not a masked 500.
      return options.buildContext({ headers, ip: req?.ip ?? null }).catch((err: unknown) => {
        throw serviceUnavailableGraphQLError(err, parseLang(headers['lang'])) ?? err;
      });
    },
  });
}

function disableIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}
