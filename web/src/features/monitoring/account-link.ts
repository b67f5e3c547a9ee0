/** A monitoring path for the managed account: `?accountId=` when a system super admin picked one. */
export function withAccount(path: string, accountId: string | null): string {
  if (!accountId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}accountId=${encodeURIComponent(accountId)}`;
}
