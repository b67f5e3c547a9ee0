import type { Readable } from 'node:stream';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { fileSource } from '../../engines/archive/byte-source';
import { isSafeEntryName, ZipArchive } from '../../engines/archive/zip-reader';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { isUuid, requireBatch } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { PackageKind } from '../../db/schema';
import type { FilesService } from '../files/files.service';
import { MONITORING_SDK_LIMIT_BYTES } from '../files/files.service';
import { assertMonitoring } from './monitoring-access';
import * as repo from './sdk-files.repo';
import { SDK_FILE_PLATFORMS, type SdkFilePlatform } from './sdk-files.tables';

/** The kinds of upload each platform's SDK package may be (checked by content at upload). */
const PLATFORM_KINDS: Record<SdkFilePlatform, readonly PackageKind[]> = { android: ['aar', 'zip'], ios: ['zip'], h5: ['js', 'zip'] };
const PLATFORM_FILE_TYPE: Record<SdkFilePlatform, string> = { android: 'aar/zip', ios: 'zip', h5: 'js/zip' };

/** A release version: numbers separated by dots (2 to 4 of them), optionally `-label`. */
const VERSION = /^\d{1,6}(\.\d{1,6}){1,3}(-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;
/** Most entries an SDK zip may list. */
const MAX_SDK_ENTRIES = 50_000;

export interface SdkFileInput {
  platform: SdkFilePlatform;
  version: string;
  /** An upload of the caller's (system) account with the target `monitoring-sdk-<platform>`. */
  fileId: string;
  enabled: boolean;
}

export interface SdkDownload {
  /** Streams the bytes from the file store. */
  open(): Promise<Readable>;
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * System monitoring SDK files (spec §3, `/manage/systemmanage/monitoringSdk/{platform}`): a
 * system super admin with system_monitoring_sdk uploads SDK packages through the common upload
 * path, names their version (unique per platform), enables, disables and deletes them; account
 * users with monitor_sdk_config download the enabled ones from the SDK config page.
 */
export class MonitoringSdkFilesService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly files: FilesService,
  ) {}

  /** Every file of a platform, newest first (system). */
  list(actor: Actor, platform: SdkFilePlatform, args: DefaultConnectionArguments) {
    assertSystem(actor);
    return this.page({ platform: checkPlatform(platform), enabledOnly: false }, args);
  }

  /** The enabled files of a platform, newest first (account users of the SDK config page). */
  downloads(actor: Actor, platform: SdkFilePlatform, args: DefaultConnectionArguments) {
    assertMonitoring(actor, 'monitor_sdk_config');
    return this.page({ platform: checkPlatform(platform), enabledOnly: true }, args);
  }

  async create(actor: Actor, input: SdkFileInput, ip: string | null) {
    assertSystem(actor, { change: true });
    const platform = checkPlatform(input.platform);
    const version = (input.version ?? '').trim();
    if (!version) throw new ValidationError('fieldEmpty', { field: 'version' });
    if (version.length > 60 || !VERSION.test(version)) throw new ValidationError('monitorSdkVersionInvalid');
    const file = isUuid(input.fileId) ? await this.files.findInAccount(actor.accountId, input.fileId) : undefined;
    if (!file) throw new NotFoundError();
    if (await repo.versionTaken(this.db, platform, version)) throw new ValidationError('monitorSdkVersionTaken', { version });
    if (!PLATFORM_KINDS[platform].includes(file.kind)) throw new ValidationError('fileWrongType', { fileType: PLATFORM_FILE_TYPE[platform] });
    if (file.size > MONITORING_SDK_LIMIT_BYTES) throw new ValidationError('monitorSdkFileTooLarge');
    if (file.kind !== 'js' && !(await this.files.withLocalCopy(file, async (localPath) => saneArchive(localPath)))) throw new ValidationError('monitorSdkArchiveInvalid');
    const id = await repo.insertSdkFile(
      this.db,
      { platform, version, accountId: file.accountId, fileId: file.id, fileName: file.originalName, size: Number(file.size), sha256: file.sha256, enabled: input.enabled },
      actor.user,
    );
    await this.log(actor, ip, 'monitorSdkFile.create', [{ platform, version }]);
    return this.get(id);
  }

  /** Enables or disables up to BATCH_LIMIT files; answers how many. */
  async setEnabled(actor: Actor, ids: string[], enabled: boolean, ip: string | null): Promise<number> {
    const rows = await this.batch(actor, ids);
    await repo.setSdkFilesEnabled(
      this.db,
      rows.map((r) => r.id),
      enabled,
    );
    await this.log(actor, ip, enabled ? 'monitorSdkFile.enable' : 'monitorSdkFile.disable', rows);
    return rows.length;
  }

  /** Deletes up to BATCH_LIMIT files and their stored bytes; answers how many. */
  async delete(actor: Actor, ids: string[], ip: string | null): Promise<number> {
    const rows = await this.batch(actor, ids);
    const paths = await this.db.transaction().execute(async (trx) => {
      await repo.deleteSdkFiles(
        trx,
        rows.map((r) => r.id),
      );
      const removed: string[] = [];
      for (const accountId of new Set(rows.map((r) => r.accountId))) {
        const fileIds = rows.filter((r) => r.accountId === accountId).map((r) => r.fileId);
        removed.push(...(await this.files.removeUnused(trx, accountId, fileIds)));
      }
      return removed;
    });
    await this.files.discard(paths);
    await this.log(actor, ip, 'monitorSdkFile.delete', rows);
    return rows.length;
  }

  /**
   * A file to download: the one named by `id`, else the newest enabled version of the platform.
   * Account users get enabled files only (another is not found); the system sees every file.
   */
  async download(actor: Actor, platform: SdkFilePlatform, id: string | null, ip: string | null): Promise<SdkDownload> {
    const system = actor.isSystemAdmin && actor.can('system_monitoring_sdk');
    if (!system) assertMonitoring(actor, 'monitor_sdk_config');
    if (!SDK_FILE_PLATFORMS.includes(platform)) throw new NotFoundError();
    let row: repo.SdkFileRow | undefined;
    if (id) {
      row = isUuid(id) ? await repo.findSdkFile(this.db, id) : undefined;
      if (row && (row.platform !== platform || (!row.enabled && !system))) row = undefined;
    } else {
      row = newest(await repo.enabledSdkFiles(this.db, platform));
    }
    const file = row && (await this.files.findInAccount(row.accountId, row.fileId));
    if (!row || !file) throw new NotFoundError();
    await this.log(actor, ip, 'monitorSdkFile.download', [row]);
    return {
      open: () => this.files.store.get(this.files.keyOf(file)),
      fileName: row.fileName,
      size: Number(row.size),
      contentType: file.kind === 'js' ? 'text/javascript; charset=utf-8' : file.kind === 'aar' ? 'application/octet-stream' : 'application/zip',
    };
  }

  async get(id: string) {
    const row = isUuid(id) ? await repo.findSdkFile(this.db, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  private page(filter: repo.SdkFileFilter, args: DefaultConnectionArguments) {
    return byCreation({
      args,
      fetch: (page) => repo.listSdkFiles(this.db, filter, page),
      count: () => repo.countSdkFiles(this.db, filter),
    });
  }

  private async batch(actor: Actor, ids: string[]) {
    assertSystem(actor, { change: true });
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findSdkFiles(this.db, wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    return rows;
  }

  private async log(actor: Actor, ip: string | null, activity: ActivityType, rows: ReadonlyArray<{ platform: string; version: string }>) {
    for (const row of rows) await this.audit.byActor(actor, ip, activity, { target: `${row.platform}:${row.version}` });
  }
}

/** System super admins holding system_monitoring_sdk (and, for changes, not read-only). */
function assertSystem(actor: Actor, options: { change?: boolean } = {}): void {
  if (!actor.isSystemAdmin) throw new ForbiddenError();
  if (options.change) actor.assertCanChange('system_monitoring_sdk');
  else actor.assertCan('system_monitoring_sdk');
}

function checkPlatform(platform: SdkFilePlatform): SdkFilePlatform {
  if (!SDK_FILE_PLATFORMS.includes(platform)) throw new ValidationError('badRequest');
  return platform;
}

/**
 * A real zip with sane entries: a readable central directory, at least one entry and not too
 * many, every name inside the extraction root, and no overlapping or duplicated entries.
 */
export function saneArchive(filePath: string): boolean {
  const source = fileSource(filePath);
  try {
    const zip = ZipArchive.open(source, { maxEntries: MAX_SDK_ENTRIES });
    if (zip.entries.length === 0 || zip.entries.length > MAX_SDK_ENTRIES) return false;
    if (!zip.entries.every((e) => isSafeEntryName(e.name) && !e.corrupt)) return false;
    const fatal = new Set(['unsafe-path', 'overlapping-entries', 'duplicate-entry', 'data-out-of-bounds', 'bad-local-header']);
    return !zip.anomalies.some((a) => fatal.has(a.kind));
  } catch {
    return false;
  } finally {
    source.close();
  }
}

/** Compares release versions numerically, a release above its pre-releases (1.2.0 > 1.2.0-rc.1). */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = splitVersion(a);
  const [coreB, preB] = splitVersion(b);
  for (let i = 0; i < Math.max(coreA.length, coreB.length); i++) {
    const d = (coreA[i] ?? 0) - (coreB[i] ?? 0);
    if (d !== 0) return d;
  }
  if (preA === preB) return 0;
  if (preA === null) return 1;
  if (preB === null) return -1;
  return preA.localeCompare(preB, 'en', { numeric: true });
}

function splitVersion(v: string): [number[], string | null] {
  const dash = v.indexOf('-');
  const core = dash < 0 ? v : v.slice(0, dash);
  return [core.split('.').map(Number), dash < 0 ? null : v.slice(dash + 1)];
}

function newest(rows: repo.SdkFileRow[]): repo.SdkFileRow | undefined {
  return rows.reduce<repo.SdkFileRow | undefined>((best, row) => (!best || compareVersions(row.version, best.version) > 0 ? row : best), undefined);
}
