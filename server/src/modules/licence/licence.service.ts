import type crypto from 'node:crypto';
import { NO_LICENCE, type Actor, type LicenceGrant } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import { readSystemSettings, writeSystemSettings } from '../../platform/system-settings.repo';
import { LICENCE_EXTENSION, parsePublicKey, validityAt, verifyLicence, type LicenceFields, type LicenceProblem } from './licence-document';

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** The installation's licence was replaced: every instance reads it again. */
    'licence:changed': [payload: { at: string }];
  }
}

/** The state of the installation's licence at an instant. */
export type LicenceState = 'NONE' | 'VALID' | 'EXPIRED' | 'NOT_YET_VALID' | 'INVALID';

/** A licence expiring within this many days gets the administrators' banner. */
export const EXPIRING_SOON_DAYS = 30;
/** A `.lic` file is a few hundred bytes; anything much larger is not one. */
const MAX_LICENCE_BYTES = 64 * 1024;
const DAY_MS = 86_400_000;

const LICENCE_KEY = 'licence';
const ATTEMPT_KEY = 'licence.lastAttempt';

interface StoredLicence {
  /** The `.lic` file's text, verified again whenever it is read. */
  text: string;
  fileName: string;
  updatedAt: string;
  updatedBy: string;
}

interface LastAttempt {
  at: string;
  status: 'SUCCESS' | 'FAILED';
  /** Server message key of a refusal. */
  reason: LicenceProblem | 'fileType' | null;
  fileName: string;
}

interface Loaded {
  stored: StoredLicence | null;
  /** The stored licence's signature check (validity is judged per call, at `now`). */
  fields: LicenceFields | null;
  lastAttempt: LastAttempt | null;
}

/** What every signed-in user may know: who holds the licence and whether it holds. */
export interface LicenceSummary {
  state: LicenceState;
  productName: string | null;
  accountName: string | null;
  start: string | null;
  end: string | null;
  /** Whole days until `end` (negative once past it). */
  daysLeft: number | null;
  expiringSoon: boolean;
}

export interface LicenceDetails extends LicenceSummary {
  appIds: string[];
  entitlements: string[];
  limits: Array<{ name: string; value: number }>;
  fileName: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The outcome of the latest upload: SUCCESS, or FAILED with `updateMessage`. */
  updateStatus: 'SUCCESS' | 'FAILED' | null;
  updateReason: string | null;
  lastAttemptAt: string | null;
}

export interface LicenceServiceDeps {
  db: Database;
  audit: Auditor;
  pubsub: AppPubSub;
  logger: Logger;
  /** `RAMPART_LICENCE_PUBLIC_KEY`: the vendor's Ed25519 public key; absent, no licence verifies. */
  publicKey?: string;
  now?: () => Date;
}

const PROBLEM_MESSAGE = {
  malformed: 'licenceMalformed',
  otherKey: 'licenceOtherKey',
  tampered: 'licenceTampered',
  expired: 'licenceExpired',
  notYetValid: 'licenceNotYetValid',
} as const;

/**
 * The installation's product licence (spec §2 `license`, §3, §5, §6). It is kept in the system
 * settings, cached per instance and read again when any instance replaces it (pub/sub
 * `licence:changed`). While no licence was ever installed accounts keep their own entitlements;
 * once one is, every account's entitlements are narrowed to it while it is valid, and every
 * licensed product is off when it expired, is not yet valid or no longer verifies.
 */
export class LicenceService {
  /** The clock validity is judged by; tests replace it. */
  now: () => Date;
  private readonly publicKey: crypto.KeyObject | null;
  private loaded: Promise<Loaded> | null = null;
  private readonly changes: AsyncIterator<unknown>;

  constructor(private readonly deps: LicenceServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    try {
      this.publicKey = deps.publicKey ? parsePublicKey(deps.publicKey) : null;
    } catch (err) {
      throw new Error(`Invalid configuration: RAMPART_LICENCE_PUBLIC_KEY is not an Ed25519 public key (PEM, or base64 of the raw 32 bytes): ${(err as Error).message}`);
    }
    this.changes = deps.pubsub.subscribe('licence:changed')[Symbol.asyncIterator]();
    void this.listen();
  }

  private async listen(): Promise<void> {
    try {
      for (;;) {
        const next = await this.changes.next();
        if (next.done) return;
        this.loaded = null;
      }
    } catch (err) {
      this.deps.logger.warn({ err }, 'licence change listener stopped');
    }
  }

  async close(): Promise<void> {
    await this.changes.return?.();
  }

  private load(): Promise<Loaded> {
    this.loaded ??= this.read().catch((err: unknown) => {
      this.loaded = null;
      throw err;
    });
    return this.loaded;
  }

