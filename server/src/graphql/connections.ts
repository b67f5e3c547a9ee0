import type { SchemaTypes } from '@pothos/core';
import type { builder } from './builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/**
 * Options of a connection whose service counts the whole match (`lib/paging.ts` answers
 * `totalCount` beside the page): the connection type's name and its `totalCount` field.
 */
export function countedConnection(name: string, description?: string) {
  return {
    name,
    fields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
      totalCount: t.int({ description, resolve: (connection) => (connection as { totalCount: number }).totalCount }),
    }),
  };
}
