import type { AuthScopes } from './builder';

/** Who may call a field: one of the builder's auth scopes (a permission code, `authenticated`, …). */
type Scopes = Partial<AuthScopes>;

/**
 * The head every root query field shares: its type, who may read it and, where it needs one,
 * what it answers. The auth scope is a required argument, so a field cannot be written without one.
 */
export function readOf<Type>(type: Type, authScopes: Scopes, description?: string) {
  return { type, authScopes, ...(description === undefined ? {} : { description }) };
}

/** The head of a mutation: as {@link readOf}, plus typed error results (`... on AppError`). */
export function changeOf<Type>(type: Type, authScopes: Scopes, description?: string) {
  return { ...readOf(type, authScopes, description), errors: {} };
}
