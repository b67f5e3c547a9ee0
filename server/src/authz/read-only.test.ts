import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema';
import { ReadOnlyError } from '../lib/errors';
import { Actor } from './actor';
import { assertMutationAllowed, assertRestAllowed, READ_ONLY_MUTATIONS } from './read-only';

const actor = (readOnly: boolean) => new Actor({ id: 'u', username: 'u', readOnly }, { id: 'a', name: 'a', isSystem: false }, [], false, null);

describe('the read-only guard', () => {
  it('names only mutations that exist', () => {
    const mutations = schema.getMutationType()!.getFields();
    for (const name of READ_ONLY_MUTATIONS) expect(mutations[name], name).toBeDefined();
  });

  it('refuses other mutations and state-changing REST calls to read-only users only', () => {
    expect(() => assertMutationAllowed(actor(true), 'createUser')).toThrow(ReadOnlyError);
    expect(() => assertMutationAllowed(actor(true), 'changePassword')).not.toThrow();
    expect(() => assertMutationAllowed(actor(false), 'createUser')).not.toThrow();
    expect(() => assertMutationAllowed(null, 'createUser')).not.toThrow();
    expect(() => assertRestAllowed(actor(true), 'POST', '/api/harden/policy/add')).toThrow(ReadOnlyError);
    expect(() => assertRestAllowed(actor(true), 'POST', '/api/scan/job/list')).not.toThrow();
    expect(() => assertRestAllowed(actor(true), 'GET', '/api/operateLog/export')).not.toThrow();
    expect(() => assertRestAllowed(actor(true), 'PATCH', '/api/file/upload/*')).toThrow(ReadOnlyError);
    expect(() => assertRestAllowed(actor(false), 'POST', '/api/harden/policy/add')).not.toThrow();
  });
});
