import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../rest/body';
import { ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';

export const RegisterBody = z.object({
  accountName: z.string().max(200),
  username: z.string().max(200),
  email: z.string().max(254),
  realname: z.string().max(200).nullable().optional(),
  password: z.string().min(1).max(2048),
  confirmPassword: z.string().min(1).max(2048),
});
export const ValidateBody = z.object({ signupId: z.string().max(100), code: z.string().max(20) });
export const AcceptBody = z.object({ signupId: z.string().max(100), accepted: z.boolean().optional() });

/** Sign-up steps of spec §2/§7 (`index/register`, `index/register/validate`, accept terms). */
export function signupRoutes(app: FastifyInstance, context: RestContextFactory): void {
  const small = { bodyLimit: 16 * 1024 };

  app.get('/index/signupSettings', async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, await ctx.services.signup.settings());
  });

  app.post('/index/register', small, async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, await ctx.services.signup.register(parseBody(RegisterBody, req.body, 'accountName'), ctx.meta, ctx.lang));
  });

  app.post('/index/register/validate', small, async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, await ctx.services.signup.verifyEmail(parseBody(ValidateBody, req.body, 'code')));
  });

  app.post('/index/register/accept', small, async (req) => {
    const ctx = await context(req, { auth: false });
    const body = parseBody(AcceptBody, req.body, 'signupId');
    return ok(ctx, await ctx.services.signup.acceptTerms({ signupId: body.signupId, accepted: body.accepted === true }, ctx.meta));
  });
}
