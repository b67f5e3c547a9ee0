import { AccountSelector, type ManagedAccount } from '../accounts/account-selector';

/** The account selector of system super admins; `onChosen` resets what belonged to the old account (filters, page). */
export function AccountChoice({ managed, onChosen }: { managed: ManagedAccount; onChosen(): void }) {
  return (
    <AccountSelector
      managed={{
        ...managed,
        choose(next) {
          managed.choose(next);
          onChosen();
        },
      }}
    />
  );
}
