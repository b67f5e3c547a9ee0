import type { Readable } from 'node:stream';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { optionalEmail, optionalText } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import type { FileStore } from '../../platform/file-store';
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
    /** The file store: avatars live under `avatars/<account>/<user>`. */
    private readonly store: FileStore,
    private readonly users: UsersService,
    private readonly pubsub: AppPubSub,
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
    this.viewerChanged(actor);
    await this.audit.byActor(actor, meta.ip, 'profile.update', { target: `user:${actor.user.username}` });
  }

  /**
   * Stores the caller's avatar from a stream: png or jpeg by content, at most 2 MB, in the file
   * store (which keeps nothing when the stream fails).
   */
  async saveAvatar(actor: Actor, upload: Readable, meta: RequestMeta): Promise<{ avatar: string }> {
    const check = new AvatarCheck();
    // The check passes the bytes on and fails past the cap or on a wrong type; the store keeps nothing then.
    const checked = upload.pipe(check);
    upload.once('error', (err) => check.destroy(err));
    // The store's pipeline reports the check's failure; until it is set up, nothing else listens.
    check.on('error', () => {});
    await this.store.put(avatarKey(actor), checked);
    const version = await repo.setAvatar(this.db, actor.accountId, actor.user.id, check.type!);
    this.viewerChanged(actor);
    await this.audit.byActor(actor, meta.ip, 'profile.avatar', { target: `user:${actor.user.username}` });
    return { avatar: avatarUrl(version) };
  }

  /** The caller's avatar file and its content type; 404 when there is none. */
  async avatar(actor: Actor): Promise<{ open: () => Promise<Readable>; contentType: string }> {
    const row = await repo.findAvatar(this.db, actor.accountId, actor.user.id);
    if (!row?.avatarType) throw new NotFoundError();
    const key = avatarKey(actor);
    // The row says there is one, but the file may be gone (a restored database, a lost disk).
    if (!(await this.store.stat(key))) throw new NotFoundError();
    return { open: () => this.store.get(key), contentType: AVATAR_CONTENT_TYPE[row.avatarType as keyof typeof AVATAR_CONTENT_TYPE] };
  }

  /** What `viewer` shows of the caller changed: their cached sessions are read again. */
  private viewerChanged(actor: Actor): void {
    this.pubsub.publish('principal:changed', { accountId: actor.accountId, userId: actor.user.id });
  }
}

/** Where a user's avatar is stored: `avatars/<account>/<user>`. */
const avatarKey = (actor: Actor) => `avatars/${actor.accountId}/${actor.user.id}`;
