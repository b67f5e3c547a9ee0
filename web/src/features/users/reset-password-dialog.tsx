import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { NewPasswordFields, useNewPassword, usePasswordRules } from '../../components/new-password-fields';
import { UsersResetPasswordDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { encryptForServer } from '../../lib/encrypt-password';

interface ResetPasswordDialogProps {
  user: { id: string; username: string; accountId: string; realname?: string | null; email?: string | null; accountName?: string | null };
  onClose(): void;
}

/** An administrator sets another user's password (exempt from the history rule, spec §5). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const rules = usePasswordRules(user.accountId);
  const newPassword = useNewPassword({ rules, related: [user.username, user.realname, user.email, user.accountName] });
  const [submitted, setSubmitted] = useState(false);
  const { error, save } = useDialogSave(onClose);
  const [reset] = useMutation(UsersResetPasswordDocument);

  async function submit() {
    setSubmitted(true);
    if (!newPassword.valid) throw new Error('invalid');
    await save(
      async () => {
        const encrypted = await encryptForServer(newPassword.password);
        unwrap((await reset({ variables: { accountId: user.accountId, id: user.id, password: encrypted } })).data?.resetUserPassword);
      },
      t('users.resetDone', { username: user.username }),
    );
  }

  return (
    <FormDialog open title={t('users.resetTitle')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.resetPasswordDialog}>
      <Text color="fg.muted">{t('users.resetDescription', { username: user.username })}</Text>
      <NewPasswordFields
        value={newPassword}
        submitted={submitted}
        label={t('users.fields.newPassword')}
        confirmLabel={t('users.fields.confirmPassword')}
        testIds={{ password: TEST_IDS.resetPasswordNew, confirm: TEST_IDS.resetPasswordConfirm }}
      />
    </FormDialog>
  );
}
