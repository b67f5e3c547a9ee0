import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import type { Context } from '../context';
import { message } from '../i18n/messages';
import { AppError, UnauthenticatedError } from '../lib/errors';
import './id-guard-plugin';
import './read-only-plugin';
import { mayEnrol } from '../authz/mfa-enrolment';
import { requirementText, type PermissionRequirement } from '../../../common/permissions';

export interface AuthScopes {
  /** Explicitly open to anyone, signed in or not. */
  public: boolean;
  authenticated: boolean;
  /**
   * Signed in, or holding a session that may only enrol a second factor (the account requires
   * MFA and the user has none): the enrolment calls and sign-out.
   */
  enrolment: boolean;
  systemAdmin: boolean;
  /** A permission code the caller must hold, or a list of alternatives; a misspelt code does not compile. */
  can: PermissionRequirement;
}

/** The permission codes a refused auth check asked for (`can` scopes at any depth): a licence-withheld code explains itself. */
function refusedCodes(failure: AuthFailure): string[] {
  if ('failures' in failure) return failure.failures.flatMap(refusedCodes);
  if (failure.kind === 'AuthScope' && failure.scope === 'can') return [requirementText(failure.parameter as PermissionRequirement)];
  return [];
}

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  // graphql-js hands every ID argument to resolvers as a string, whatever the client sent.
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date | string };
    JSONObject: { Input: object; Output: object };
  };
}>({
  // The id guard comes last: its resolver wrapper is the innermost (see id-guard-plugin.ts).
  // The read-only guard wraps inside the errors plugin too: its refusal is a typed AppError.
  plugins: [ScopeAuthPlugin, RelayPlugin, ErrorsPlugin, DataloaderPlugin, 'rampartReadOnly', 'rampartIdGuard'],
  relay: { clientMutationId: 'omit', cursorType: 'String' },
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      authenticated: ctx.actor !== null,
      enrolment: mayEnrol(ctx),
      systemAdmin: ctx.actor?.isSystemAdmin === true,
      can: (requirement: PermissionRequirement) => ctx.actor?.can(requirement) === true,
    }),
    unauthorizedError: (_parent, ctx, _info, result) => (ctx.actor ? ctx.actor.refusal(refusedCodes(result.failure).join('|')) : (ctx.authError ?? new UnauthenticatedError())),
  },
  errors: { defaultTypes: [AppError] },
});

/**
 * Instants go out as ISO 8601 strings in UTC, whether a row holds a `Date` or the string a
 * subscription's payload carries after crossing Redis pub/sub.
 */
builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string in UTC, e.g. `2026-01-31T08:00:00.000Z`.',
  serialize: (value) => new Date(value).toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** Typed error result: a stable code and the message in the caller's language. */
builder.objectType(AppError, {
  name: 'AppError',
  fields: (t) => ({
    code: t.exposeString('code'),
    reason: t.exposeString('messageKey', {
      description: 'What went wrong as a stable key (usernameTaken, passwordRelated…): a form puts the message at the field it names.',
    }),
    message: t.string({ resolve: (err, _args, ctx) => message(ctx.lang, err.messageKey, err.params) }),
  }),
});
