import { useSubscription } from '@apollo/client/react';
import { ShellSessionRevokedDocument } from '../../gql/graphql';
import { endSession, type SessionNotice } from '../../lib/session-store';

/** How each server revocation reason is explained on the sign-in page. */
const REVOCATION_NOTICES: Readonly<Record<string, SessionNotice>> = {
  replaced: 'otherDevice',
  logout: 'signedOut',
  admin: 'expired',
  locked: 'locked',
  expired: 'expired',
};

/**
 * Ends the session as soon as the server revokes it, e.g. when the same user signs in on
 * another device (spec §4 other-device state), instead of at the next request.
 */
export function SessionWatcher() {
  useSubscription(ShellSessionRevokedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const reason = data.data?.sessionRevoked.reason;
      if (reason) endSession(REVOCATION_NOTICES[reason] ?? 'expired');
    },
  });
  return null;
}
