/** The sign-in rules in force for an account, derived from its security settings. */
export interface SignInPolicy {
  /** Consecutive wrong passwords that lock the user; 0 = never. */
  lockAfterFailures: number;
  /** A new sign-in revokes the user's other sessions (spec §9). */
  prohibitMultiLocation: boolean;
  /** A session unused this long ends. */
  idleSeconds: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteSeconds: number;
}
