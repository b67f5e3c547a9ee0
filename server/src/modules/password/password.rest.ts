import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { message } from '../../i18n/messages';
import { parseBody } from '../../rest/body';
import { ok, type Envelope } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import { actorOf } from '../../authz/actor';

const encrypted = z.string().min(1).max(2048);
export const ChangeBody = z.object({ oldPassword: encrypted, newPassword: encrypted, confirmPassword: encrypted });
export const ForgotBody = z.object({ email: z.string().trim().min(1).max(254) });
export const TokenBody = z.object({ token: z.string().min(1).max(200) });
export const ResetBody = z.object({ token: z.string().min(1).max(200), password: encrypted, confirmPassword: encrypted });

/** Password change and reset routes of spec §7 (`index/changePassword`, `forgotPassword`, …). */
export function passwordRoutes(app: FastifyInstance, context: RestContextFactory): void {
  const small = { bodyLimit: 16 * 1024 };

  app.post('/index/changePassword', small, async (req) => {
    const ctx = await context(req, { auth: true });
    await ctx.services.password.changePassword(actorOf(ctx), parseBody(ChangeBody, req.body, 'oldPassword'), ctx.meta);
    return ok(ctx, null);
  });

  app.post('/index/forgotPassword', small, async (req): Promise<Envelope<null>> => {
    const ctx = await context(req, { auth: false });
    await ctx.services.password.forgotPassword(parseBody(ForgotBody, req.body, 'email').email, ctx.meta, ctx.lang);
    return { code: '200', msg: message(ctx.lang, 'resetMailSent'), data: null };
  });

  app.post('/index/validateResetPassword', small, async (req) => {
    const ctx = await context(req, { auth: false });
    await ctx.services.password.validateReset(parseBody(TokenBody, req.body, 'token').token);
    return ok(ctx, null);
  });

  app.post('/index/resetPassword', small, async (req) => {
    const ctx = await context(req, { auth: false });
    await ctx.services.password.resetPassword(parseBody(ResetBody, req.body, 'token'), ctx.meta);
    return ok(ctx, null);
  });
}
