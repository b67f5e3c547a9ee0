/**
 * The closed catalogue of permission codes (spec §6). Roles carry lists of these codes; the
 * server checks them; the web menu shows what they allow. Nothing outside this file invents a
 * code, so a typo is a type error rather than a silently missing permission.
 */

/** Products a route or permission belongs to (spec §6: "Routes carry a product label"). */
export const PRODUCTS = ['hardening', 'assessment', 'monitoring'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Licence entitlements (spec §6). An account's licence lists which of these it has. */
export const ENTITLEMENTS = ['apk_protected', 'sdk_protected', 'ipa_protected', 'h5_protected', 'apk_analysis', 'ipa_analysis', 'threat_perception'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

const ENTITLEMENT_PRODUCT: Record<Entitlement, Product> = {
  apk_protected: 'hardening',
  sdk_protected: 'hardening',
  ipa_protected: 'hardening',
  h5_protected: 'hardening',
  apk_analysis: 'assessment',
  ipa_analysis: 'assessment',
  threat_perception: 'monitoring',
};

interface CodeDef {
  /** Permission group of spec §6, used to draw the role editor's tree. */
  group: PermissionGroup;
  /** The product this code belongs to; absent for console administration codes. */
  product?: Product;
  /**
   * Entitlements of which the account must hold at least one for the code to take effect.
   * Defaults to every entitlement of `product`.
   */
  requires?: readonly Entitlement[];
}

const PERMISSION_GROUPS = [
  'dashboard',
  'assessment',
  'reportTemplate',
  'hardeningDownload',
  'hardeningPolicy',
  'accountSettings',
  'system',
  'detection',
  'hardening',
  'monitoring',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

const hardening = (requires?: readonly Entitlement[]): CodeDef => ({ group: 'hardening', product: 'hardening', requires });
const monitoring: CodeDef = { group: 'monitoring', product: 'monitoring' };

export const CODES = {
  // dashboard
  dashboard: { group: 'dashboard' },
  // security assessment
  assessment_list: { group: 'assessment', product: 'assessment' },
  assessment_add: { group: 'assessment', product: 'assessment' },
  apk_analysis: { group: 'assessment', product: 'assessment', requires: ['apk_analysis'] },
  ipa_analysis: { group: 'assessment', product: 'assessment', requires: ['ipa_analysis'] },
  // report templates
  report_template: { group: 'reportTemplate', product: 'assessment' },
  // hardening downloads
  download_source: { group: 'hardeningDownload', product: 'hardening' },
  download_log: { group: 'hardeningDownload', product: 'hardening' },
  // hardening policies
  policy_view: { group: 'hardeningPolicy', product: 'hardening' },
  policy_add: { group: 'hardeningPolicy', product: 'hardening' },
  policy_duplicate: { group: 'hardeningPolicy', product: 'hardening' },
  // account settings (administration)
  manage_account: { group: 'accountSettings' },
  manage_role: { group: 'accountSettings' },
  manage_user: { group: 'accountSettings' },
  manage_subscription: { group: 'accountSettings' },
  manage_user_group: { group: 'accountSettings' },
  manage_approval: { group: 'accountSettings' },
  // system
  system_disk: { group: 'system' },
  system_appearance: { group: 'system' },
  system_security: { group: 'system' },
  system_license: { group: 'system' },
  system_operate_log: { group: 'system' },
  system_notice: { group: 'system' },
  system_host: { group: 'system' },
  system_report: { group: 'system' },
  system_test: { group: 'system' },
  system_monitoring_sdk: { group: 'system' },
  // detection
  detection_whitelist: { group: 'detection' },
  detection_sensitive_word: { group: 'detection' },
  detection_third_sdk: { group: 'detection' },
  detection_rule: { group: 'detection' },
  // hardening
  apk_protected: hardening(['apk_protected']),
  sdk_protected: hardening(['sdk_protected']),
  ipa_protected: hardening(['ipa_protected']),
  h5_protected: hardening(['h5_protected']),
  hardening_view: hardening(),
  hardening_submit: hardening(),
  hardening_download: hardening(),
  auto_sign: hardening(['apk_protected', 'sdk_protected']),
  keystore: hardening(['apk_protected', 'sdk_protected']),
  // monitoring
  threat_perception: monitoring,
  monitor_dashboard: monitoring,
  monitor_threat_overview: monitoring,
  monitor_threat_list: monitoring,
  monitor_risk_device: monitoring,
  monitor_event: monitoring,
  monitor_response_list: monitoring,
  monitor_response_add: monitoring,
  monitor_response_update: monitoring,
  monitor_response_delete: monitoring,
  monitor_report: monitoring,
  monitor_report_job: monitoring,
  monitor_blacklist: monitoring,
  monitor_app_list: monitoring,
  monitor_sdk_config: monitoring,
  monitor_auto_integration: monitoring,
  monitor_whitelist: monitoring,
  monitor_debug_device: monitoring,
  monitor_request: monitoring,
  monitor_approve: monitoring,
} as const satisfies Record<string, CodeDef>;

export type PermissionCode = keyof typeof CODES;
export const ALL_CODES = Object.keys(CODES) as PermissionCode[];

/** What a field requires: a permission code, or alternatives any of which will do. */
export type PermissionRequirement = PermissionCode | readonly PermissionCode[];

/** The `a|b` form `satisfies` and `Actor.can` read. */
export function requirementText(requirement: PermissionRequirement): string {
  return typeof requirement === 'string' ? requirement : requirement.join('|');
}

export function isPermissionCode(value: string): value is PermissionCode {
  return Object.hasOwn(CODES, value);
}

/**
 * The codes that take effect for a role in an account: the role's codes that are known and
 * whose product the account is entitled to.
 */
export function effectiveCodes(roleCodes: readonly string[], entitlements: readonly string[]): PermissionCode[] {
  const held = new Set(entitlements);
  return roleCodes.filter(isPermissionCode).filter((code) => {
    const def: CodeDef = CODES[code];
    if (!def.product) return true;
    const requires = def.requires ?? ENTITLEMENTS.filter((e) => ENTITLEMENT_PRODUCT[e] === def.product);
    return requires.some((e) => held.has(e));
  });
}

/** The product map of spec §3: product → the user's codes that belong to it. */
export function productMap(codes: readonly PermissionCode[]): Partial<Record<Product, PermissionCode[]>> {
  const map: Partial<Record<Product, PermissionCode[]>> = {};
  for (const code of codes) {
    const product = (CODES[code] as CodeDef).product;
    if (product) (map[product] ??= []).push(code);
  }
  return map;
}

/**
 * Spec §6: a code may list alternatives separated by a bar, any one suffices; an empty code
 * means no check.
 */
export function satisfies(held: ReadonlySet<string> | readonly string[], required: string | undefined | null): boolean {
  if (!required) return true;
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return required.split('|').some((code) => set.has(code.trim()));
}

/** Codes that administer the console (account settings, system, detection groups). */
export function isAdministrationCode(code: string): boolean {
  if (!isPermissionCode(code)) return false;
  const group = (CODES[code] as CodeDef).group;
  return group === 'accountSettings' || group === 'system' || group === 'detection';
}

/** Codes only the system account's super admins hold: they act on every account. */
export const SYSTEM_ONLY_CODES: readonly PermissionCode[] = ['manage_account', 'system_appearance', 'system_license', 'system_monitoring_sdk', 'system_host', 'system_test'];

/** The permission groups with their codes, in catalogue order, for the role editor's tree. */
export function permissionTree(): Array<{ group: PermissionGroup; codes: Array<{ code: PermissionCode; product: Product | null }> }> {
  return PERMISSION_GROUPS.map((group) => ({
    group,
    codes: ALL_CODES.filter((code) => (CODES[code] as CodeDef).group === group).map((code) => ({
      code,
      product: (CODES[code] as CodeDef).product ?? null,
    })),
  }));
}
