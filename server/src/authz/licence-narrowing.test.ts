import { describe, expect, it } from 'vitest';
import { actorFor, licensedEntitlements, NO_LICENCE, type ActorSource } from './actor';

const user: ActorSource = {
  id: 'u',
  username: 'alice',
  readOnly: false,
  accountId: 'a',
  accountName: 'acme',
  accountIsSystem: false,
  entitlements: ['apk_protected', 'ipa_protected', 'threat_perception'],
  roleType: 'CUSTOM',
  roleCodes: ['dashboard', 'hardening_view', 'apk_protected', 'ipa_protected', 'monitor_dashboard', 'manage_user'],
  roleManageAdminRoles: false,
};

describe('licence narrowing', () => {
  it('keeps the account’s entitlements while no licence is installed', () => {
    expect(licensedEntitlements(user.entitlements, NO_LICENCE)).toEqual(user.entitlements);
    const actor = actorFor(user, null);
    expect([...actor.codes].sort()).toEqual([...user.roleCodes].sort());
    expect(actor.licenceWithheld.size).toBe(0);
  });

  it('narrows to what both the account and the licence hold', () => {
    const actor = actorFor(user, null, { entitlements: ['apk_protected', 'apk_analysis'] });
    expect([...actor.codes].sort()).toEqual(['apk_protected', 'dashboard', 'hardening_view', 'manage_user']);
    expect([...actor.licenceWithheld].sort()).toEqual(['ipa_protected', 'monitor_dashboard']);
    expect(actor.refusal('ipa_protected').messageKey).toBe('licenceWithheld');
    expect(actor.refusal('system_disk').messageKey).toBe('forbidden');
    expect(() => actor.assertCan('monitor_dashboard')).toThrow(expect.objectContaining({ code: '403', messageKey: 'licenceWithheld' }));
  });

  it('turns every product off with an empty grant (expired or invalid licence)', () => {
    const actor = actorFor(user, null, { entitlements: [] });
    expect([...actor.codes].sort()).toEqual(['dashboard', 'manage_user']);
    expect(actor.can('hardening_view')).toBe(false);
  });
});
