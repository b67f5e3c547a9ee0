import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { OTHER_DEVICE_CODE, applySessionCode, requestHeaders } from '../lib/api-client';
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
 * The session code of an answer refused for want of a valid session: "401", or "602" when the
 * user signed in elsewhere. A GraphQL "403" is a field the user may not read, not a lost session.
 */
function sessionCode(error: unknown): string | undefined {
  if (ServerError.is(error)) return error.statusCode === 401 ? '401' : undefined;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const codes = error.errors.map((e) => e.extensions?.code);
  return codes.find((code): code is string => code === '401' || code === OTHER_DEVICE_CODE);
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
          if (code === SESSION_ENDED_CLOSE_CODE && getSession().token !== null) applySessionCode(reason === OTHER_DEVICE_CODE ? OTHER_DEVICE_CODE : '401');
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
