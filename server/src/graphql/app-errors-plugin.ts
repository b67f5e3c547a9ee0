import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Context } from '../context';
import { message, type Lang } from '../i18n/messages';
import { AppError, asConstraintViolation, asServiceUnavailable } from '../lib/errors';

/** A GraphQL error made from an AppError: meant for the caller, so never masked. */
class AppGraphQLError extends GraphQLError {}

export function isAppGraphQLError(error: unknown): boolean {
  return error instanceof AppGraphQLError || (error instanceof GraphQLError && error.originalError instanceof AppError);
}

/**
 * The `503` GraphQL error for an unreachable database or Redis (see `asServiceUnavailable`),
 * in `lang`, with the HTTP status and `Retry-After` Yoga answers with; null for other errors.
 * Also for failures outside execution, such as building the request's context.
 */
export function serviceUnavailableGraphQLError(error: unknown, lang: Lang, at?: Pick<GraphQLError, 'nodes' | 'path'>): GraphQLError | null {
  const unavailable = asServiceUnavailable(error instanceof GraphQLError && error.originalError ? error.originalError : error);
  if (!unavailable) return null;
  return new AppGraphQLError(message(lang, unavailable.messageKey), {
    nodes: at?.nodes,
    path: at?.path,
    originalError: unavailable,
    extensions: { code: unavailable.code, http: { status: 503, headers: { 'Retry-After': String(unavailable.retryAfterSeconds) } } },
  });
}

function localize(result: ExecutionResult, contextValue: unknown): ExecutionResult {
  const ctx = contextValue as Context;
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const original = asConstraintViolation(error.originalError) ?? error.originalError;
      const unavailable = serviceUnavailableGraphQLError(original, ctx.lang, error);
      if (unavailable) return unavailable;
      if (!(original instanceof AppError)) {
        // Yoga masks it as "Unexpected error."; the log keeps the cause.
        if (original && !(original instanceof GraphQLError)) ctx.deps.logger.error({ err: original, path: error.path?.join('.') }, 'unexpected GraphQL error');
        return error;
      }
      return new AppGraphQLError(message(ctx.lang, original.messageKey, original.params), {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: original.code, ...(original.data ? { data: original.data } : {}) },
      });
    }),
  };
}

/**
 * AppErrors that reach the top level (auth failures, not-found…) become GraphQL errors with
 * `extensions.code` and the message in the caller's language; other errors stay masked.
 */
export function useAppErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ args, result, setResult }) => {
        if (Symbol.asyncIterator in result) return;
        setResult(localize(result, args.contextValue));
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ args, result, setResult }) => {
        if (!(Symbol.asyncIterator in result)) setResult(localize(result, args.contextValue));
        return {
          onNext: ({ result: next, setResult: setNext }) => setNext(localize(next, args.contextValue)),
        };
      },
    }),
  };
}
