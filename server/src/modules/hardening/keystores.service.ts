import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { KeystoreError, openKeystore, type SigningIdentity } from '../../engines/android/keystore';
import type { MessageKey } from '../../i18n/messages';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { displayFileName } from '../../lib/file-name';
import { byCreation } from '../../lib/paging';
import { isUuid, requireBatch } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import type { SecretBox } from '../../platform/secret-box';
import * as repo from './hardening.repo';
import type { SignatureScheme } from './hardening.tables';

export const SIGNATURE_SCHEMES: readonly SignatureScheme[] = ['v1', 'v2', 'v1v2', 'v1v2v3'];

/** Keystores are small files: anything larger is refused before it is read. */
export const KEYSTORE_MAX_BYTES = 1024 * 1024;

const PROBLEM_MESSAGES: Record<KeystoreError['problem'], MessageKey> = {
  format: 'keystoreInvalid',
  storePassword: 'keystorePasswordInvalid',
  alias: 'keystoreAliasMissing',
  aliasPassword: 'keystoreAliasPasswordInvalid',
};

export interface KeystoreInput {
  name?: string | null;
  fileName: string;
  bytes: Buffer;
  storePassword: string;
  alias: string;
  aliasPassword: string;
  signatureScheme?: SignatureScheme | null;
}

/** A keystore opened for signing: the file, its passwords and the scheme chosen with it. */
export interface UnsealedKeystore {
  bytes: Buffer;
  storePassword: string;
  alias: string;
  aliasPassword: string;
  signatureScheme: SignatureScheme;
  sha256: string;
}

/** What is sealed: the file and both passwords, never stored or shown in clear. */
interface SealedKeystore {
  file: string;
  storePassword: string;
  aliasPassword: string;
}

/**
 * Signing keystores (spec §3 Keystore, `/hardening/signingCertificate`, which needs the Android
 * hardening permission): JKS and PKCS#12 files checked with their passwords on upload ('Keystore
 * password invalid', 'Alias password invalid'), kept sealed with the passwords, never
 * downloadable; their certificate's facts are what the console shows. Per account.
 */
export class KeystoresService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly box: SecretBox,
  ) {}

  list(actor: Actor, args: DefaultConnectionArguments) {
    this.assertCanRead(actor);
    return byCreation({ args, fetch: (page) => repo.listKeystores(this.db, actor.accountId, page), count: () => repo.countKeystores(this.db, actor.accountId) });
  }

  async get(actor: Actor, id: string): Promise<repo.KeystoreRow> {
    this.assertCanRead(actor);
    if (!isUuid(id)) throw new NotFoundError();
    const row = await repo.findKeystore(this.db, actor.accountId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async add(actor: Actor, input: KeystoreInput, meta: { ip: string | null }): Promise<repo.KeystoreRow> {
    this.assertCanChange(actor);
    if (input.bytes.length === 0) throw new ValidationError('fileMissing');
    if (input.bytes.length > KEYSTORE_MAX_BYTES) throw new ValidationError('keystoreInvalid');
    const alias = input.alias.trim();
    if (!alias) throw new ValidationError('fieldEmpty', { field: 'alias' });
    if (!input.storePassword) throw new ValidationError('fieldEmpty', { field: 'storePassword' });
    const scheme = input.signatureScheme ?? 'v1v2v3';
    if (!SIGNATURE_SCHEMES.includes(scheme)) throw new ValidationError('fieldEmpty', { field: 'signatureScheme' });
    let identity: SigningIdentity;
    try {
      identity = openKeystore(input.bytes, { storePassword: input.storePassword, alias, aliasPassword: input.aliasPassword || input.storePassword });
    } catch (err) {
      if (err instanceof KeystoreError) throw new ValidationError(PROBLEM_MESSAGES[err.problem], { alias });
      throw err;
    }
    const fileName = displayFileName(input.fileName, 'keystore');
    const name = (input.name?.trim() || `${identity.alias} · ${fileName}`).slice(0, 100);
    if (await repo.keystoreNameTaken(this.db, actor.accountId, name)) throw new ConflictError('keystoreNameTaken');
    const sealed: SealedKeystore = { file: input.bytes.toString('base64'), storePassword: input.storePassword, aliasPassword: input.aliasPassword || input.storePassword };
    const row = await repo.insertKeystore(this.db, {
      accountId: actor.accountId,
      name,
      fileName,
      storeType: identity.type,
      sealed: this.box.seal(JSON.stringify(sealed)),
      alias: identity.alias,
      signatureScheme: scheme,
      subject: identity.certificate.subject,
      issuer: identity.certificate.issuer,
      serialNumber: identity.certificate.serialNumber,
      notBefore: identity.certificate.notBefore,
      notAfter: identity.certificate.notAfter,
      sha256: identity.certificate.sha256,
      keyAlgorithm: identity.certificate.keyAlgorithm,
      createdBy: actor.user.id,
      creator: actor.user.username,
    });
    await this.audit.byActor(actor, meta.ip, 'keystore.create', { target: `keystore:${name}` });
    return row;
  }

  async delete(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    this.assertCanChange(actor);
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findKeystoresByIds(this.db, actor.accountId, wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    await repo.deleteKeystores(this.db, actor.accountId, wanted);
    for (const row of rows) await this.audit.byActor(actor, meta.ip, 'keystore.delete', { target: `keystore:${row.name}` });
    return rows.length;
  }

  /**
   * The keystore a job signs with, opened from its seal: for the job worker, which acts for the
   * account that submitted the job (the submit checked the caller's permissions).
   */
  async unsealForJob(accountId: string, id: string): Promise<UnsealedKeystore | undefined> {
    const row = await repo.findSealedKeystore(this.db, accountId, id);
    if (!row) return undefined;
    const sealed = JSON.parse(this.box.open(row.sealed)) as SealedKeystore;
    return {
      bytes: Buffer.from(sealed.file, 'base64'),
      storePassword: sealed.storePassword,
      alias: row.alias,
      aliasPassword: sealed.aliasPassword,
      signatureScheme: row.signatureScheme,
      sha256: row.sha256,
    };
  }

  private assertCanRead(actor: Actor): void {
    actor.assertCan('keystore');
    actor.assertCan('apk_protected|sdk_protected');
  }

  private assertCanChange(actor: Actor): void {
    actor.assertCanChange('keystore');
    actor.assertCan('apk_protected|sdk_protected');
  }
}
