import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyMultipart from '@fastify/multipart';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../authz/actor';
import type { Lang } from '../../i18n/messages';
import { ValidationError } from '../../lib/errors';
import { errorEnvelope, ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import { UPLOAD_TARGETS, type UploadTarget } from '../../authz/platforms';
import { FileTooLargeError, UPLOAD_LIMIT_BYTES, type FilesService } from './files.service';
import { actorOf } from '../../authz/actor';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

const platformParam = (value: unknown): UploadTarget | null => (UPLOAD_TARGETS.includes(value as UploadTarget) ? (value as UploadTarget) : null);

/** Where a tus request came from: set by the route before tus sees the request. */
interface TusCaller {
  actor: Actor;
  ip: string | null;
  lang: Lang;
  request: FastifyRequest;
}

/**
 * Uploads (spec §7 `file/upload`): a multipart POST with the field `file`, and resumable
 * uploads by the tus protocol at `/api/file/tus` (a dropped connection continues where it
 * stopped). Both stream to the file store, stop at 1.5 GB, check the type by content and answer the
 * file id: multipart in the `{code, msg, data: {fileId}}` envelope, tus in the final PATCH's
 * body (the same envelope) and its `Rampart-File-Id` header.
 */
export function filesRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

    // An upload that declares more than the cap is refused before the multipart parser reads it.
    const refuseDeclaredOversize = async (req: FastifyRequest) => {
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES + MULTIPART_FRAMING_BYTES) throw new FileTooLargeError();
    };

    scope.post<{ Querystring: { platform?: string } }>('/file/upload', { onRequest: refuseDeclaredOversize }, async (req) => {
      const ctx = await context(req, { auth: true });
      ctx.services.files.assertCanUpload(actorOf(ctx));
      if (!req.isMultipart()) throw new ValidationError('fileMissing');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new ValidationError('fileMissing');
      const fieldPlatform = part.fields.platform && 'value' in part.fields.platform ? part.fields.platform.value : undefined;
      const stored = await ctx.services.files.storeUpload(
        actorOf(ctx),
        { stream: part.file, fileName: part.filename, expected: platformParam(req.query.platform ?? fieldPlatform) },
        ctx.meta,
      );
      return ok(ctx, stored);
    });

    registerTus(scope, context);
  });
}

type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };

function registerTus(scope: FastifyInstance, context: RestContextFactory): void {
  const callers = new WeakMap<IncomingMessage, TusCaller>();
  const callerOf = (req: TusRequest): TusCaller => {
    const caller = req.runtime?.node?.req && callers.get(req.runtime.node.req);
    if (!caller) throw { status_code: 401, body: 'Unauthenticated' };
    return caller;
  };
  // Built on the first request, from the app's files service.
  let tus: TusServer | undefined;

  // tus reads the request body itself.
  scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = await context(req, { auth: true });
    ctx.services.files.assertCanUpload(actorOf(ctx));
    callers.set(req.raw, { actor: actorOf(ctx), ip: ctx.meta.ip, lang: ctx.lang, request: req });
    tus ??= createTus(ctx.services.files, callerOf);
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  };
  scope.all('/file/tus', handler);
  scope.all('/file/tus/*', handler);
}

function createTus(files: FilesService, callerOf: (req: TusRequest) => TusCaller): TusServer {
  return new TusServer({
    path: '/api/file/tus',
    datastore: files.tusStore(),
    locker: files.tusLocker,
    maxSize: UPLOAD_LIMIT_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    exposedHeaders: ['Rampart-File-Id'],
    // Upload ids carry the account, so one account can never reach another's upload.
    namingFunction: (req) => `${callerOf(req as TusRequest).actor.accountId}-${crypto.randomUUID()}`,
    onIncomingRequest: async (req, uploadId) => {
      const { actor } = callerOf(req as TusRequest);
      if (uploadId && !uploadId.startsWith(`${actor.accountId}-`)) throw { status_code: 404, body: 'Not found' };
    },
    onUploadFinish: async (req, upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> => {
      const { actor, ip, lang, request } = callerOf(req as TusRequest);
      const json = { 'Content-Type': 'application/json; charset=utf-8' };
      try {
        const stored = await files.adoptTusUpload(
          actor,
          { uploadId: upload.id, fileName: upload.metadata?.filename ?? upload.metadata?.name ?? 'package', expected: platformParam(upload.metadata?.platform) },
          { ip },
        );
        return { status_code: 200, headers: { ...json, 'Rampart-File-Id': stored.fileId }, body: JSON.stringify(ok({ lang }, stored)) };
      } catch (err) {
        const { status, body } = errorEnvelope(request, err);
        return { status_code: status, headers: json, body: JSON.stringify(body) };
      }
    },
  });
}
