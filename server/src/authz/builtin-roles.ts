import { ALL_CODES, CODES, SYSTEM_ONLY_CODES, type PermissionCode } from '../../../common/permissions';
import type { RoleType } from '../db/schema';

const ADMINISTRATION = new Set(['accountSettings', 'system', 'detection']);

const productCodes = ALL_CODES.filter((c) => 'product' in CODES[c]);
const readOnlyCodes: PermissionCode[] = [
  'dashboard',
  'assessment_list',
  'apk_analysis',
  'ipa_analysis',
  'hardening_view',
  'policy_view',
  'threat_perception',
  'monitor_dashboard',
  'monitor_threat_overview',
  'monitor_threat_list',
  'monitor_risk_device',
  'monitor_event',
  'monitor_response_list',
  'monitor_report',
];

export interface BuiltinRole {
  name: string;
  type: RoleType;
  codes: PermissionCode[];
  manageAdminRoles: boolean;
}

/** The built-in roles of spec §6 seeded into every customer account. */
export const CUSTOMER_BUILTIN_ROLES: readonly BuiltinRole[] = [
  {
    name: 'customer super admin',
    type: 'CUSTOMER_SUPER_ADMIN',
    codes: ALL_CODES.filter((c) => !SYSTEM_ONLY_CODES.includes(c)),
    manageAdminRoles: true,
  },
  {
    name: 'admin',
    type: 'ADMIN',
    codes: ALL_CODES.filter((c) => !SYSTEM_ONLY_CODES.includes(c)),
    manageAdminRoles: false,
  },
  {
    name: 'user',
    type: 'USER',
    codes: ['dashboard', ...productCodes.filter((c) => !ADMINISTRATION.has(CODES[c].group) && c !== 'monitor_approve')],
    manageAdminRoles: false,
  },
  { name: 'view', type: 'VIEW', codes: readOnlyCodes, manageAdminRoles: false },
];

/** The system account's super admin role: every code, across accounts. */
export const SYSTEM_SUPER_ADMIN_ROLE: BuiltinRole = {
  name: 'super admin',
  type: 'SUPER_ADMIN',
  codes: [...ALL_CODES],
  manageAdminRoles: true,
};
