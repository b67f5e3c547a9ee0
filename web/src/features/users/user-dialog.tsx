import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField, type SelectOption } from '../../components/select-field';
import { NewPasswordFields, useNewPassword, usePasswordRules } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import {
  UsersCreateDocument,
  UsersGroupChoicesDocument,
  UsersRiskappChoicesDocument,
  UsersRoleChoicesDocument,
  UsersUpdateDocument,
  type UserRow_ManagedUserFragment,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { roleLabel } from '../roles/role-labels';
import { encryptForServer } from '../../lib/encrypt-password';
import { EMAIL, USERNAME, USERNAME_LENGTH } from '@common/rules';
import { useSession } from '../../lib/session-store';
import { COUNTRY_CODES } from '@common/countries';
import { countryName } from '../monitoring/monitoring-labels';
import { riskappLabel } from './riskapp-label';

interface UserDialogProps {
  /** The user to edit; null creates one. */
  user: UserRow_ManagedUserFragment | null;
  /** Accounts a system super admin may create the user in; empty for everybody else. */
  accounts: readonly SelectOption[];
  /** The account preselected for a new user (the list's account filter). */
  defaultAccountId?: string;
  onClose(): void;
  onSaved(): void;
}

/** The field a refusal of the server is about, so its message stands there. */
function fieldOfReason(reason: string): 'username' | 'email' | 'password' | null {
  if (reason === 'usernameTaken') return 'username';
  if (reason === 'emailTaken') return 'email';
  return reason.startsWith('password') ? 'password' : null;
}

/** Creates or edits a user: identity, role, user group, read-only flag and, when new, a password. */
export function UserDialog({ user, accounts, defaultAccountId, onClose, onSaved }: UserDialogProps) {
  const { t, i18n } = useTranslation();
  const check = useChecks();
  const session = useSession();
  const form = useForm(
    {
      accountId: user?.accountId ?? defaultAccountId ?? '',
      username: user?.username ?? '',
      realname: user?.realname ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      roleId: user?.roleId ?? '',
      userGroupId: user?.userGroupId ?? '',
      riskappId: user?.riskappId ?? '',
      appCountry: user?.appCountry ?? '',
    },
    {
      accountId: accounts.length > 0 && !user ? [check.required(t('users.fields.account'))] : [],
      username: [check.required(t('users.fields.username')), (value) => (USERNAME.test(value) ? null : t('users.validation.username', USERNAME_LENGTH))],
      email: [check.matches(EMAIL, t('users.validation.email'))],
      roleId: [check.required(t('users.fields.role'))],
    },
  );
  const { accountId, username, realname, firstName, lastName, email, roleId, userGroupId, riskappId, appCountry } = form.values;
  const [readOnly, setReadOnly] = useState(user?.readOnly ?? false);
  // The new user's account decides the password rules; its name is one the password may not contain.
  const rules = usePasswordRules(accountId || null);
  const accountName = accounts.find((option) => option.value === accountId)?.label ?? session.user?.accountName;
  const newPassword = useNewPassword({ rules, related: [username, realname, email, accountName] });
  const [submitted, setSubmitted] = useState(false);
  const { error, fieldErrors, save } = useDialogSave(onSaved, fieldOfReason);
  const roleChoices = useQuery(UsersRoleChoicesDocument, { variables: { accountId: accountId || null } });
  const groupChoices = useQuery(UsersGroupChoicesDocument, { variables: { accountId: accountId || null } });
  const riskappChoices = useQuery(UsersRiskappChoicesDocument, { variables: { accountId: accountId || null } });
  const [create] = useMutation(UsersCreateDocument);
  const [update] = useMutation(UsersUpdateDocument);

  const roles = roleChoices.data?.roles.edges.map(({ node }) => ({ value: node.id, label: roleLabel(node, t) })) ?? [];
  const groups = groupChoices.data?.userGroups.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const riskapps = riskappChoices.data?.userRiskappChoices ?? [];
  const riskappOptions = riskapps.map((app) => ({ value: app.id, label: riskappLabel(app.name, app.platform, t) }));
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code, i18n.language)} (${code})` })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );

  async function submit() {
    setSubmitted(true);
    if (!form.validate() || (!user && !newPassword.valid)) throw new Error('invalid');
    const common = {
      realname: realname.trim() || null,
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
      email: email.trim() || null,
      roleId,
      userGroupId: userGroupId || null,
      readOnly,
      riskappId: riskappId || null,
      // The platform goes with the app: the server checks that the two match (spec §3 riskapp_platform).
      riskappPlatform: riskapps.find((app) => app.id === riskappId)?.platform ?? (riskappId === user?.riskappId ? user?.riskappPlatform : null) ?? null,
      appCountry: appCountry || null,
    };
    await save(async () => {
      if (user) {
        unwrap((await update({ variables: { accountId: user.accountId, id: user.id, input: common } })).data?.updateUser);
      } else {
        const encrypted = await encryptForServer(newPassword.password);
        const input = { ...common, username, password: encrypted };
        unwrap((await create({ variables: { accountId: accountId || null, input } })).data?.createUser);
      }
    });
  }

  return (
    <FormDialog open size="lg" title={t(user ? 'users.edit' : 'users.create')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.userDialog}>
      {accounts.length > 0 && !user && (
        <SelectField
          label={t('users.fields.account')}
          required
          {...form.field('accountId')}
          options={accounts}
          placeholder={t('common.choose')}
          onValueChange={(accountId) => form.patch({ accountId, roleId: '', userGroupId: '', riskappId: '' })}
          testId={TEST_IDS.userAccount}
        />
      )}
      <TextField
        label={t('users.fields.username')}
        required
        disabled={user !== null}
        autoComplete="off"
        {...form.field('username')}
        error={form.field('username').error ?? fieldErrors.username}
        helper={t('users.validation.username', USERNAME_LENGTH)}
        testId={TEST_IDS.userUsername}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField label={t('users.fields.realname')} {...form.field('realname')} testId={TEST_IDS.userRealname} />
        <TextField label={t('users.fields.firstName')} {...form.field('firstName')} />
        <TextField label={t('users.fields.lastName')} {...form.field('lastName')} />
      </SimpleGrid>
      <TextField label={t('users.fields.email')} type="email" {...form.field('email')} error={form.field('email').error ?? fieldErrors.email} testId={TEST_IDS.userEmail} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={t('users.fields.role')} required {...form.field('roleId')} options={roles} placeholder={t('common.choose')} testId={TEST_IDS.userRole} />
        <SelectField label={t('users.fields.userGroup')} {...form.field('userGroupId')} options={groups} placeholder={t('users.noGroup')} testId={TEST_IDS.userGroup} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={t('users.fields.riskapp')} {...form.field('riskappId')} options={riskappOptions} placeholder={t('users.noRiskapp')} testId={TEST_IDS.userRiskapp} />
        <SelectField
          label={t('users.fields.appCountry')}
          {...form.field('appCountry')}
          options={countries}
          placeholder={t('users.noAppCountry')}
          testId={TEST_IDS.userAppCountry}
        />
      </SimpleGrid>
      <CheckField checked={readOnly} onCheckedChange={setReadOnly} testId={TEST_IDS.userReadOnly}>
        {t('users.fields.readOnly')}
      </CheckField>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {t('users.readOnlyHint')}
      </Text>
      {!user && (
        <>
          <NewPasswordFields
            value={newPassword}
            submitted={submitted}
            label={t('users.fields.password')}
            problem={fieldErrors.password}
            confirmLabel={t('users.fields.confirmPassword')}
            testIds={{ password: TEST_IDS.userPassword, confirm: TEST_IDS.userPasswordConfirm }}
          />
        </>
      )}
    </FormDialog>
  );
}
