import type { Actor } from './actor';
import type { Context } from '../context';
import { UnauthenticatedError } from '../lib/errors';

/**
 * The answer (401) to a session that may only enrol a second factor: the account requires MFA
 * and its user signed in without one. Every field and path refuses it like a missing session;
 * the enrolment calls (and sign-out) take its `actor` through `enrolmentActor`.
 */
export class MfaEnrolmentPendingError extends UnauthenticatedError {
  constructor(
    /** The session's user, holding no permission codes. */
    readonly actor: Actor,
  ) {
    super('mfaEnrolmentRequired');
  }
}

/** Whether the request may make an enrolment call: signed in, or waiting for enrolment. */
export function mayEnrol(ctx: Pick<Context, 'actor' | 'authError'>): boolean {
  return ctx.actor !== null || ctx.authError instanceof MfaEnrolmentPendingError;
}

/**
 * The caller of an enrolment call (start, confirm, sign-out): the signed-in actor or the user
 * of a session waiting for enrolment. Anyone else gets the authentication error.
 */
export function enrolmentActor(ctx: Pick<Context, 'actor' | 'authError'>): Actor {
  if (ctx.actor) return ctx.actor;
  if (ctx.authError instanceof MfaEnrolmentPendingError) return ctx.authError.actor;
  throw ctx.authError ?? new UnauthenticatedError();
}
