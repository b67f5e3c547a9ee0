import { describe, expect, it } from 'vitest';
import { isAllowed, menuAccess, visibleMenu } from '../../app/menu';

/** Who reaches /manage/clientmanage/approval: sign-up approvers and security-response approvers. */
describe('the approvals page', () => {
  const access = menuAccess('adminApproval');
  const user = (permissions: string[]) => ({ permissions, product: { monitoring: permissions } });

  it('opens to monitor_approve without any administration code, and shows in its menu', () => {
    const approver = user(['threat_perception', 'monitor_response_list', 'monitor_approve']);
    expect(isAllowed(access, approver)).toBe(true);
    expect(visibleMenu(approver).flatMap((group) => group.items.map((item) => item.to))).toContain('/manage/clientmanage/approval');
  });

  it('opens to manage_approval as before', () => {
    expect(isAllowed(access, user(['manage_approval']))).toBe(true);
  });

  it('stays closed to requesters and readers', () => {
    expect(isAllowed(access, user(['threat_perception', 'monitor_request', 'monitor_response_add']))).toBe(false);
    expect(isAllowed(access, user(['threat_perception', 'monitor_response_list']))).toBe(false);
  });
});
