import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { SelectField, type SelectOption } from '../../components/select-field';
import { TextField } from '../../components/text-field';

/** The list's filters as the form holds them (strings; empty means "any"). */
export interface UserFilterValues {
  search: string;
  username: string;
  realname: string;
  accountId: string;
  roleId: string;
  locked: '' | 'locked' | 'unlocked';
  enabled: '' | 'enabled' | 'disabled';
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_USER_FILTERS: UserFilterValues = {
  search: '',
  username: '',
  realname: '',
  accountId: '',
  roleId: '',
  locked: '',
  enabled: '',
  createdFrom: '',
  createdTo: '',
};

interface UserFiltersProps {
  initial: UserFilterValues;
  accounts: readonly SelectOption[];
  roles: readonly SelectOption[];
  onApply(values: UserFilterValues): void;
}

/** Search and filters of the user list; applied on submit, all server-side. */
export function UserFilters({ initial, accounts, roles, onApply }: UserFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof UserFilterValues>(key: K) =>
    (value: UserFilterValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }
  return (
    <FormStack onSubmit={submit} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4" data-testid={TEST_IDS.userFilters}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        <TextField label={t('common.search')} value={values.search} placeholder={t('users.searchPlaceholder')} onValueChange={set('search')} testId={TEST_IDS.userSearch} />
        <TextField label={t('users.fields.username')} value={values.username} onValueChange={set('username')} />
        <TextField label={t('users.fields.realname')} value={values.realname} onValueChange={set('realname')} />
        {accounts.length > 0 && (
          <SelectField
            label={t('users.fields.account')}
            value={values.accountId}
            options={accounts}
            placeholder={t('common.all')}
            onValueChange={(value) => setValues((current) => ({ ...current, accountId: value, roleId: '' }))}
            testId={TEST_IDS.userFilterAccount}
          />
        )}
        <SelectField label={t('users.fields.role')} value={values.roleId} options={roles} placeholder={t('common.all')} onValueChange={set('roleId')} />
        <SelectField
          label={t('users.fields.lockStatus')}
          value={values.locked}
          options={[
            { value: 'locked', label: t('users.status.locked') },
            { value: 'unlocked', label: t('users.status.unlocked') },
          ]}
          placeholder={t('common.all')}
          onValueChange={(value) => set('locked')(value as UserFilterValues['locked'])}
        />
        <SelectField
          label={t('common.status')}
          value={values.enabled}
          options={[
            { value: 'enabled', label: t('common.enabled') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
          placeholder={t('common.all')}
          onValueChange={(value) => set('enabled')(value as UserFilterValues['enabled'])}
        />
        <Field.Root>
          <Field.Label>{t('users.fields.createdRange')}</Field.Label>
          <HStack gap="2" w="full">
            <Input type="date" value={values.createdFrom} aria-label={t('audit.filters.from')} onChange={(e) => set('createdFrom')(e.currentTarget.value)} />
            <Input type="date" value={values.createdTo} aria-label={t('audit.filters.to')} onChange={(e) => set('createdTo')(e.currentTarget.value)} />
          </HStack>
        </Field.Root>
      </SimpleGrid>
      <HStack gap="2" justify="end">
        <Button
          variant="ghost"
          onClick={() => {
            setValues(EMPTY_USER_FILTERS);
            onApply(EMPTY_USER_FILTERS);
          }}
        >
          {t('common.reset')}
        </Button>
        <Button type="submit" colorPalette="blue" data-testid={TEST_IDS.userFilterApply}>
          {t('common.search')}
        </Button>
      </HStack>
    </FormStack>
  );
}
