import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { isUuid, optionalText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import type { AccessGate } from './access-gate';
import * as repo from './access-lists.repo';
import { AddressList, parseAddressEntry, parseHostEntry } from './ip-match';

export type { HostRow, IpRow } from './access-lists.repo';

/** Where a change comes from: the caller's address and the host it used (for the lock-out check and the log). */
export interface GateScope {
  ip: string | null;
  host: string | null;
}

/** Which IP list: the console-wide one, or an account's (system admins name one; others have their own). */
export interface IpListScope {
  system?: boolean | null;
  accountId?: string | null;
}

export interface HostInput {
  host: string;
  description?: string | null;
  enabled?: boolean | null;
}

export interface IpInput {
  address: string;
  description?: string | null;
  enabled?: boolean | null;
}

/** Saving anyway although the change would refuse the caller's own address or host. */
export interface LockoutChoice {
  confirmLockout?: boolean | null;
}

/**
 * Host and IP whitelists (`/manage/systemmanage/hostConfig/*`).
 *
 * Who may do what: the host list and the console-wide IP list belong to the system account's
 * holders of `system_host` (a system-only code). An account's IP list is managed by those same
 * system holders (for any account) and by the account's own users holding `system_security`
 * (the account's sign-in security settings), for their own account only.
 *
 * A change that would leave a list refusing the caller's own address (or, for hosts, the host
 * name the caller uses) is refused with `ip.lockout` / `host.lockout` unless `confirmLockout`.
 */
export class AccessListsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
    private readonly gate: AccessGate,
  ) {}

  /** The address and host the caller's requests are judged by, for the pages to show. */
  caller(actor: Actor, scope: GateScope): GateScope {
    if (!this.managesConsole(actor) && !actor.can('system_security')) throw new ForbiddenError();
    return scope;
  }

  // ---- hosts ----

  async listHosts(actor: Actor, options: { args: DefaultConnectionArguments; search?: string | null }) {
    this.assertConsole(actor, false);
    const search = searchText(options.search);
    return byCreation({
      args: options.args,
      table: 'h',
      fetch: (page) => repo.listHosts(this.db, search, page),
      count: () => repo.countHosts(this.db, search),
    });
  }

  async getHost(actor: Actor, id: string) {
    this.assertConsole(actor, false);
    return this.findHost(id);
  }

  async createHost(actor: Actor, input: HostInput & LockoutChoice, scope: GateScope) {
    this.assertConsole(actor, true);
    const host = hostOf(input.host);
    const values = { description: optionalText(input.description, 'description', 200), enabled: input.enabled ?? true };
    if (await repo.hostTaken(this.db, host)) throw new ConflictError('accessEntryTaken');
    await this.checkHostLockout(scope, input, { add: values.enabled ? host : null });
    const id = await repo.insertHost(this.db, host, values, actor.user.id);
    await this.changed(actor, null, scope, 'accessHost.create', `host:${host}`);
    return this.findHost(id);
  }

  async updateHost(actor: Actor, id: string, input: HostInput & LockoutChoice, scope: GateScope) {
    this.assertConsole(actor, true);
    const row = await this.findHost(id);
    const host = hostOf(input.host);
    const values = { description: optionalText(input.description, 'description', 200), enabled: input.enabled ?? row.enabled };
    if (await repo.hostTaken(this.db, host, row.id)) throw new ConflictError('accessEntryTaken');
    await this.checkHostLockout(scope, input, { remove: row.id, add: values.enabled ? host : null });
    await repo.updateHost(this.db, row.id, { host, ...values });
    await this.changed(actor, null, scope, 'accessHost.update', `host:${host}`);
    return this.findHost(row.id);
  }

  async setHostEnabled(actor: Actor, id: string, enabled: boolean, choice: LockoutChoice, scope: GateScope) {
    this.assertConsole(actor, true);
    const row = await this.findHost(id);
    await this.checkHostLockout(scope, choice, { remove: row.id, add: enabled ? row.host : null });
    await repo.updateHost(this.db, row.id, { enabled });
    await this.changed(actor, null, scope, enabled ? 'accessHost.enable' : 'accessHost.disable', `host:${row.host}`);
    return this.findHost(row.id);
  }

  async deleteHost(actor: Actor, id: string, choice: LockoutChoice, scope: GateScope): Promise<boolean> {
    this.assertConsole(actor, true);
    const row = await this.findHost(id);
    await this.checkHostLockout(scope, choice, { remove: row.id });
    await repo.deleteHost(this.db, row.id);
    await this.changed(actor, null, scope, 'accessHost.delete', `host:${row.host}`);
    return true;
  }

  // ---- IP entries ----

  async listIps(actor: Actor, options: { args: DefaultConnectionArguments; search?: string | null } & IpListScope) {
    const accountId = this.ipList(actor, options, false);
    const search = searchText(options.search);
    return byCreation({
      args: options.args,
      table: 'i',
      fetch: (page) => repo.listIps(this.db, accountId, search, page),
      count: () => repo.countIps(this.db, accountId, search),
    });
  }

  async getIp(actor: Actor, id: string, list: IpListScope) {
    return this.findIp(this.ipList(actor, list, false), id);
  }

  async createIp(actor: Actor, input: IpInput & LockoutChoice, list: IpListScope, scope: GateScope) {
    const accountId = this.ipList(actor, list, true);
    const address = addressOf(input.address);
    const values = { description: optionalText(input.description, 'description', 200), enabled: input.enabled ?? true };
    if (accountId && !(await repo.accountExists(this.db, accountId))) throw new NotFoundError();
    if (await repo.ipTaken(this.db, accountId, address)) throw new ConflictError('accessEntryTaken');
    await this.checkIpLockout(actor, accountId, scope, input, { add: values.enabled ? address : null });
    const id = await repo.insertIp(this.db, accountId, address, values, actor.user.id);
    await this.changed(actor, accountId, scope, 'accessIp.create', `ip:${address}`);
    return this.findIp(accountId, id);
  }

  async updateIp(actor: Actor, id: string, input: IpInput & LockoutChoice, list: IpListScope, scope: GateScope) {
    const accountId = this.ipList(actor, list, true);
    const row = await this.findIp(accountId, id);
    const address = addressOf(input.address);
    const values = { description: optionalText(input.description, 'description', 200), enabled: input.enabled ?? row.enabled };
    if (await repo.ipTaken(this.db, accountId, address, row.id)) throw new ConflictError('accessEntryTaken');
    await this.checkIpLockout(actor, accountId, scope, input, { remove: row.id, add: values.enabled ? address : null });
    await repo.updateIp(this.db, accountId, row.id, { address, ...values });
    await this.changed(actor, accountId, scope, 'accessIp.update', `ip:${address}`);
    return this.findIp(accountId, row.id);
  }

  async setIpEnabled(actor: Actor, id: string, enabled: boolean, list: IpListScope & LockoutChoice, scope: GateScope) {
    const accountId = this.ipList(actor, list, true);
    const row = await this.findIp(accountId, id);
    await this.checkIpLockout(actor, accountId, scope, list, { remove: row.id, add: enabled ? row.address : null });
    await repo.updateIp(this.db, accountId, row.id, { enabled });
    await this.changed(actor, accountId, scope, enabled ? 'accessIp.enable' : 'accessIp.disable', `ip:${row.address}`);
    return this.findIp(accountId, row.id);
  }

  async deleteIp(actor: Actor, id: string, list: IpListScope & LockoutChoice, scope: GateScope): Promise<boolean> {
    const accountId = this.ipList(actor, list, true);
    const row = await this.findIp(accountId, id);
    await this.checkIpLockout(actor, accountId, scope, list, { remove: row.id });
    await repo.deleteIp(this.db, accountId, row.id);
    await this.changed(actor, accountId, scope, 'accessIp.delete', `ip:${row.address}`);
    return true;
  }

  // ---- checks ----

  /** A holder of `system_host` in the system account: manages the console-wide lists and every account's. */
  private managesConsole(actor: Actor): boolean {
    return actor.account.isSystem && actor.can('system_host');
  }

  private assertConsole(actor: Actor, change: boolean): void {
    if (change) actor.assertCanChange('system_host');
    else actor.assertCan('system_host');
    if (!actor.account.isSystem) throw new ForbiddenError();
  }

  /** The list a call acts on: null for the console-wide one, else an account id. */
  private ipList(actor: Actor, list: IpListScope, change: boolean): string | null {
    if (this.managesConsole(actor)) {
      if (change) actor.assertCanChange('system_host');
      if (list.system) return null;
      return actor.accountScope(list.accountId);
    }
    if (change) actor.assertCanChange('system_security');
    else actor.assertCan('system_security');
    if (list.system) throw new ForbiddenError();
    // Another account's id is ignored: the caller's own list is the only one it can reach.
    return actor.account.id;
  }

  /** Whether the host list, after the change, would refuse the host name the caller uses. */
  private async checkHostLockout(scope: GateScope, choice: LockoutChoice, change: { remove?: string; add?: string | null }) {
    if (choice.confirmLockout || !scope.host) return;
    const rows = (await repo.hostEntries(this.db)).filter((r) => r.enabled && r.id !== change.remove);
    const hosts = new Set(rows.map((r) => r.host));
    if (change.add) hosts.add(change.add);
    if (hosts.size > 0 && !hosts.has(scope.host)) throw new AppError('host.lockout', 'hostLockout', { params: { host: scope.host }, data: { host: scope.host } });
  }

  /** Whether the IP list, after the change, would refuse the caller's own address (only lists that apply to the caller). */
  private async checkIpLockout(actor: Actor, accountId: string | null, scope: GateScope, choice: LockoutChoice, change: { remove?: string; add?: string | null }) {
    if (choice.confirmLockout || !scope.ip) return;
    if (accountId !== null && accountId !== actor.account.id) return;
    const entries = (await repo.ipEntries(this.db, accountId)).filter((r) => r.enabled && r.id !== change.remove).map((r) => r.address);
    if (change.add) entries.push(change.add);
    const list = new AddressList(entries);
    if (list.size > 0 && !list.includes(scope.ip)) throw new AppError('ip.lockout', 'ipLockout', { params: { address: scope.ip }, data: { address: scope.ip } });
  }

  private async findHost(id: string) {
    const row = isUuid(id) ? await repo.findHost(this.db, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  private async findIp(accountId: string | null, id: string) {
    const row = isUuid(id) ? await repo.findIp(this.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Logs the change, and makes every instance (this one at once) read the list again. */
  private async changed(actor: Actor, accountId: string | null, scope: GateScope, activity: ActivityType, target: string) {
    this.gate.invalidate({ accountId });
    this.pubsub.publish('accessLists:changed', { accountId });
    await this.audit.byActor(actor, scope.ip, activity, { target, ...(accountId ? { accountId } : {}) });
  }
}

function searchText(value: string | null | undefined): string | null {
  return (value ?? '').trim().slice(0, 200) || null;
}

function hostOf(value: string | null | undefined): string {
  if (!(value ?? '').trim()) throw new ValidationError('fieldEmpty', { field: 'host' });
  const host = parseHostEntry(value ?? '');
  if (!host) throw new ValidationError('hostInvalid');
  return host;
}

/** Spec §5: 'Invalid ip address'. */
function addressOf(value: string | null | undefined): string {
  if (!(value ?? '').trim()) throw new ValidationError('fieldEmpty', { field: 'ip' });
  const entry = parseAddressEntry(value ?? '');
  if (!entry) throw new ValidationError('ipInvalid');
  return entry.text;
}
