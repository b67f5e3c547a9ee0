import { useCallback, useState } from 'react';

export interface IdSelection {
  selected: ReadonlySet<string>;
  /** Adds (`on`) or removes the ids. */
  toggle(ids: readonly string[], on: boolean): void;
  clear(): void;
}

/** The rows a list has ticked for a batch action, by id (kept across pages). */
export function useIdSelection(): IdSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}
