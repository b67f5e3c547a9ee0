import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { dateKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid } from '../../lib/validation';
import { assertMonitoring } from './monitoring-access';
import * as repo from './threats.repo';
import type { Database } from '../../db/database';

/** Threat devices and security events, newest first, scoped to the caller's account. */
export class ThreatsService {
  constructor(private readonly db: Database) {}

  async devices(actor: Actor, options: { args: DefaultConnectionArguments; filter: Omit<repo.DeviceFilter, 'accountId'>; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_risk_device');
    const filter = { ...options.filter, accountId: actor.listScope(options.accountId) };
    return keysetConnection({
      args: options.args,
      sort: dateKey<repo.DeviceRow>('d.lastSeen', (r) => r.lastSeen, { msPrecision: true }),
      direction: 'desc',
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

  async events(actor: Actor, options: { args: DefaultConnectionArguments; filter: Omit<repo.EventFilter, 'accountId'>; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_event');
    for (const bound of [options.filter.from, options.filter.to]) if (bound && Number.isNaN(bound.getTime())) throw new ValidationError('badRequest');
    return this.eventPage(options.args, { ...options.filter, accountId: actor.listScope(options.accountId) });
  }

  /** A device's own events: visible with the risk-device permission that shows the device. */
  deviceEvents(device: repo.DeviceRow, args: DefaultConnectionArguments) {
    return this.eventPage(args, { accountId: device.accountId, appId: device.appId, udid: device.udid });
  }

  async event(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_event');
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
