import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route: anyone (`public`), a signed-in session or an API key pair (`signedIn`),
 * or a monitoring SDK signing its request with its app key (`sdkSignature`).
 */
export type RouteAuth = 'public' | 'signedIn' | 'sdkSignature';

/** An answer that is not the JSON envelope: a file, an image, a CSV, an empty answer. */
export interface RawResponse {
  /** Content types the route may answer with; empty for an answer without a body. */
  contentTypes: readonly string[];
  description: string;
  /** The status of a successful answer when it is not 200. */
  status?: number;
}

/** An answer in the `{code, msg, data}` envelope; `data` is described by the schema when given. */
export interface EnvelopeResponse {
  data?: z.ZodType;
  description: string;
}

/** A multipart upload: one `file` part and the text fields of `fields`. */
export interface MultipartBody {
  fields?: z.ZodObject;
  fileDescription: string;
}

/**
 * One REST route as the OpenAPI document describes it. Request schemas are the very zod objects
 * the handler parses, so the document cannot drift from what is validated.
 */
export interface RouteDoc {
  /** Fastify's method; for a route registered with `all`, the methods the protocol uses. */
  methods: readonly HttpMethod[];
  /** Fastify's path with its prefix (`/api/scan/job/report/:jobId`, `/api/file/tus/*`). */
  path: string;
  /** The route is registered for every method (`app.all`), and answers those it knows itself. */
  anyMethod?: boolean;
  /** The name of the `*` segment in the document (`/api/file/tus/{uploadId}`). */
  wildcard?: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** Path parameters; any not described here are plain strings. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  multipart?: MultipartBody;
  /** A body the route reads raw (the SDK's signed bytes, tus chunks). */
  rawBody?: { contentTypes: readonly string[]; description: string };
  response: EnvelopeResponse | RawResponse;
}

/** Describes a route; a typed identity, so route lists read as data. */
export function route(doc: RouteDoc): RouteDoc {
  return doc;
}
