import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import { parseBody } from '../../rest/body';
import { ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import { AVATAR_MAX_BYTES } from './avatar';
import { actorOf } from '../../authz/actor';

const text = z.string().max(1000).nullable().optional();
export const UpdateUserBody = z.object({
  id: z.string().max(100).nullable().optional(),
  realname: text,
  firstName: text,
  lastName: text,
  email: text,
});

/** One's own profile and avatar (spec §7 `user/updateUser`, `user/getAvatar`). */
export function profileRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.post('/user/updateUser', { bodyLimit: 16 * 1024 }, async (req) => {
    const ctx = await context(req, { auth: true });
    await ctx.services.profile.updateProfile(actorOf(ctx), parseBody(UpdateUserBody, req.body, 'realname'), ctx.meta);
    return ok(ctx, await ctx.services.auth.userInfo(actorOf(ctx)));
  });

  app.get('/user/getAvatar', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const { open, contentType } = await ctx.services.profile.avatar(actorOf(ctx));
    // Private: the image is the caller's own; `t` in the URL changes with every new avatar.
    return reply
      .type(contentType)
      .header('cache-control', 'private, max-age=86400')
      .send(await open());
  });

  app.register(async (uploads) => {
    // One file part; one byte over the cap lets the avatar check see the excess and refuse it.
    await uploads.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES + 1, fields: 10, parts: 11 } });
    uploads.post('/user/avatar', async (req) => {
      const ctx = await context(req, { auth: true });
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw new ValidationError('fileMissing');
      return ok(ctx, await ctx.services.profile.saveAvatar(actorOf(ctx), file.file, ctx.meta));
    });
  });
}
