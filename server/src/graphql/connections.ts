import type { SchemaTypes } from '@pothos/core';
import { builder } from './builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/** What every counted list answers besides its edges, so clients select paging once for all of them. */
const PagedConnection = builder.interfaceRef<object>('PagedConnection').implement({
  description: 'A page of a list: the cursors around it and how many items the whole list holds.',
  fields: (t) => ({
    pageInfo: t.field({ type: builder.pageInfoRef(), nullable: false, resolve: (connection) => (connection as unknown as { pageInfo: never }).pageInfo }),
    totalCount: t.int({ resolve: (connection) => (connection as { totalCount: number }).totalCount }),
  }),
});

/**
 * Options of a connection whose service counts the whole match (`lib/paging.ts` answers
 * `totalCount` beside the page): the connection type's name and its `totalCount` field.
 */
export function countedConnection(name: string, description?: string) {
  return {
    name,
    interfaces: [PagedConnection],
    fields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
      totalCount: t.int({ description, resolve: (connection) => (connection as { totalCount: number }).totalCount }),
    }),
  };
}
