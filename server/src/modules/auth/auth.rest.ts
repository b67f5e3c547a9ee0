import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RestContextFactory } from '../../rest/router';
import { ok } from '../../rest/envelope';
import { ValidationError } from '../../lib/errors';

const LoginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(2048),
});

/** Sign-in and session routes of spec §7 (`index/*`, `user/getUserInfo`). */
export function authRoutes(app: FastifyInstance, context: RestContextFactory): void {
  // Sign-in bodies are tiny; refuse anything bigger before reading it.
  const small = { bodyLimit: 16 * 1024 };

  app.get('/index/publicKey', async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, ctx.services.auth.publicKeyPem);
  });

  app.post('/index/login', small, async (req) => {
    const ctx = await context(req, { auth: false });
    const body = LoginBody.safeParse(req.body);
    if (!body.success) {
      const field = String(body.error.issues[0]?.path[0] ?? 'username');
      throw new ValidationError('fieldEmpty', { field });
    }
    const { token, mfa } = await ctx.services.auth.login(body.data, ctx.meta);
    return ok(ctx, { token, mfa });
  });

  app.post('/index/verifyAuth', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, null);
  });

  app.post('/index/logout', small, async (req) => {
    const ctx = await context(req, { auth: true });
    await ctx.services.auth.logout(ctx.actor!, ctx.meta);
    return ok(ctx, null);
  });

  app.get('/user/getUserInfo', async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, await ctx.services.auth.userInfo(ctx.actor!));
  });
}
