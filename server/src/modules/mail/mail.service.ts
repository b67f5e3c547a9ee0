import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { integerKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import * as repo from './mail.repo';

const NEWEST_FIRST = integerKey<repo.OutboxRow>('id', (row) => row.id);

/** The mail outbox: what the console sent or would have sent (no SMTP configured). */
export class MailService {
  constructor(private readonly db: Database) {}

  outbox(actor: Actor, args: DefaultConnectionArguments) {
    actor.assertSystemAdmin();
    return keysetConnection({
      args,
      sort: NEWEST_FIRST,
      direction: 'desc',
      idColumn: 'id',
      idKind: 'integer',
      fetch: (page) => repo.listOutbox(this.db, page),
      count: () => repo.countOutbox(this.db),
    });
  }
}
