import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RestContextFactory } from '../../rest/context-factory';
import { errorEnvelope, ok } from '../../rest/envelope';
import { parseBody } from '../../rest/body';
import { enrolmentActor } from '../../authz/mfa-enrolment';
import { actorOf } from '../../authz/actor';

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(2048),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});

export const MfaLoginBody = z.object({
  token: z.string().min(1).max(200),
  code: z.string().trim().min(1).max(32),
});

/**
 * Every sign-in failure body is padded to this many bytes, so a locked account cannot be told
 * from a wrong password (or an unknown name) by the length of the answer.
 */
export const LOGIN_FAILURE_BYTES = 512;

function sendPaddedFailure(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = errorEnvelope(request, error);
  // A 503 (storage away, or too many sign-ins being checked) says when to try again.
  if (headers) reply.headers(headers);
  const json = JSON.stringify(body);
  // JSON allows trailing whitespace, so the padded body still parses.
  const padded = json + ' '.repeat(Math.max(0, LOGIN_FAILURE_BYTES - Buffer.byteLength(json)));
  return reply.status(status).type('application/json; charset=utf-8').send(padded);
}

/** Sign-in and session routes of spec §7 (`index/*`, `user/getUserInfo`). */
export function authRoutes(app: FastifyInstance, context: RestContextFactory): void {
  // Sign-in bodies are tiny; refuse anything bigger before reading it.
  const small = { bodyLimit: 16 * 1024 };
  const signIn = { ...small, errorHandler: sendPaddedFailure };

  app.get('/index/publicKey', async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, ctx.services.auth.publicKeyPem);
  });

  app.get('/index/captcha', async (req, reply) => {
    const ctx = await context(req, { auth: false });
    const { captchaId, svg } = await ctx.services.captcha.issue();
    reply.header('cache-control', 'no-store');
    return ok(ctx, { captchaId, svg });
  });

  app.post('/index/login', signIn, async (req) => {
    const ctx = await context(req, { auth: false });
    const { token, mfa, mfaEnrolment, captchaRequired } = await ctx.services.auth.login(parseBody(LoginBody, req.body, 'username'), ctx.meta);
    return ok(ctx, { token, mfa, mfaEnrolment, captchaRequired });
  });

  app.post('/index/login/mfa', signIn, async (req) => {
    const ctx = await context(req, { auth: false });
    const { token, mfa } = await ctx.services.auth.completeMfaLogin(parseBody(MfaLoginBody, req.body, 'code'), ctx.meta);
    return ok(ctx, { token, mfa });
  });

  app.post('/index/verifyAuth', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, null);
  });

  // Also ends a session waiting for MFA enrolment.
  app.post('/index/logout', small, async (req) => {
    const ctx = await context(req, { auth: false });
    await ctx.services.auth.logout(enrolmentActor(ctx), ctx.meta);
    return ok(ctx, null);
  });

  app.get('/user/getUserInfo', async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, await ctx.services.auth.userInfo(actorOf(ctx)));
  });
}
