import { useQuery } from '@apollo/client/react';
import { ShellViewerDocument } from '../../gql/graphql';
import type { UserInfo } from '../../lib/session-store';

interface DisplayName {
  name: string;
  accountName: string;
}

/** The header's name for the user: the viewer from GraphQL, or the REST user info until it answers. */
export function useDisplayName(user: UserInfo): DisplayName {
  const { data } = useQuery(ShellViewerDocument);
  const viewer = data?.viewer;
  return {
    name: viewer?.realname || viewer?.username || user.realname || user.username,
    accountName: viewer?.accountName ?? user.accountName,
  };
}
