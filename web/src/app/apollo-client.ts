import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import { createClient } from 'graphql-ws';
import { LOCKED_CODE, OTHER_DEVICE_CODE, applySessionCode, requestHeaders } from '../lib/api-client';
import { getSession, subscribeSession } from '../lib/session-store';
import { currentLanguage } from '../i18n/i18n';
import possibleTypes from '../gql/possible-types';

const GRAPHQL_PATH = '/graphql';

/**
 * The server closes the subscription socket with this code when the session ends (sign-out,
 * password change, disabled, locked, expired); the close reason is the session code.
 */
const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Whether a GraphQL code means the session is over (spec §8): "401" (none, expired or revoked),
 * "602" (signed in elsewhere) or account.locked.0023. A GraphQL "403" refuses one field or action
 * to a session that stays valid (the server answers every session problem with one of these
 * three), so it is shown where it happened rather than signing the user out.
 */
function endsSession(code: unknown): code is string {
  return code === '401' || code === OTHER_DEVICE_CODE || code === LOCKED_CODE;
}

/** The session code of an answer refused for want of a valid session, at the top level. */
function sessionCode(error: unknown): string | undefined {
  if (ServerError.is(error)) return error.statusCode === 401 ? '401' : undefined;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(endsSession);
}

/**
 * The session code of a mutation answered with its typed `AppError` member (the errors plugin
 * turns a session refused inside a mutation into its result, not a top-level error).
 */
export function resultSessionCode(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const value of Object.values(data as Record<string, unknown>)) {
    const member = value as { __typename?: unknown; code?: unknown } | null;
    if (member && typeof member === 'object' && member.__typename === 'AppError' && endsSession(member.code)) return member.code;
  }
  return undefined;
}

/**
 * GraphQL over HTTP for queries and mutations and graphql-ws for subscriptions, both on
 * /graphql with the headers of the REST client. The cache is emptied when the session ends.
 */
export function createApolloClient(): ApolloClient {
  const http = ApolloLink.from([new SetContextLink((previous) => ({ headers: { ...previous.headers, ...requestHeaders() } })), new HttpLink({ uri: GRAPHQL_PATH })]);
  const ws = new GraphQLWsLink(
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`,
      lazy: true,
      on: {
        closed: (event) => {
          const { code, reason } = event as { code?: number; reason?: string };
          // Only while still signed in: after signing out here, the close is old news.
          if (code === SESSION_ENDED_CLOSE_CODE && getSession().token !== null) applySessionCode(reason && endsSession(reason) ? reason : '401');
        },
      },
      connectionParams: () => {
        const { token } = getSession();
        return { ...(token ? { authorization: `Bearer ${token}` } : {}), lang: currentLanguage() };
      },
    }),
  );
  const client = new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    link: ApolloLink.from([
      new ErrorLink(({ error }) => {
        const code = sessionCode(error);
        if (code) applySessionCode(code);
      }),
      new ApolloLink((operation, forward) =>
        forward(operation).pipe(
          map((result) => {
            const code = resultSessionCode(result.data);
            if (code && getSession().token !== null) applySessionCode(code);
            return result;
          }),
        ),
      ),
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    ]),
  });

  let signedIn = getSession().token !== null;
  subscribeSession(() => {
    const hasToken = getSession().token !== null;
    if (signedIn && !hasToken) void client.clearStore();
    signedIn = hasToken;
  });
  return client;
}
