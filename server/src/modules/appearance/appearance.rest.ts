import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../authz/actor';
import { ValidationError } from '../../lib/errors';
import { ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import { APPEARANCE_IMAGES, APPEARANCE_TEXTS, IMAGE_LIMIT_BYTES, READ_ONLY_FIELDS, type AppearancePatch } from './appearance.service';

const image = z.string().max(300).nullable().optional();
const text = z.string().max(1000).optional();
export const UpdateBody = z
  .object({
    id: z.string().max(20),
    productName: text,
    accountName: text,
    copyright: text,
    logo: image,
    logoSmall: image,
    favicon: image,
    loginBackground: image,
  })
  .strict();

const KNOWN_FIELDS: ReadonlySet<string> = new Set(['id', ...APPEARANCE_TEXTS, ...APPEARANCE_IMAGES]);

/**
 * The update body: the setting `find` answered without the five read-only fields (spec §7). A
 * body that still carries one of them, or a field the setting does not have, is refused whole.
 */
function parseUpdate(body: unknown): AppearancePatch {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('fieldEmpty', { field: 'id' });
  const keys = Object.keys(body);
  const readOnly = READ_ONLY_FIELDS.find((field) => keys.includes(field));
  if (readOnly) throw new ValidationError('appearanceFieldRefused', { name: readOnly });
  const unknown = keys.find((key) => !KNOWN_FIELDS.has(key));
  if (unknown) throw new ValidationError('appearanceFieldRefused', { name: unknown.slice(0, 50) });
  const parsed = UpdateBody.safeParse(body);
  if (!parsed.success) throw new ValidationError('fieldEmpty', { field: String(parsed.error.issues[0]?.path[0] ?? 'id') });
  return parsed.data as AppearancePatch;
}

/**
 * Appearance customization (spec §7): `find/{platform-or-lang}` for anyone (the sign-in page
 * reads it before sign-in), `update` and image uploads for holders of system_appearance, and
 * the stored images by public URL.
 */
export function appearanceRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.get<{ Params: { lang: string } }>('/interfaceCustomization/find/:lang', async (req) => {
    const ctx = await context(req, { auth: false });
    return ok(ctx, await ctx.services.appearance.find(req.params.lang, ctx.lang));
  });

  app.post('/interfaceCustomization/update', { bodyLimit: 16 * 1024 }, async (req) => {
    const ctx = await context(req, { auth: true });
    const actor = actorOf(ctx);
    actor.assertCanChange('system_appearance');
    return ok(ctx, await ctx.services.appearance.update(actor, parseUpdate(req.body), { ip: ctx.meta.ip, lang: ctx.lang }));
  });

  app.get<{ Params: { name: string } }>('/interfaceCustomization/image/:name', async (req, reply) => {
    const ctx = await context(req, { auth: false });
    const { open, contentType, size } = await ctx.services.appearance.image(req.params.name);
    // The name is the content's hash: the bytes behind it never change.
    return reply
      .type(contentType)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await open());
  });

  app.register(async (uploads) => {
    // One file part; one byte over the largest cap lets the service see the excess and refuse it.
    await uploads.register(multipart, { limits: { files: 1, fileSize: Math.max(...Object.values(IMAGE_LIMIT_BYTES)) + 1, fields: 5, parts: 6 } });
    uploads.post<{ Querystring: { field?: string } }>('/interfaceCustomization/image', async (req) => {
      const ctx = await context(req, { auth: true });
      const actor = actorOf(ctx);
      actor.assertCanChange('system_appearance');
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file || file.fieldname !== 'file') throw new ValidationError('fileMissing');
      const fieldPart = file.fields.field && 'value' in file.fields.field ? file.fields.field.value : undefined;
      return ok(ctx, await ctx.services.appearance.storeImage(actor, String(req.query.field ?? fieldPart ?? ''), file.file, ctx.meta));
    });
  });
}
