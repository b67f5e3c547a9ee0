/** Where the signed-in user's avatar is served; `t` is its version, so caches refresh on change. */
export function avatarUrl(version: Date): string {
  return `/api/user/getAvatar?t=${version.getTime()}`;
}
