/** Spec §5: a username is 4-50 English letters, digits or printable ASCII symbols, no blanks. */
export const USERNAME = /^[\x21-\x7E]{4,50}$/;

/** A loose email check; the server has the last word. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: at most this many items in one batch action. */
export const BATCH_LIMIT = 100;
