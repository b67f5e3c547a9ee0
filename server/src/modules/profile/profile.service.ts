import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { optionalEmail, optionalText } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import type { RequestMeta } from '../../lib/request-meta';
import type { UsersService } from '../users/users.service';
import { avatarUrl } from '../../lib/avatar-url';
import { AVATAR_CONTENT_TYPE, AvatarCheck } from './avatar';
import * as repo from './profile.repo';

export interface UpdateProfileInput {
  /** When sent, it must be the caller's own id: this edits one's own profile only. */
  id?: string | null;
  realname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The signed-in user's own settings (spec §2 `/account/setting`): profile and avatar. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    /** `<data dir>/files/avatars`. */
    private readonly avatarDir: string,
    private readonly users: UsersService,
  ) {}

  /** Changes the caller's names and email; a field left out stays as it is, an empty one is cleared. */
  async updateProfile(actor: Actor, input: UpdateProfileInput, meta: RequestMeta): Promise<void> {
    if (input.id && input.id !== actor.user.id) throw new ForbiddenError();
    const patch: repo.ProfilePatch = {};
    if (input.realname !== undefined) patch.realname = optionalText(input.realname, 'realname', 100);
    if (input.firstName !== undefined) patch.firstName = optionalText(input.firstName, 'firstName', 100);
    if (input.lastName !== undefined) patch.lastName = optionalText(input.lastName, 'lastName', 100);
    if (input.email !== undefined) {
      patch.email = optionalEmail(input.email);
      if (patch.email && (await this.users.identityTaken('email', patch.email, actor.user.id))) throw new ConflictError('emailTaken');
    }
    try {
      await repo.updateProfile(this.db, actor.accountId, actor.user.id, patch);
    } catch (err) {
      // Two users claiming the same address at the same moment: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw new ConflictError('emailTaken');
      throw err;
    }
    await this.audit.byActor(actor, meta.ip, 'profile.update', { target: `user:${actor.user.username}` });
  }

  /**
   * Stores the caller's avatar from a stream: png or jpeg by content, at most 2 MB, written to
   * a temporary file and renamed into place only when complete.
   */
  async saveAvatar(actor: Actor, upload: Readable, meta: RequestMeta): Promise<{ avatar: string }> {
    const dir = path.join(this.avatarDir, actor.accountId);
    await fs.promises.mkdir(dir, { recursive: true });
    const target = path.join(dir, actor.user.id);
    const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    const check = new AvatarCheck();
    try {
      await pipeline(upload, check, fs.createWriteStream(temporary, { mode: 0o600 }));
      await fs.promises.rename(temporary, target);
    } catch (err) {
      await fs.promises.rm(temporary, { force: true });
      throw err;
    }
    const version = await repo.setAvatar(this.db, actor.accountId, actor.user.id, check.type!);
    await this.audit.byActor(actor, meta.ip, 'profile.avatar', { target: `user:${actor.user.username}` });
    return { avatar: avatarUrl(version) };
  }

  /** The caller's avatar file and its content type; 404 when there is none. */
  async avatar(actor: Actor): Promise<{ file: string; contentType: string }> {
    const row = await repo.findAvatar(this.db, actor.accountId, actor.user.id);
    if (!row?.avatarType) throw new NotFoundError();
    const file = path.join(this.avatarDir, actor.accountId, actor.user.id);
    // The row says there is one, but the file may be gone (a restored database, a lost disk).
    if (!(await fs.promises.stat(file).catch(() => null))?.isFile()) throw new NotFoundError();
    return { file, contentType: AVATAR_CONTENT_TYPE[row.avatarType as keyof typeof AVATAR_CONTENT_TYPE] };
  }
}
