import { useMemo } from 'react';
import { useSession } from '../lib/session-store';
import { visibleMenu, type MenuKey, type VisibleMenuItem } from './menu';
import { isBuiltPath } from './routes';

/**
 * The menu items among `keys` that the signed-in user sees, in that order: the links an empty
 * page offers as next steps (never one to a page the user may not open).
 */
export function useMenuLinks(keys: readonly MenuKey[]): VisibleMenuItem[] {
  const { user } = useSession();
  const joined = keys.join(',');
  return useMemo(() => {
    if (!user) return [];
    const items = new Map(visibleMenu(user, isBuiltPath).flatMap((group) => group.items.map((item) => [item.key, item] as const)));
    return joined
      .split(',')
      .map((key) => items.get(key as MenuKey))
      .filter((item): item is VisibleMenuItem => Boolean(item));
  }, [user, joined]);
}
