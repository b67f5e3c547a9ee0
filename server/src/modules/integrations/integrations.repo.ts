import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, pageOf, updateInAccount } from '../../db/queries';
import type { PageClause } from '../../lib/paging';
import type { DeliveryStatus, DeliveryTarget, SyslogProtocol, WebhookFamily } from './integrations.tables';

export interface WebhookValues {
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
}

const WEBHOOK_COLUMNS = ['id', 'accountId', 'name', 'url', 'events', 'enabled', 'creator', 'createdAt', 'updatedAt'] as const;

function webhooks(db: Database, accountId: string | null, family: WebhookFamily) {
  let query = db.selectFrom('integrationWebhooks').where('family', '=', family);
  if (accountId) query = query.where('accountId', '=', accountId);
  return query;
}

export function listWebhooks(db: Database, accountId: string | null, page: PageClause, family: WebhookFamily = 'monitoring') {
  return pageOf(webhooks(db, accountId, family).select(WEBHOOK_COLUMNS), page).execute();
}

export function countWebhooks(db: Database, accountId: string | null, family: WebhookFamily = 'monitoring') {
  return countOf(webhooks(db, accountId, family));
}

export type WebhookRow = Awaited<ReturnType<typeof listWebhooks>>[number];

export function findWebhook(db: Database, accountId: string, id: string, family: WebhookFamily = 'monitoring') {
  return webhooks(db, accountId, family).select(WEBHOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertWebhook(
  db: Database,
  accountId: string,
  values: WebhookValues & { secretSealed: string },
  by: { id: string; username: string },
  family: WebhookFamily = 'monitoring',
): Promise<string> {
  const row = await db
    .insertInto('integrationWebhooks')
    .values({ accountId, ...values, family, createdBy: by.id, creator: by.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWebhook(db: Database, accountId: string, id: string, values: Partial<WebhookValues & { secretSealed: string }>) {
  await updateInAccount(db, 'integrationWebhooks', { accountId, id }, values);
}

export async function deleteWebhook(db: Database, accountId: string, id: string) {
  await db.deleteFrom('integrationWebhooks').where('accountId', '=', accountId).where('id', '=', id).execute();
}

/** The account's enabled endpoints subscribed to any of `types`, with their sealed secrets. */
export function subscribedWebhooks(db: Database, accountId: string, types: string[], family: WebhookFamily = 'monitoring') {
  return db
    .selectFrom('integrationWebhooks')
    .select(['id', 'events'])
    .where('accountId', '=', accountId)
    .where('family', '=', family)
    .where('enabled', '=', true)
    .where(sql<boolean>`events && ${sql.val(types)}::text[]`)
    .execute();
}

export function findSyslog(db: Database, accountId: string) {
  return db.selectFrom('integrationSyslog').selectAll().where('accountId', '=', accountId).executeTakeFirst();
}

export type SyslogRow = NonNullable<Awaited<ReturnType<typeof findSyslog>>>;

export async function saveSyslog(db: Database, accountId: string, values: { host: string; port: number; protocol: SyslogProtocol; enabled: boolean }) {
  await db
    .insertInto('integrationSyslog')
    .values({ accountId, ...values })
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ ...values, updatedAt: sql`now()` }))
    .execute();
}

export interface NewDelivery {
  accountId: string;
  target: DeliveryTarget;
  endpointId: string | null;
  eventType: string;
  eventId: string;
  payload: Record<string, unknown>;
  maxAttempts: number;
  nextAttemptAt: Date;
}

/** One insert for every delivery; an event already queued for an endpoint is left as it is. */
export async function insertDeliveries(db: Database, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('integrationDeliveries')
    .values(rows.map((r) => ({ ...r, payload: JSON.stringify(r.payload) })))
    .onConflict((oc) => oc.columns(['endpointId', 'eventType', 'eventId']).doNothing())
    .returning('id')
    .execute();
}

const DELIVERY_COLUMNS = [
  'd.id',
  'd.accountId',
  'd.target',
  'd.endpointId',
  'w.name as endpointName',
  'd.eventType',
  'd.eventId',
  'd.status',
  'd.attempts',
  'd.maxAttempts',
  'd.nextAttemptAt',
  'd.lastStatusCode',
  'd.lastError',
  'd.deliveredAt',
  'd.createdAt',
] as const;

export interface DeliveryFilter {
  /** Monitoring's log holds its endpoints' deliveries and the syslog export's; the jobs' log its endpoints'. */
  family?: WebhookFamily;
  endpointId?: string | null;
  target?: DeliveryTarget | null;
  status?: DeliveryStatus | null;
}

function deliveries(db: Database, accountId: string | null, filter: DeliveryFilter) {
  let query = db.selectFrom('integrationDeliveries as d').leftJoin('integrationWebhooks as w', 'w.id', 'd.endpointId');
  if (accountId) query = query.where('d.accountId', '=', accountId);
  if ((filter.family ?? 'monitoring') === 'jobs') query = query.where('w.family', '=', 'jobs');
  else query = query.where((w) => w.or([w('d.endpointId', 'is', null), w('w.family', '=', 'monitoring')]));
  if (filter.endpointId) query = query.where('d.endpointId', '=', filter.endpointId);
  if (filter.target) query = query.where('d.target', '=', filter.target);
  if (filter.status) query = query.where('d.status', '=', filter.status);
  return query;
}

export function listDeliveries(db: Database, accountId: string | null, page: PageClause, filter: DeliveryFilter) {
  return pageOf(deliveries(db, accountId, filter).select(DELIVERY_COLUMNS), page).execute();
}

export function countDeliveries(db: Database, accountId: string | null, filter: DeliveryFilter) {
  return countOf(deliveries(db, accountId, filter));
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

export function findDelivery(db: Database, accountId: string, id: string, family: WebhookFamily = 'monitoring') {
  return deliveries(db, accountId, { family }).select(DELIVERY_COLUMNS).where('d.id', '=', id).executeTakeFirst();
}

export function attemptsOf(db: Database, deliveryId: string) {
  return db
    .selectFrom('integrationDeliveryAttempts')
    .select(['id', 'attempt', 'attemptedAt', 'statusCode', 'error', 'durationMs'])
    .where('deliveryId', '=', deliveryId)
    .orderBy('attempt')
    .limit(50)
    .execute();
}

export type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number];

/**
 * Claims up to `limit` due pending deliveries: locks them (`FOR UPDATE SKIP LOCKED`, so another
 * instance takes others) and moves their `next_attempt_at` to `leaseUntil`, so a sender that
 * dies mid-send leaves them due again after the lease. Answers what the sender needs to send.
 */
export async function claimDue(db: Database, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('integrationDeliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await trx.updateTable('integrationDeliveries').set({ nextAttemptAt: leaseUntil }).where('id', 'in', ids).execute();
    return trx
      .selectFrom('integrationDeliveries as d')
      .leftJoin('integrationWebhooks as w', 'w.id', 'd.endpointId')
      .leftJoin('integrationSyslog as s', 's.accountId', 'd.accountId')
      .select([
        'd.id',
        'd.accountId',
        'd.target',
        'd.eventType',
        'd.payload',
        'd.attempts',
        'd.maxAttempts',
        'w.url',
        'w.secretSealed',
        'w.enabled as endpointEnabled',
        's.host as syslogHost',
        's.port as syslogPort',
        's.protocol as syslogProtocol',
        's.enabled as syslogEnabled',
      ])
      .where('d.id', 'in', ids)
      .execute();
  });
}

export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

/** Records one attempt and its outcome on the delivery. */
export async function recordAttempt(
  db: Database,
  delivery: { id: string; attempt: number },
  attempt: { at: Date; statusCode: number | null; error: string | null; durationMs: number },
  outcome: { status: DeliveryStatus; nextAttemptAt: Date },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('integrationDeliveryAttempts')
      .values({ deliveryId: delivery.id, attempt: delivery.attempt, attemptedAt: attempt.at, statusCode: attempt.statusCode, error: attempt.error, durationMs: attempt.durationMs })
      .execute();
    await trx
      .updateTable('integrationDeliveries')
      .set({
        attempts: delivery.attempt,
        status: outcome.status,
        nextAttemptAt: outcome.nextAttemptAt,
        lastStatusCode: attempt.statusCode,
        lastError: attempt.error,
        deliveredAt: outcome.status === 'delivered' ? attempt.at : null,
      })
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .execute();
  });
}

/** Deletes finished (delivered or failed) deliveries created before `before`; their attempts go with them. */
export async function pruneFinished(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('integrationDeliveries').where('status', '<>', 'pending').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
