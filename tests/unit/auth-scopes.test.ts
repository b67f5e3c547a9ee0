import { describe, expect, it } from 'vitest';
import { satisfies, requirementText, type PermissionRequirement } from '../../common/permissions';
import { builder } from '../../server/src/graphql/builder';

/** Never called: `tsc` (in `npm run lint`) checks the field definitions below. */
export function fieldsTheTypeCheckJudges() {
  builder.queryField('spelt', (t) => t.boolean({ authScopes: { can: 'manage_user' }, resolve: () => true }));
  builder.queryField('alternatives', (t) => t.boolean({ authScopes: { can: ['manage_role', 'manage_user'] }, resolve: () => true }));
  // @ts-expect-error a misspelt permission code does not compile
  builder.queryField('misspelt', (t) => t.boolean({ authScopes: { can: 'manage_usr' }, resolve: () => true }));
  // @ts-expect-error nor does one among alternatives
  builder.queryField('misspeltAlternative', (t) => t.boolean({ authScopes: { can: ['manage_role', 'manage_usr'] }, resolve: () => true }));
  // @ts-expect-error alternatives are a list, not a string the compiler cannot read
  builder.queryField('joined', (t) => t.boolean({ authScopes: { can: 'manage_role|manage_user' }, resolve: () => true }));
}

describe('permission requirements of auth scopes', () => {
  it('hold when the caller has the code or any of the alternatives', () => {
    const either: PermissionRequirement = ['manage_role', 'manage_user'];
    expect(requirementText(either)).toBe('manage_role|manage_user');
    expect(satisfies(['manage_user'], requirementText(either))).toBe(true);
    expect(satisfies(['manage_account'], requirementText(either))).toBe(false);
    expect(satisfies(['manage_user'], requirementText('manage_user'))).toBe(true);
  });
});
