import { ALL_CODES, productMap, type PermissionCode } from '@common/permissions';
import { describe, expect, it } from 'vitest';
import { DASHBOARDS, MENU, firstAllowedPath, homePath, isAllowed, menuAccess, visibleMenu, type MenuUser } from './menu';
import { isBuiltPath } from './routes';

/** A user holding `codes`, with the product map the server derives from them. */
function userWith(codes: PermissionCode[]): MenuUser {
  return { permissions: codes, product: productMap(codes) };
}

function shownKeys(user: MenuUser): Record<string, string[]> {
  return Object.fromEntries(visibleMenu(user).map((group) => [group.key, group.items.map((item) => item.key)]));
}

describe('menu visibility', () => {
  it('shows only Security assessment → Android to a user with apk_analysis alone', () => {
    const user: MenuUser = { permissions: ['apk_analysis'], product: { assessment: ['apk_analysis'] } };
    expect(shownKeys(user)).toEqual({ assessment: ['assessmentAndroid'] });
    expect(firstAllowedPath(user)).toBe('/security-analysis/android');
  });

  it('shows nothing to a user without codes', () => {
    expect(visibleMenu(userWith([]))).toEqual([]);
    expect(firstAllowedPath(userWith([]))).toBeNull();
  });

  it('hides an item whose product is not in the product map even when the code is held', () => {
    const user: MenuUser = { permissions: ['apk_protected', 'manage_user'], product: {} };
    expect(shownKeys(user)).toEqual({ admin: ['adminUser'] });
  });

  it('accepts a product key with an empty code list', () => {
    const user: MenuUser = { permissions: ['report_template'], product: { assessment: [] } };
    expect(shownKeys(user)).toEqual({ assessment: ['reportTemplates'] });
  });

  it('requires threat_perception for every monitoring item', () => {
    expect(shownKeys(userWith(['monitor_dashboard', 'monitor_report']))).toEqual({});
    expect(shownKeys(userWith(['threat_perception', 'monitor_dashboard', 'monitor_report']))).toEqual({
      monitoring: ['monitoringDashboard', 'monitoringReportList'],
    });
  });

  it('treats a bar as alternatives', () => {
    expect(shownKeys(userWith(['threat_perception', 'monitor_whitelist']))).toEqual({
      monitoring: ['monitoringAppLists', 'monitoringDeviceWhitelist'],
    });
  });

  it('points Dashboard at the first product dashboard the user may open', () => {
    const dashboardOf = (user: MenuUser) => visibleMenu(user).find((group) => group.key === 'dashboard')?.items[0]?.to;
    expect(dashboardOf(userWith(['dashboard', 'apk_protected', 'apk_analysis']))).toBe('/hardening/dashboard');
    expect(dashboardOf(userWith(['dashboard', 'ipa_analysis']))).toBe('/assessment/dashboard');
    expect(dashboardOf(userWith(['dashboard', 'threat_perception']))).toBe('/Monitoring/dashboard');
    expect(dashboardOf(userWith(['dashboard', 'manage_user']))).toBeUndefined();
    expect(dashboardOf(userWith(['apk_protected']))).toBeUndefined();
  });

  it('shows every group, in spec order, to a user with every code', () => {
    const groups = visibleMenu(userWith([...ALL_CODES]));
    expect(groups.map((group) => group.key)).toEqual(['dashboard', 'assessment', 'hardening', 'monitoring', 'admin', 'system', 'detection']);
    const itemCount = MENU.reduce((count, group) => count + group.items.length, 0);
    expect(groups.flatMap((group) => group.items).length).toBe(itemCount);
  });

  it('keeps menu keys unique', () => {
    const keys = MENU.flatMap((group) => group.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('page access', () => {
  it('gives pages of a menu item the item and group requirements', () => {
    expect(menuAccess('hardeningAndroid')).toEqual({ product: 'hardening', codes: ['apk_protected'] });
    expect(menuAccess('monitoringReportJob')).toEqual({ product: 'monitoring', codes: ['threat_perception', 'monitor_report_job'] });
    expect(menuAccess('systemDisk')).toEqual({ product: undefined, codes: ['system_disk'] });
  });

  it('opens the monitoring dashboard from either dashboard item', () => {
    const access = DASHBOARDS.monitoring.access;
    expect(isAllowed(access, userWith(['threat_perception', 'monitor_dashboard']))).toBe(true);
    expect(isAllowed(access, userWith(['threat_perception', 'dashboard']))).toBe(true);
    expect(isAllowed(access, userWith(['dashboard']))).toBe(false);
  });
});

describe('unfinished areas', () => {
  const everything = userWith([...ALL_CODES]);

  it('leaves out every item whose page is not built, and leads nowhere unbuilt', () => {
    const shown = visibleMenu(everything, isBuiltPath).flatMap((group) => group.items);
    expect(shown.length).toBeGreaterThan(0);
    // Every area is built now; an unbuilt item would be left out.
    expect(shown.length).toBeLessThanOrEqual(MENU.reduce((count, group) => count + group.items.length, 0));
    for (const item of shown) expect(isBuiltPath(item.to), item.to).toBe(true);
    // Built areas stay: assessment, hardening, the security settings and the mail outbox.
    expect(shown.map((item) => item.key)).toEqual(expect.arrayContaining(['assessmentAndroid', 'hardeningAndroid', 'systemSecurity', 'systemTest']));
  });

  it('sends a user home to the first dashboard of theirs that exists', () => {
    expect(homePath(userWith(['dashboard', 'apk_protected', 'apk_analysis']), isBuiltPath)).toBe('/hardening/dashboard');
    expect(homePath(userWith(['dashboard', 'apk_analysis']), isBuiltPath)).toBe('/assessment/dashboard');
    // A dashboard that is not built is passed over for the next one the user may open.
    const noHardeningDashboard = (path: string) => path !== DASHBOARDS.hardening.to && isBuiltPath(path);
    expect(homePath(userWith(['dashboard', 'apk_protected', 'apk_analysis']), noHardeningDashboard)).toBe('/assessment/dashboard');
  });

  it('tells built paths, and redirects to them, from the rest', () => {
    expect(isBuiltPath('/security-analysis/android')).toBe(true);
    expect(isBuiltPath('/security-analysis/android/list')).toBe(true);
    expect(isBuiltPath('/manage/systemmanage/diskManage')).toBe(true);
    expect(isBuiltPath('/manage/systemmanage/hostConfig/host')).toBe(true);
    expect(isBuiltPath('/no/such/page')).toBe(false);
  });
});
