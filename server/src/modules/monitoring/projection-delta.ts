import type { EventLevel } from '../../engines/risk/event-kinds';
import type { EventRow } from './events.repo';

/**
 * What stored events change in the device records and the rollups, computed in memory: the
 * writer computes it for the events it stores, the projector for queue rows it did not write.
 */

/** The facts a device record keeps from its newest event. */
export type DeviceFacts = Pick<
  EventRow,
  'appId' | 'udid' | 'userUdid' | 'brand' | 'model' | 'osVersion' | 'platform' | 'clientIp' | 'country' | 'sdkVersion' | 'appVersion' | 'environment' | 'installedApps'
>;

/** A device record's change from some events: facts of the newest, counts to add. */
export interface DeviceDelta extends DeviceFacts {
  accountId: string;
  riskLevel: EventLevel;
  eventCount: number;
  riskEventCount: number;
  /** ISO times (the delta travels as JSON). */
  firstSeen: string;
  lastSeen: string;
  lastRiskAt: string | null;
}

/** A per-minute rollup's increment. */
export interface RollupDelta {
  accountId: string;
  appId: string;
  /** ISO time of the minute. */
  minute: string;
  kind: string;
  riskLevel: EventLevel;
  country: string;
  events: number;
  riskyDevices: number;
}

/** A queued delta as its instance still holds it (so its projector need not read it back). */
export interface QueuedDelta {
  id: string;
  accountId: string;
  delta: ProjectionDelta;
}

/** What a set of stored events changes in the device records and the rollups. */
export interface ProjectionDelta {
  devices: DeviceDelta[];
  rollups: RollupDelta[];
}

const LEVELS: readonly EventLevel[] = ['none', 'low', 'medium', 'high'];
const higher = (a: EventLevel, b: EventLevel) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a);
const laterIso = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();

/** The device and rollup changes of some stored events of one account. */
export function deltaOf(accountId: string, rows: EventRow[]): ProjectionDelta {
  const devices = new Map<string, DeviceDelta>();
  const rollups = new Map<string, RollupDelta & { udids: Set<string> }>();
  for (const r of rows) {
    const at = r.occurredAt.toISOString();
    const risky = r.riskLevel !== 'none';
    mergeDevice(devices, {
      accountId,
      ...deviceFactsOf(r),
      riskLevel: r.riskLevel,
      eventCount: 1,
      riskEventCount: risky ? 1 : 0,
      firstSeen: at,
      lastSeen: at,
      lastRiskAt: risky ? at : null,
    });
    const minute = minuteOf(r.occurredAt);
    const country = r.country ?? '';
    const key = [r.appId, minute, r.kind, r.riskLevel, country].join('|');
    let g = rollups.get(key);
    if (!g) rollups.set(key, (g = { accountId, appId: r.appId, minute, kind: r.kind, riskLevel: r.riskLevel, country, events: 0, riskyDevices: 0, udids: new Set() }));
    g.events++;
    if (risky) g.udids.add(r.udid);
  }
  return {
    devices: [...devices.values()],
    rollups: [...rollups.values()].map(({ udids, ...g }) => ({ ...g, riskyDevices: udids.size })),
  };
}

function deviceFactsOf(r: EventRow): DeviceFacts {
  const { appId, udid, userUdid, brand, model, osVersion, platform, clientIp, country, sdkVersion, appVersion, environment, installedApps } = r;
  return { appId, udid, userUdid, brand, model, osVersion, platform, clientIp, country, sdkVersion, appVersion, environment, installedApps };
}

/** Folds `d` into the device map: facts follow the newest event, counts add, the level is the highest. */
export function mergeDevice(into: Map<string, DeviceDelta>, d: DeviceDelta): void {
  const key = `${d.appId}|${d.udid}`;
  const had = into.get(key);
  if (!had) {
    into.set(key, { ...d });
    return;
  }
  const base = d.lastSeen >= had.lastSeen ? { ...d } : { ...had };
  into.set(key, {
    ...base,
    riskLevel: higher(had.riskLevel, d.riskLevel),
    eventCount: had.eventCount + d.eventCount,
    riskEventCount: had.riskEventCount + d.riskEventCount,
    firstSeen: had.firstSeen < d.firstSeen ? had.firstSeen : d.firstSeen,
    lastSeen: had.lastSeen > d.lastSeen ? had.lastSeen : d.lastSeen,
    lastRiskAt: laterIso(had.lastRiskAt, d.lastRiskAt),
  });
}

/** A rollup's identity: app, period, kind, level and country. */
const rollupKey = (r: RollupDelta) => [r.appId, r.minute, r.kind, r.riskLevel, r.country].join('|');

/** Adds `r`'s counts to the rollup of the same key in `into` (a copy of `r` when there is none). */
export function addRollup(into: Map<string, RollupDelta>, r: RollupDelta): void {
  const key = rollupKey(r);
  const g = into.get(key);
  if (g) {
    g.events += r.events;
    g.riskyDevices += r.riskyDevices;
  } else {
    into.set(key, { ...r });
  }
}
