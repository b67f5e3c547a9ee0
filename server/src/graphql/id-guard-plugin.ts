import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { NotFoundError } from '../lib/errors';
import { isUuid } from '../lib/validation';

/**
 * `extensions` of an `ID` argument or input field whose rows key on bigserial numbers (events,
 * queues): digits pass for it. Every other `ID` must be a UUID, or the field answers "not
 * found" before its resolver runs.
 */
export const INTEGER_ID = { idKind: 'integer' } as const;

const INTEGER = /^[0-9]{1,18}$/;

/** Whether one coerced value holds an `ID` that is not of its form (see `assertIdArguments`). */
function hasBadId(holder: GraphQLArgument | GraphQLInputField, type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return hasBadId(holder, type.ofType, value);
  if (isListType(type)) return Array.isArray(value) ? value.some((item) => hasBadId(holder, type.ofType, item)) : hasBadId(holder, type.ofType, value);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return Object.entries(value as Record<string, unknown>).some(([key, inner]) => fields[key] !== undefined && hasBadId(fields[key], fields[key].type, inner));
  }
  // An empty id is left to the service: it answers the spec's '{field} cannot be empty'.
  if (getNamedType(type).name !== 'ID' || value === '') return false;
  return holder.extensions?.idKind === INTEGER_ID.idKind ? !INTEGER.test(String(value)) : !isUuid(String(value));
}

/**
 * Throws "not found" when an `ID` argument (or input field, at any depth) is not a UUID — or not
 * an integer, for the `INTEGER_ID` ones — exactly as for an id of another account. `IdGuardPlugin`
 * runs it inside every resolver, so fields with typed errors answer an AppError.
 */
export function assertIdArguments(definitions: readonly GraphQLArgument[], args: Record<string, unknown>): void {
  for (const arg of definitions) if (hasBadId(arg, arg.type, args[arg.name])) throw new NotFoundError();
}

/**
 * Checks every field's `ID` arguments before its resolver runs (see `assertIdArguments`). It is
 * the last plugin, so its resolver wrapper is the innermost: the errors plugin turns its "not
 * found" into the field's typed AppError result, and auth scopes are checked first.
 */
class IdGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      assertIdArguments(info.parentType.getFields()[info.fieldName].args, args as Record<string, unknown>);
      return resolver(parent, args, context, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      rampartIdGuard: IdGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('rampartIdGuard', IdGuardPlugin);
