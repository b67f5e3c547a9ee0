import { useCallback, useState } from 'react';

interface PageInfoLike {
  startCursor?: string | null;
  endCursor?: string | null;
}

/** Connection arguments of one page: forwards with `first/after`, backwards with `last/before`. */
export interface PageArgs {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export interface KeysetPaging {
  args: PageArgs;
  /** 1-based number of the page shown. */
  page: number;
  pageSize: number;
  next(pageInfo: PageInfoLike | undefined): void;
  previous(pageInfo: PageInfoLike | undefined): void;
  /** Back to the first page, e.g. when the filters change. */
  reset(): void;
}

/** Server-side paging over a Relay connection with keyset cursors (never offsets). */
export function useKeysetPaging(pageSize = 20): KeysetPaging {
  const [state, setState] = useState<{ args: PageArgs; page: number }>({ args: { first: pageSize }, page: 1 });
  const next = useCallback(
    (pageInfo: PageInfoLike | undefined) => {
      if (pageInfo?.endCursor) setState((s) => ({ args: { first: pageSize, after: pageInfo.endCursor! }, page: s.page + 1 }));
    },
    [pageSize],
  );
  const previous = useCallback(
    (pageInfo: PageInfoLike | undefined) => {
      setState((s) => {
        if (s.page <= 2 || !pageInfo?.startCursor) return { args: { first: pageSize }, page: 1 };
        return { args: { last: pageSize, before: pageInfo.startCursor }, page: s.page - 1 };
      });
    },
    [pageSize],
  );
  const reset = useCallback(() => setState({ args: { first: pageSize }, page: 1 }), [pageSize]);
  return { args: state.args, page: state.page, pageSize, next, previous, reset };
}
