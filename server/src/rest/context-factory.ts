import type { FastifyRequest } from 'fastify';
import type { Context } from '../context';

/**
 * Builds the request context; with `auth: true` it throws the authentication error (401,
 * 602…) when there is no valid session.
 */
export type RestContextFactory = (req: FastifyRequest, options: { auth: boolean }) => Promise<Context>;
