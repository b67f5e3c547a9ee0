import { useState } from 'react';
import { useKeysetPaging, type KeysetPaging } from '../lib/use-keyset-paging';
import { AccountSelector, useManagedAccount, type ManagedAccount } from './account-selector';
import { SearchForm } from './search-form';

export interface Editor<Row> {
  /** Whether the create/edit dialog is open. */
  open: boolean;
  /** The row edited; null while creating. */
  row: Row | null;
  /** A key that remounts the dialog for another row. */
  key: string;
  /** Opens the dialog on `row`, or empty to create one. */
  edit(row: Row | null): void;
  close(): void;
  /** The dialog's `onSaved`: closes it and refetches the list. */
  saved(refetch: () => unknown): () => void;
}

/** The row a list page's create/edit dialog works on. */
export function useEditor<Row extends { id: string }>(): Editor<Row> {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const close = () => setEditing(null);
  return {
    open: editing !== null,
    row: editing?.row ?? null,
    key: editing?.row?.id ?? 'new',
    edit: (row) => setEditing({ row }),
    close,
    saved: (refetch) => () => {
      close();
      void refetch();
    },
  };
}

export interface AccountList {
  managed: ManagedAccount;
  paging: KeysetPaging;
  /** The list query's account, page and search variables. */
  variables: KeysetPaging['args'] & { accountId: string | null; search: string | null };
  /** Applies a new search and goes back to the first page. */
  search(text: string): void;
}

/** The state of a searchable, server-paged list of one account's records (system super admins may pick the account). */
export function useAccountList(pageSize = 20): AccountList {
  const managed = useManagedAccount();
  const paging = useKeysetPaging(pageSize);
  const [search, setSearch] = useState('');
  return {
    managed,
    paging,
    variables: { ...paging.args, accountId: managed.variable, search: search || null },
    search(text) {
      setSearch(text);
      paging.reset();
    },
  };
}

/** The account selector (system super admins) and the search box above such a list. */
export function AccountListFilters({ list, placeholder }: { list: AccountList; placeholder: string }) {
  return (
    <>
      <AccountSelector managed={list.managed} onChoose={list.paging.reset} />
      <SearchForm placeholder={placeholder} onSearch={list.search} />
    </>
  );
}
