import { useQuery } from '@apollo/client/react';
import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';
import { AccountSelectorOptionsDocument } from '../gql/graphql';
import { useSession } from '../lib/session-store';

/** The search parameter that holds the managed account, so the choice survives a reload. */
const PARAM = 'accountId';

export interface ManagedAccount {
  /** Whether the user may pick another account (system super admins). */
  canChoose: boolean;
  /** The account chosen: the user's own by default. */
  accountId: string;
  /** What to pass as `accountId` to queries and mutations: null manages the user's own account. */
  variable: string | null;
  choose(accountId: string): void;
}

/**
 * The account a management page works on. System super admins may pick any account (kept in
 * `?accountId=`); everyone else always manages their own, and the server decides anyway.
 */
export function useManagedAccount(): ManagedAccount {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const own = user ? String(user.accountId) : '';
  const canChoose = user?.isSystemAdmin === true;
  const accountId = (canChoose && params.get(PARAM)) || own;
  return {
    canChoose,
    accountId,
    variable: canChoose && accountId ? accountId : null,
    choose(next) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next && next !== own) updated.set(PARAM, next);
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true },
      );
    },
  };
}

interface AccountSelectorProps {
  managed: ManagedAccount;
  /** Called after another account is chosen, e.g. to go back to the first page. */
  onChoose?(): void;
}

/** Search box and list of accounts, fed by the `accounts` connection (system super admins). */
export function AccountSelector({ managed, onChoose }: AccountSelectorProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(draft.trim()), 300);
    return () => clearTimeout(timer);
  }, [draft]);
  const { data } = useQuery(AccountSelectorOptionsDocument, { variables: { search: search || null }, skip: !managed.canChoose, fetchPolicy: 'cache-and-network' });
  // Names of accounts seen so far: the chosen one stays listed when a search leaves it out.
  const names = useRef(new Map<string, string>());
  if (user) names.current.set(String(user.accountId), user.accountName);
  const found = data?.accounts.edges.map((edge) => edge.node) ?? [];
  for (const account of found) names.current.set(account.id, account.name);
  if (!managed.canChoose) return null;
  const options = found.some((account) => account.id === managed.accountId)
    ? found.map((account) => ({ value: account.id, label: account.name }))
    : [{ value: managed.accountId, label: names.current.get(managed.accountId) ?? managed.accountId }, ...found.map((account) => ({ value: account.id, label: account.name }))];
  return (
    <Field.Root maxW="xl" data-testid={TEST_IDS.accountSelector}>
      <Field.Label>{t('accountSelector.label')}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          flex="1"
          bg="bg"
          placeholder={t('accountSelector.searchPlaceholder')}
          aria-label={t('accountSelector.search')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-testid={TEST_IDS.accountSelectorSearch}
        />
        <NativeSelect.Root flex="1">
          <NativeSelect.Field
            bg="bg"
            aria-label={t('accountSelector.label')}
            value={managed.accountId}
            onChange={(event) => {
              managed.choose(event.currentTarget.value);
              onChoose?.();
            }}
            data-testid={TEST_IDS.accountSelectorSelect}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === String(user?.accountId) ? t('accountSelector.own', { name: option.label }) : option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Field.HelperText>{t('accountSelector.help', { total: data?.accounts.totalCount ?? 0 })}</Field.HelperText>
    </Field.Root>
  );
}
