import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { SortKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import * as repo from './dead-letters.repo';
import type { Database } from '../../db/database';

const NEWEST_FIRST: SortKey<repo.DeadLetterRow> = {
  column: 'q.id',
  value: (row) => row.id,
  parse: (v) => {
    if (!Number.isSafeInteger(v)) throw new ValidationError();
    return v;
  },
};

/** Queue ids are bigserial numbers; anything else names no row. */
const queueId = (id: string) => (/^[1-9][0-9]{0,17}$/.test(id) ? id : null);

/**
 * Monitoring projection rows the projector gave up on (see projector.ts): system super admins
 * list them, put them back in the queue once the cause is fixed, or discard them.
 */
export class ProjectionDeadLettersService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  list(actor: Actor, args: DefaultConnectionArguments, accountId?: string | null) {
    actor.assertSystemAdmin();
    const account = accountId && isUuid(accountId) ? accountId : null;
    if (accountId && !account) throw new ValidationError();
    return keysetConnection({
      args,
      sort: NEWEST_FIRST,
      direction: 'desc',
      idColumn: 'q.id',
      idKind: 'integer',
      fetch: (page) => repo.listDeadLetters(this.db, account, page),
      count: () => repo.countDeadLetters(this.db, account),
    });
  }

  /** Queues a dead letter again with a fresh count of attempts; the projector takes it within moments. */
  retry(actor: Actor, id: string, ip: string | null): Promise<boolean> {
    return this.settle(actor, id, ip, 'monitorProjection.retry', repo.requeueDeadLetter);
  }

  /** Drops a dead letter: its events stay stored, but the dashboards never count them. */
  discard(actor: Actor, id: string, ip: string | null): Promise<boolean> {
    return this.settle(actor, id, ip, 'monitorProjection.discard', repo.discardDeadLetter);
  }

  /** Applies `change` to one dead letter (it answers the letter's account, null when there is none) and records it. */
  private async settle(
    actor: Actor,
    id: string,
    ip: string | null,
    activity: 'monitorProjection.retry' | 'monitorProjection.discard',
    change: (db: Database, row: string) => Promise<string | null>,
  ): Promise<boolean> {
    actor.assertSystemAdmin();
    const row = queueId(id);
    const accountId = row ? await change(this.db, row) : null;
    if (!accountId) throw new NotFoundError();
    await this.audit.byActor(actor, ip, activity, { target: `monitorProjection:${row} account:${accountId}` });
    return true;
  }
}
