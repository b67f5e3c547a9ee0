/** What a request tells about its caller, for the audit log and rate limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
