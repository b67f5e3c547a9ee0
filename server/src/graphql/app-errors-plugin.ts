import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Context } from '../context';
import { message } from '../i18n/messages';
import { AppError } from '../lib/errors';

/** A GraphQL error made from an AppError: meant for the caller, so never masked. */
class AppGraphQLError extends GraphQLError {}

export function isAppGraphQLError(error: unknown): boolean {
  return error instanceof AppGraphQLError || (error instanceof GraphQLError && error.originalError instanceof AppError);
}

function localize(result: ExecutionResult, contextValue: unknown): ExecutionResult {
  const ctx = contextValue as Context;
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const original = error.originalError;
      if (!(original instanceof AppError)) return error;
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
