import { useMutation } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/fact-list';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { AccountSettingsUpdateProfileDocument, type AccountSettingsViewerQuery } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useSubmit } from '../../lib/use-submit';
import { refreshUser } from '../auth/session-actions';
import { isRoleType, roleLabel } from '../roles/role-labels';
import { EMAIL } from '@common/rules';
import { AvatarUpload } from './avatar-upload';

interface ProfileTabProps {
  viewer: AccountSettingsViewerQuery['viewer'];
  roleType: string;
}

/** Account tab: the avatar and one's own names and email. */
export function ProfileTab({ viewer, roleType }: ProfileTabProps) {
  const { t } = useTranslation();
  const [realname, setRealname] = useState(viewer.realname ?? '');
  const [firstName, setFirstName] = useState(viewer.firstName ?? '');
  const [lastName, setLastName] = useState(viewer.lastName ?? '');
  const [email, setEmail] = useState(viewer.email ?? '');
  const { busy, error, run } = useSubmit();
  const [update] = useMutation(AccountSettingsUpdateProfileDocument);
  const emailError = email.trim() !== '' && !EMAIL.test(email.trim()) ? t('users.validation.email') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (emailError) return;
    await run(async () => {
      unwrap(
        (await update({ variables: { input: { realname: realname.trim(), firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() } } })).data?.updateProfile,
      );
      await refreshUser();
      toaster.success({ title: t('common.saved') });
    });
  }

  return (
    <Stack gap="8">
      <AvatarUpload avatar={viewer.avatar ?? null} name={viewer.realname || viewer.username} />
      <FactList
        items={[
          { key: 'username', label: t('users.fields.username'), value: viewer.username },
          { key: 'account', label: t('users.fields.account'), value: viewer.accountName },
          { key: 'role', label: t('users.fields.role'), value: roleLabel({ name: viewer.roleName, type: isRoleType(roleType) ? roleType : 'CUSTOM' }, t) },
        ]}
      />
      <FormStack onSubmit={submit} gap="4" maxW="2xl" data-testid={TEST_IDS.profileForm}>
        <TextField label={t('users.fields.realname')} value={realname} onValueChange={setRealname} testId={TEST_IDS.profileRealname} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('users.fields.firstName')} value={firstName} onValueChange={setFirstName} />
          <TextField label={t('users.fields.lastName')} value={lastName} onValueChange={setLastName} />
        </SimpleGrid>
        <TextField label={t('users.fields.email')} type="email" value={email} onValueChange={setEmail} error={emailError ?? error} testId={TEST_IDS.profileEmail} />
        <HStack>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
            {t('common.save')}
          </Button>
        </HStack>
      </FormStack>
    </Stack>
  );
}
