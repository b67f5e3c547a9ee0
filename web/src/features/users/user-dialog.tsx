import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField, type SelectOption } from '../../components/select-field';
import { NewPasswordFields, useNewPassword } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import { UsersCreateDocument, UsersGroupChoicesDocument, UsersRoleChoicesDocument, UsersUpdateDocument, type UserRow_ManagedUserFragment } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { roleLabel } from '../roles/role-labels';
import { encryptForServer } from '../../lib/encrypt-password';
import { EMAIL, USERNAME } from '@common/rules';

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

/** Creates or edits a user: identity, role, user group, read-only flag and, when new, a password. */
export function UserDialog({ user, accounts, defaultAccountId, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState(user?.accountId ?? defaultAccountId ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [realname, setRealname] = useState(user?.realname ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [roleId, setRoleId] = useState(user?.roleId ?? '');
  const [userGroupId, setUserGroupId] = useState(user?.userGroupId ?? '');
  const [readOnly, setReadOnly] = useState(user?.readOnly ?? false);
  const newPassword = useNewPassword();
  const [submitted, setSubmitted] = useState(false);
  const { error, save } = useDialogSave(onSaved);
  const roleChoices = useQuery(UsersRoleChoicesDocument, { variables: { accountId: accountId || null } });
  const groupChoices = useQuery(UsersGroupChoicesDocument, { variables: { accountId: accountId || null } });
  const [create] = useMutation(UsersCreateDocument);
  const [update] = useMutation(UsersUpdateDocument);

  const roles = roleChoices.data?.roles.edges.map(({ node }) => ({ value: node.id, label: roleLabel(node, t) })) ?? [];
  const groups = groupChoices.data?.userGroups.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const required = (value: string, field: string) => (submitted && value.trim() === '' ? t('errors.required', { field }) : null);
  const usernameError = required(username, t('users.fields.username')) ?? (submitted && !USERNAME.test(username) ? t('users.validation.username') : null);
  const emailError = submitted && email.trim() !== '' && !EMAIL.test(email.trim()) ? t('users.validation.email') : null;
  const roleError = required(roleId, t('users.fields.role'));
  const accountError = accounts.length > 0 && !user ? required(accountId, t('users.fields.account')) : null;

  async function submit() {
    setSubmitted(true);
    if (usernameError || emailError || roleError || accountError || (!user && !newPassword.valid)) throw new Error('invalid');
    if (!USERNAME.test(username) || !roleId) throw new Error('invalid');
    const common = {
      realname: realname.trim() || null,
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
      email: email.trim() || null,
      roleId,
      userGroupId: userGroupId || null,
      readOnly,
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
          value={accountId}
          options={accounts}
          placeholder={t('common.choose')}
          onValueChange={(value) => {
            setAccountId(value);
            setRoleId('');
            setUserGroupId('');
          }}
          error={accountError}
          testId={TEST_IDS.userAccount}
        />
      )}
      <TextField
        label={t('users.fields.username')}
        required
        disabled={user !== null}
        autoComplete="off"
        value={username}
        onValueChange={setUsername}
        error={usernameError}
        helper={t('users.validation.username')}
        testId={TEST_IDS.userUsername}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField label={t('users.fields.realname')} value={realname} onValueChange={setRealname} testId={TEST_IDS.userRealname} />
        <TextField label={t('users.fields.firstName')} value={firstName} onValueChange={setFirstName} />
        <TextField label={t('users.fields.lastName')} value={lastName} onValueChange={setLastName} />
      </SimpleGrid>
      <TextField label={t('users.fields.email')} type="email" value={email} onValueChange={setEmail} error={emailError} testId={TEST_IDS.userEmail} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label={t('users.fields.role')}
          required
          value={roleId}
          options={roles}
          placeholder={t('common.choose')}
          onValueChange={setRoleId}
          error={roleError}
          testId={TEST_IDS.userRole}
        />
        <SelectField
          label={t('users.fields.userGroup')}
          value={userGroupId}
          options={groups}
          placeholder={t('users.noGroup')}
          onValueChange={setUserGroupId}
          testId={TEST_IDS.userGroup}
        />
      </SimpleGrid>
      <CheckField checked={readOnly} onCheckedChange={setReadOnly} testId={TEST_IDS.userReadOnly}>
        {t('users.fields.readOnly')}
      </CheckField>
      {!user && (
        <>
          <NewPasswordFields
            value={newPassword}
            submitted={submitted}
            label={t('users.fields.password')}
            confirmLabel={t('users.fields.confirmPassword')}
            testIds={{ password: TEST_IDS.userPassword, confirm: TEST_IDS.userPasswordConfirm }}
          />
        </>
      )}
    </FormDialog>
  );
}