  private async read(): Promise<Loaded> {
    const settings = await readSystemSettings(this.deps.db, [LICENCE_KEY, ATTEMPT_KEY]);
    const stored = (settings.get(LICENCE_KEY) as StoredLicence | undefined) ?? null;
    const lastAttempt = (settings.get(ATTEMPT_KEY) as LastAttempt | undefined) ?? null;
    let fields: LicenceFields | null = null;
    if (stored && this.publicKey) {
      const check = verifyLicence(stored.text, this.publicKey);
      if (check.ok) fields = check.fields;
    }
    return { stored, fields, lastAttempt };
  }

  private stateOf(loaded: Loaded, now: Date): LicenceState {
    if (!loaded.stored) return 'NONE';
    if (!loaded.fields) return 'INVALID';
    return validityAt(loaded.fields, now);
  }

  /** What the licence allows now: every actor's codes are narrowed by it (authz/actor.ts `licensedEntitlements`). */
  async grant(): Promise<LicenceGrant> {
    const loaded = await this.load();
    const state = this.stateOf(loaded, this.now());
    if (state === 'NONE') return NO_LICENCE;
    return { entitlements: state === 'VALID' && loaded.fields ? loaded.fields.entitlements : [] };
  }

  /** The licence as every signed-in user sees it (the About page, the administrators' banner). */
  async summary(): Promise<LicenceSummary> {
    const loaded = await this.load();
    const now = this.now();
    const state = this.stateOf(loaded, now);
    const f = loaded.fields;
    const daysLeft = f ? Math.floor((Date.parse(f.end) - now.getTime()) / DAY_MS) : null;
    return {
      state,
      productName: f?.productName ?? null,
      accountName: f?.accountName ?? null,
      start: f?.start ?? null,
      end: f?.end ?? null,
      daysLeft,
      expiringSoon: state === 'VALID' && daysLeft !== null && daysLeft < EXPIRING_SOON_DAYS,
    };
  }

  /** Every field of the licence and its latest update (system super admins, `system_license`). */
  async details(actor: Actor): Promise<LicenceDetails> {
    actor.assertCan('system_license');
    actor.assertSystemAdmin();
    const summary = await this.summary();
    const { stored, fields, lastAttempt } = await this.load();
    return {
      ...summary,
      appIds: fields?.appIds ?? [],
      entitlements: fields?.entitlements ?? [],
      limits: Object.entries(fields?.limits ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => ({ name, value })),
      fileName: stored?.fileName ?? null,
      updatedAt: stored?.updatedAt ?? null,
      updatedBy: stored?.updatedBy ?? null,
      updateStatus: lastAttempt?.status ?? null,
      updateReason: lastAttempt?.reason ?? null,
      lastAttemptAt: lastAttempt?.at ?? null,
    };
  }

  /**
   * Installs or replaces the licence from an uploaded `.lic` file. A refused file leaves the
   * licence in force untouched; the refusal is kept as the latest update status and logged.
   */
  async install(actor: Actor, file: { fileName: string; content: string }, ip: string | null = null): Promise<LicenceDetails> {
    actor.assertCanChange('system_license');
    actor.assertSystemAdmin();
    const fileName = file.fileName.trim().slice(0, 255);
    const refuse = async (reason: LastAttempt['reason'], error: ValidationError): Promise<never> => {
      await writeSystemSettings(this.deps.db, { [ATTEMPT_KEY]: { at: this.now().toISOString(), status: 'FAILED', reason, fileName } satisfies LastAttempt });
      this.changed();
      await this.deps.audit.byActor(actor, ip, 'licence.install', { result: 'failure', reason: reason ?? undefined, target: fileName || null });
      throw error;
    };
    if (!fileName.toLowerCase().endsWith(LICENCE_EXTENSION)) return refuse('fileType', new ValidationError('licenceFileType'));
    if (!this.publicKey) throw new ValidationError('licenceNoPublicKey');
    if (Buffer.byteLength(file.content, 'utf8') > MAX_LICENCE_BYTES) return refuse('malformed', new ValidationError('licenceMalformed'));
    const check = verifyLicence(file.content, this.publicKey, this.now());
    if (!check.ok) {
      const params = check.fields ? { start: check.fields.start, end: check.fields.end } : undefined;
      return refuse(check.problem, new ValidationError(PROBLEM_MESSAGE[check.problem], params));
    }
    const at = this.now().toISOString();
    await this.deps.db.transaction().execute((trx) =>
      writeSystemSettings(trx, {
        [LICENCE_KEY]: { text: file.content, fileName, updatedAt: at, updatedBy: actor.user.username } satisfies StoredLicence,
        [ATTEMPT_KEY]: { at, status: 'SUCCESS', reason: null, fileName } satisfies LastAttempt,
      }),
    );
    this.changed();
    await this.deps.audit.byActor(actor, ip, 'licence.install', { target: `${check.fields.productName} / ${check.fields.accountName}` });
    return this.details(actor);
  }

  /** Drops this instance's copy and tells the others to drop theirs. */
  private changed(): void {
    this.loaded = null;
    this.deps.pubsub.publish('licence:changed', { at: this.now().toISOString() });
  }
}
