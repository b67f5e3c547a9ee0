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
  /** Users must enrol a second factor; those who have not are told to (`mfaEnrolmentRequired`). */
  mfaRequired: boolean;
  /** Days without sign-in after which sign-in locks the user; 0 = never. */
  lockAfterInactiveDays: number;
}

/** The failure count at which a user locks (0 in the settings means never). */
export function lockThreshold(policy: Pick<SignInPolicy, 'lockAfterFailures'>): number {
  // The count is an int4 column, so "never" is the largest int4 rather than a bigger number
  // PostgreSQL would refuse to compare with it.
  return policy.lockAfterFailures > 0 ? policy.lockAfterFailures : 2 ** 31 - 1;
}
