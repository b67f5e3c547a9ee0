import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount, type ManagedAccount } from '../../components/account-selector';
import { useCan } from '../../lib/session-store';

export interface IpScope {
  /** Whether the user manages the console-wide list (system_host in the system account). */
  managesConsole: boolean;
  /** The console-wide list is shown. */
  system: boolean;
  managed: ManagedAccount;
  /** The list's query and mutation variables. */
  variables: { system: boolean | null; accountId: string | null };
  /** The search string that keeps the list across pages (`?scope=…&accountId=…`). */
  query: string;
  setSystem(system: boolean): void;
}

/**
 * Which IP list a page works on: console-wide (`?scope=system`, the default for system admins)
 * or an account's. Account admins only ever have their own account's list.
 */
export function useIpScope(): IpScope {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const managed = useManagedAccount();
  const managesConsole = can('system_host');
  const system = managesConsole && params.get('scope') !== 'account';
  const query = new URLSearchParams({
    ...(managesConsole ? { scope: system ? 'system' : 'account' } : {}),
    ...(!system && managed.variable ? { accountId: managed.variable } : {}),
  }).toString();
  return {
    managesConsole,
    system,
    managed,
    variables: { system: system ? true : null, accountId: system ? null : managed.variable },
    query,
    setSystem(next) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('scope', next ? 'system' : 'account');
          if (next) updated.delete('accountId');
          return updated;
        },
        { replace: true },
      );
    },
  };
}

/** The list picker of system admins: console-wide, or an account (with the account selector). */
export function IpScopePicker({ scope, onChange }: { scope: IpScope; onChange(): void }) {
  const { t } = useTranslation();
  if (!scope.managesConsole) return null;
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Field.Root maxW="sm">
        <Field.Label>{t('accessLists.ips.scope')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={scope.system ? 'system' : 'account'}
            onChange={(event) => {
              scope.setSystem(event.currentTarget.value === 'system');
              onChange();
            }}
            data-testid={TEST_IDS.accessIpsScope}
          >
            <option value="system">{t('accessLists.ips.scopeSystem')}</option>
            <option value="account">{t('accessLists.ips.scopeAccount')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {!scope.system && <AccountSelector managed={scope.managed} onChoose={onChange} />}
    </HStack>
  );
}
