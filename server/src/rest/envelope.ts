import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { message, parseLang } from '../i18n/messages';
import { AppError, asConstraintViolation, asServiceUnavailable, BusyError } from '../lib/errors';

/** The REST answer of spec §7: a string code, a message and data. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T | null;
}

export function ok<T>(ctx: Pick<Context, 'lang'>, data: T): Envelope<T> {
  return { code: '200', msg: message(ctx.lang, 'ok'), data };
}

/**
 * Maps any error to the envelope in one place: AppErrors keep their code and localized
 * message; a missing referenced row is a 404 and a duplicate a 409
 * (`asConstraintViolation`); an unreachable database or Redis is a 503 with `Retry-After` (in `headers`);
 * Fastify's own client errors (body too large, bad JSON) keep their status; anything else is a
 * masked 500.
 */
export function errorEnvelope(request: FastifyRequest, thrown: unknown): { status: number; body: Envelope; headers?: Record<string, string> } {
  const error = asConstraintViolation(thrown) ?? thrown;
  const lang = parseLang(request.headers['lang']);
  const unavailable = asServiceUnavailable(error);
  if (unavailable) {
    if (!(unavailable instanceof BusyError)) request.log.warn({ err: error }, 'storage unavailable');
    return {
      status: 503,
      body: { code: '503', msg: message(lang, unavailable.messageKey), data: null },
      headers: { 'retry-after': String(unavailable.retryAfterSeconds) },
    };
  }
  if (error instanceof AppError) {
    return { status: error.httpStatus, body: { code: error.code, msg: message(lang, error.messageKey, error.params), data: error.data ?? null } };
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return { status: 413, body: { code: '413', msg: message(lang, 'payloadTooLarge'), data: null } };
  if (status === 429) return { status: 429, body: { code: '429', msg: message(lang, 'rateLimited'), data: null } };
  if (status && status >= 400 && status < 500) return { status: 400, body: { code: '400', msg: message(lang, 'badRequest'), data: null } };
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, body: { code: '500', msg: message(lang, 'internal'), data: null } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, headers } = errorEnvelope(request, error);
  if (headers) reply.headers(headers);
  return reply.status(status).send(body);
}
