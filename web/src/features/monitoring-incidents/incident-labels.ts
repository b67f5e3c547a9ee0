import type { RiskConditionOp, SecurityEventKind, SecurityIncidentOs } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const INCIDENT_OSES = ['ALL', 'ANDROID', 'IOS', 'WEB'] as const satisfies readonly SecurityIncidentOs[];

export const INCIDENT_OS_LABELS: Record<SecurityIncidentOs, TranslationKey> = {
  ALL: 'monitoringIncidents.os.ALL',
  ANDROID: 'monitoringIncidents.os.ANDROID',
  IOS: 'monitoringIncidents.os.IOS',
  WEB: 'monitoringIncidents.os.WEB',
};

/** Kinds an environment rule names: facts about the device (the server's event-kinds.ts, heartbeat left out). */
export const ENVIRONMENT_KINDS = [
  'ROOT',
  'JAILBREAK',
  'EMULATOR',
  'UNTRUSTED_INSTALLER',
  'MULTI_INSTANCE',
  'VPN',
  'PROXY',
  'DEVELOPER_MODE',
  'ADB',
  'MALWARE_APP',
  'UNSECURE_WIFI',
  'HEADLESS_BROWSER',
] as const satisfies readonly SecurityEventKind[];

/** Kinds a behaviour rule names: something happening while the app runs. */
export const BEHAVIOUR_KINDS = [
  'HOOK_FRIDA',
  'HOOK_XPOSED',
  'HOOK_SUBSTRATE',
  'DEBUGGER',
  'TAMPERING',
  'SCREEN_RECORDING',
  'SCREENSHOT',
  'LOCATION_SPOOFING',
  'TIME_SPOOFING',
  'AUTOMATION',
  'DEVICE_BINDING_CHANGE',
  'DEVTOOLS_OPEN',
  'SCRIPT_TAMPERING',
] as const satisfies readonly SecurityEventKind[];

export type RuleSide = 'environment' | 'behaviour';

/** A condition row as the editor holds it: IN takes a comma-separated list. */
export interface ConditionRow {
  field: string;
  op: RiskConditionOp;
  value: string;
}

/** The server's rule for a field path (incidents.service). */
export const FIELD_PATH = /^[A-Za-z0-9_.]{1,100}$/;
/** The server's rule for a config key. */
export const CONFIG_KEY = /^[A-Za-z0-9_.-]{1,100}$/;
export const MAX_CONDITIONS = 20;

export function rowsOf(conditions: ReadonlyArray<{ field: string; op: RiskConditionOp; value?: string | null; values?: readonly string[] | null }> | undefined): ConditionRow[] {
  return (conditions ?? []).map((c) => ({ field: c.field, op: c.op, value: c.values ? c.values.join(', ') : (c.value ?? '') }));
}

export function conditionInput(row: ConditionRow) {
  const field = row.field.trim();
  if (row.op === 'EXISTS') return { field, op: row.op };
  if (row.op === 'IN')
    return {
      field,
      op: row.op,
      values: row.value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    };
  return { field, op: row.op, value: row.value.trim() };
}

export const conditionBroken = (row: ConditionRow) => !FIELD_PATH.test(row.field.trim()) || (row.op !== 'EXISTS' && row.value.trim() === '');
