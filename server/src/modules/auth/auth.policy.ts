/**
 * The sign-in rules in force for an account. Fixed values until the security settings screen
 * stores them per account.
 */
export interface SignInPolicy {
  /** Consecutive wrong passwords that lock the user. */
  lockAfterFailures: number;
  /** A new sign-in revokes the user's other sessions (spec §9). */
  prohibitMultiLocation: boolean;
  /** A session unused this long ends. */
  idleSeconds: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteSeconds: number;
}

export function defaultSignInPolicy(config: { RAMPART_SESSION_IDLE_MINUTES: number; RAMPART_SESSION_MAX_HOURS: number }): SignInPolicy {
  return {
    lockAfterFailures: 5,
    prohibitMultiLocation: true,
    idleSeconds: config.RAMPART_SESSION_IDLE_MINUTES * 60,
    absoluteSeconds: config.RAMPART_SESSION_MAX_HOURS * 3600,
  };
}
