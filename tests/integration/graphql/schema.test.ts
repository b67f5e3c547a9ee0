import fs from 'node:fs';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../../../server/src/graphql/print-schema';
import { schema } from '../../../server/src/graphql/schema';

describe('GraphQL schema', () => {
  it('gives every root field an auth scope (or an explicit public marker)', () => {
    const unscoped: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const options = field.extensions?.pothosOptions as { authScopes?: Record<string, unknown> } | undefined;
        const scopes = options?.authScopes;
        if (!scopes || typeof scopes !== 'object' || Object.keys(scopes).length === 0) unscoped.push(`${root.name}.${field.name}`);
      }
    }
    expect(unscoped).toEqual([]);
  });

  it('schema/schema.graphql is the printed schema (run `npm run codegen` when this fails)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});
