import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../rest/body';
import { ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import { enrolmentActor } from '../../authz/mfa-enrolment';
import { actorOf } from '../../authz/actor';

export const ConfirmBody = z.object({ code: z.string().trim().min(1).max(32) });
export const DisableBody = z.object({ code: z.string().trim().max(32).optional(), password: z.string().max(2048).optional() });

/** MFA enrolment for the signed-in user (account settings, login-setting tab). */
export function mfaRoutes(app: FastifyInstance, context: RestContextFactory): void {
  const small = { bodyLimit: 16 * 1024 };

  // Start and confirm are also open to a session waiting for enrolment (MFA required).
  app.post('/user/mfa/start', small, async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, await ctx.services.mfa.startEnrolment(enrolmentActor(ctx)));
  });

  app.post('/user/mfa/confirm', small, async (req) => {
    const ctx = await context(req, { auth: false });
    const actor = enrolmentActor(ctx);
    const { code } = parseBody(ConfirmBody, req.body, 'code');
    return ok(ctx, await ctx.services.auth.confirmMfaEnrolment(actor, code, ctx.meta));
  });

  app.post('/user/mfa/disable', small, async (req) => {
    const ctx = await context(req, { auth: true });
    await ctx.services.mfa.disable(actorOf(ctx), parseBody(DisableBody, req.body, 'code'), ctx.meta);
    return ok(ctx, null);
  });
}
