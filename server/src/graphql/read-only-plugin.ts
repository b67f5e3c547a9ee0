import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { assertMutationAllowed } from '../authz/read-only';
import type { Context } from '../context';

/**
 * Refuses every mutation to a read-only user except the self-service ones (see
 * `authz/read-only.ts`), before its resolver runs. It wraps inside the errors plugin, so the
 * refusal is the mutation's typed AppError result (`user.readOnly`), and after the auth scopes.
 */
class ReadOnlyPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType !== 'Mutation') return resolver;
    return (parent, args, context, info) => {
      assertMutationAllowed((context as Context).actor, info.fieldName);
      return resolver(parent, args, context, info);
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      rampartReadOnly: ReadOnlyPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('rampartReadOnly', ReadOnlyPlugin);
