import { ReadOnlyError } from '../lib/errors';
import type { Actor } from './actor';

/**
 * What a read-only user (spec §6 "a read-only flag exists on the user") may change: its own
 * session, password, second factor, profile and notice inbox. Everything else that changes state is refused
 * with `user.readOnly`, whatever the user's role allows; reading is governed by the role alone.
 *
 * The two lists are checked centrally: every GraphQL mutation (`read-only-plugin.ts`) and every
 * authenticated REST call that is not a plain read (`app.ts`), so a new mutation or route is
 * refused for read-only users until it is named here.
 */
export const READ_ONLY_MUTATIONS: ReadonlySet<string> = new Set([
  'login',
  'completeMfaLogin',
  'logout',
  'changePassword',
  'startMfaEnrolment',
  'confirmMfaEnrolment',
  'disableMfa',
  'updateProfile',
  // Their own inbox: what they have read is their own state, not the account's.
  'markNoticeRead',
  'markAllNoticesRead',
]);

/**
 * REST routes (as registered, with the /api prefix) that a read-only user may still POST to:
 * the self-service ones above, and the spec's reads that use POST (`scan/job/list`…).
 */
export const READ_ONLY_REST_ROUTES: ReadonlySet<string> = new Set([
  '/api/index/logout',
  '/api/index/verifyAuth',
  '/api/index/changePassword',
  '/api/user/updateUser',
  '/api/user/avatar',
  '/api/user/mfa/start',
  '/api/user/mfa/confirm',
  '/api/user/mfa/disable',
  '/api/scan/job/list',
  '/api/scan/job/get',
  '/api/harden/job/list',
  '/api/harden/job/get',
  '/api/harden/policy/list',
  '/api/harden/policy/get',
  '/api/harden/keystore/list',
]);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a GraphQL mutation to a read-only caller unless it is one of {@link READ_ONLY_MUTATIONS}. */
export function assertMutationAllowed(actor: Actor | null, fieldName: string): void {
  if (actor?.user.readOnly && !READ_ONLY_MUTATIONS.has(fieldName)) throw new ReadOnlyError();
}

/** Refuses a REST call that changes state to a read-only caller unless its route is one of {@link READ_ONLY_REST_ROUTES}. */
export function assertRestAllowed(actor: Actor | null, method: string, route: string | undefined): void {
  if (!actor?.user.readOnly || READ_METHODS.has(method.toUpperCase())) return;
  if (route && READ_ONLY_REST_ROUTES.has(route)) return;
  throw new ReadOnlyError();
}
