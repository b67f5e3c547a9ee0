import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { sql } from 'kysely';
import type { EventLevel } from '../../engines/risk/event-kinds';
import { dateKey, integerKey, type SortKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid } from '../../lib/validation';
import { assertMonitoring } from './monitoring-access';
import * as repo from './threats.repo';
import { appScopeOf } from './app-groups.service';
import type { Database } from '../../db/database';

export type DeviceOrder = 'riskLevel' | 'lastSeen' | 'riskEvents';

/** Room for a millisecond timestamp under each level in the risk-level key (year 2286 fits). */
const LEVEL_STEP = 10_000_000_000_000;
const LEVEL_RANK: Record<EventLevel, number> = { none: 0, low: 1, medium: 2, high: 3 };

/**
 * The device list's orders. By risk level, the worst first and, within a level, the most
 * recently seen: one number, level × 10¹³ + last seen in milliseconds, so a keyset cursor
 * stays a single value (lastSeen is written from JavaScript dates: whole milliseconds).
 */
const DEVICE_SORTS: Record<DeviceOrder, SortKey<repo.DeviceRow>> = {
  riskLevel: {
    column: 'd.riskLevel',
    expression: sql`(case ${sql.ref('d.riskLevel')} when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end)::bigint * ${sql.lit(LEVEL_STEP)} + floor(extract(epoch from ${sql.ref('d.lastSeen')}) * 1000)::bigint`,
    value: (row) => LEVEL_RANK[row.riskLevel] * LEVEL_STEP + row.lastSeen.getTime(),
    parse: integerKey<repo.DeviceRow>('d.riskLevel', () => 0).parse,
  },
  lastSeen: dateKey('d.lastSeen', (r) => r.lastSeen, { msPrecision: true }),
  riskEvents: integerKey('d.riskEventCount', (r) => r.riskEventCount),
};

/** Threat devices and security events, scoped to the caller's account. */
/**
 * Who may read ingested events: the threat list's code (its pages list them), or the security
 * event code that read them before the threat list had its own.
 */
export const EVENT_READ_CODES = ['monitor_threat_list', 'monitor_event'] as const;

export class ThreatsService {
  constructor(private readonly db: Database) {}

  async devices(
    actor: Actor,
    options: {
      args: DefaultConnectionArguments;
      filter: Omit<repo.DeviceFilter, 'accountId'>;
      /** An app group: narrows to its member apps. */
      groupId?: string | null;
      accountId?: string | null;
      orderBy?: DeviceOrder;
      direction?: 'asc' | 'desc';
    },
  ) {
    assertMonitoring(actor, 'monitor_risk_device');
    const accountId = actor.listScope(options.accountId);
    const filter = { ...options.filter, appId: await appScopeOf(this.db, accountId, options.filter.appId, options.groupId), accountId };
    return keysetConnection({
      args: options.args,
      sort: DEVICE_SORTS[options.orderBy ?? 'riskLevel'],
      direction: options.direction ?? 'desc',
      idColumn: 'd.id',
      fetch: (page) => repo.listDevices(this.db, filter, page),
      count: () => repo.countDevices(this.db, filter),
    });
  }

  async device(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_risk_device');
    const device = isUuid(id) ? await repo.findDevice(this.db, actor.accountScope(accountId), id) : undefined;
    if (!device) throw new NotFoundError();
    return device;
  }

  async events(actor: Actor, options: { args: DefaultConnectionArguments; filter: Omit<repo.EventFilter, 'accountId'>; groupId?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, EVENT_READ_CODES);
    for (const bound of [options.filter.from, options.filter.to]) if (bound && Number.isNaN(bound.getTime())) throw new ValidationError('badRequest');
    const accountId = actor.listScope(options.accountId);
    return this.eventPage(options.args, { ...options.filter, appId: await appScopeOf(this.db, accountId, options.filter.appId, options.groupId), accountId });
  }

  /** A device's own events: visible with the risk-device permission that shows the device. */
  deviceEvents(device: repo.DeviceRow, args: DefaultConnectionArguments) {
    return this.eventPage(args, { accountId: device.accountId, appId: device.appId, udid: device.udid });
  }

  async event(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, EVENT_READ_CODES);
    const event = /^\d{1,18}$/.test(id) ? await repo.findEvent(this.db, actor.accountScope(accountId), Number(id)) : undefined;
    if (!event) throw new NotFoundError();
    return event;
  }

  private eventPage(args: DefaultConnectionArguments, filter: repo.EventFilter) {
    return keysetConnection({
      args,
      sort: dateKey<repo.EventRecord>('e.occurredAt', (r) => r.occurredAt, { msPrecision: true }),
      direction: 'desc',
      idColumn: 'e.id',
      idKind: 'integer',
      fetch: (page) => repo.listEvents(this.db, filter, page),
      count: () => repo.countEvents(this.db, filter),
    });
  }
}
