/** Spec §5: an account name is 4-100 letters, digits, - or _. */
export const ACCOUNT_NAME = /^[A-Za-z0-9_-]{4,100}$/;

/** The server's rule for a key identifier: 2-64 letters, digits, - or _. */
export const KEY_IDENTIFIER = /^[A-Za-z0-9_-]{2,64}$/;
