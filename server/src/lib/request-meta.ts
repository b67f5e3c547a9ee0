/** What a request tells about its caller, for the audit log and rate limits. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The host name the request named, without port (`Host`, or `X-Forwarded-Host` behind a trusted proxy). */
  host?: string | null;
}

/** What a change acts with: the account a system admin chose (others act on their own) and the caller's address. */
export interface ActScope {
  accountId?: string | null;
  ip: string | null;
}

/** The scope of a change from its `accountId` argument and the request. */
export function scopeOf(request: { meta: RequestMeta }, args: { accountId?: string | null }): ActScope {
  return { accountId: args.accountId ?? null, ip: request.meta.ip };
}
