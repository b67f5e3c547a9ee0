import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { BackgroundTasks } from '../lib/background';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The account the mail concerns, when there is one. */
  accountId: string | null;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise every mail lands in `mail_outbox`
 * (transport `outbox`) for system super admins to read in the console. SMTP mails are recorded
 * there too, with the time they were sent or the error.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly background: BackgroundTasks,
    private readonly options: { smtpUrl?: string; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /**
   * Records the mail and, with SMTP, starts delivering it in the background so the caller's
   * answer does not wait on (or reveal anything through) the mail server. Answers the mail's
   * outbox id.
   */
  async send(mail: MailMessage): Promise<number> {
    const { id } = await this.db
      .insertInto('mailOutbox')
      .values({
        accountId: mail.accountId,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        transport: this.transport ? 'smtp' : 'outbox',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transport = this.transport;
    if (transport) this.background.run('mail', () => this.deliver(transport, id, mail));
    return id;
  }

  /** Whether mail goes out over SMTP (else it is only kept in the outbox). */
  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  private async deliver(transport: Transporter, id: number, mail: MailMessage): Promise<void> {
    try {
      await transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.updateTable('mailOutbox').set({ sentAt: new Date() }).where('id', '=', id).execute();
    } catch (err) {
      this.logger.warn({ err, mailId: id }, 'could not deliver a mail');
      await this.db
        .updateTable('mailOutbox')
        .set({ error: String((err as Error).message ?? err).slice(0, 1000) })
        .where('id', '=', id)
        .execute()
        .catch((dbErr: unknown) => this.logger.error({ err: dbErr, mailId: id }, 'could not record a mail error'));
    }
  }

  /** Closes the SMTP connections; flush the background tasks first. */
  close(): void {
    this.transport?.close();
  }
}
