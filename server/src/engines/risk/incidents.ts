import type { EventKind, Platform, RiskLevel } from './event-kinds';
import { conditionHolds, type RuleCondition } from './risk-engine';

/** The operating systems a security event applies to: an app's platform (`h5` is `web`), or all. */
export type IncidentOs = 'all' | 'android' | 'ios' | 'web';

/**
 * A security event (spec §3): the account's definition of an incident. Its environment rules
 * are environment kinds the device shows and conditions on the device facts; its behaviour
 * rules are behaviour kinds and conditions on the event details.
 */
export interface IncidentDefinition {
  id: string;
  name: string;
  configKey: string;
  os: IncidentOs;
  environmentKinds: readonly EventKind[];
  environmentConditions: readonly RuleCondition[];
  behaviourKinds: readonly EventKind[];
  behaviourConditions: readonly RuleCondition[];
  riskLevel: RiskLevel;
  /** Devices that meet it go on the account's DEVICE blacklist. */
  blacklistDevice: boolean;
  enabled: boolean;
}

/** What matching reads of one event. */
export interface IncidentEvent {
  kind: EventKind;
  details: Record<string, unknown>;
  /** The device facts (udid, brand, model, osVersion, appVersion, sdkVersion, country, clientIp, environment…). */
  device: Record<string, unknown>;
  /** The environment list the device reported (kind names such as `root`). */
  environment: readonly string[];
}

const osOf = (platform: Platform): IncidentOs => (platform === 'h5' ? 'web' : platform);

/** The enabled definitions that apply to an app of `platform`, prepared once per app. */
export function compileIncidents(definitions: readonly IncidentDefinition[], platform: Platform): IncidentDefinition[] {
  const os = osOf(platform);
  return definitions.filter((d) => d.enabled && (d.os === 'all' || d.os === os) && hasRules(d));
}

/** A definition with no kind and no condition at all would match everything: it matches nothing. */
export function hasRules(d: Pick<IncidentDefinition, 'environmentKinds' | 'environmentConditions' | 'behaviourKinds' | 'behaviourConditions'>): boolean {
  return d.environmentKinds.length + d.environmentConditions.length + d.behaviourKinds.length + d.behaviourConditions.length > 0;
}

/**
 * The definitions an event meets. Each side that has rules must hold (both sides: both must):
 * the environment side when the event is of one of its kinds or the device's environment list
 * names one (no kinds: any), and every environment condition holds on the device facts; the
 * behaviour side when the event is of one of its kinds (no kinds: any) and every behaviour
 * condition holds on the event details.
 */
export function matchIncidents(event: IncidentEvent, compiled: readonly IncidentDefinition[]): IncidentDefinition[] {
  if (compiled.length === 0) return [];
  const environment = new Set(event.environment.map((e) => e.toLowerCase()));
  return compiled.filter((d) => {
    if (d.environmentKinds.length > 0 || d.environmentConditions.length > 0) {
      const kindHolds = d.environmentKinds.length === 0 || d.environmentKinds.some((k) => k === event.kind || environment.has(k));
      if (!kindHolds || !d.environmentConditions.every((c) => conditionHolds(c, event.device))) return false;
    }
    if (d.behaviourKinds.length > 0 || d.behaviourConditions.length > 0) {
      if (d.behaviourKinds.length > 0 && !d.behaviourKinds.includes(event.kind)) return false;
      if (!d.behaviourConditions.every((c) => conditionHolds(c, event.details))) return false;
    }
    return true;
  });
}
