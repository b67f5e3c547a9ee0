import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import {
  UserGroupRow_UserGroupFragmentDoc,
  UserGroupsCandidatesDocument,
  UserGroupsCreateDocument,
  UserGroupsSetMembersDocument,
  UserGroupsUpdateDocument,
  type UserGroupRow_UserGroupFragment,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { readFragment } from '../../lib/read-fragment';

/** Spec §5: a user group name is 4-50 characters. */
const NAME_MIN = 4;
const NAME_MAX = 50;

interface UserGroupDialogProps {
  /** The account a new group is created in; null is the user's own. */
  accountId: string | null;
  group: UserGroupRow_UserGroupFragment | null;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a user group: name, description and members (users of the same account). */
export function UserGroupDialog({ accountId, group, onClose, onSaved }: UserGroupDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const form = useForm(
    { name: group?.name ?? '', description: group?.description ?? '' },
    { name: [check.required(t('userGroups.fields.name')), check.length(NAME_MIN, NAME_MAX, t('userGroups.validation.name', { min: NAME_MIN, max: NAME_MAX }))] },
  );
  const { name, description } = form.values;
  const [members, setMembers] = useState<Set<string>>(new Set(group?.members.map((m) => m.id) ?? []));
  const [filter, setFilter] = useState('');
  const { error, save } = useDialogSave(onSaved);
  const candidates = useQuery(UserGroupsCandidatesDocument, { variables: { filter: group ? { accountId: group.accountId } : accountId ? { accountId } : null } });
  const [create] = useMutation(UserGroupsCreateDocument);
  const [update] = useMutation(UserGroupsUpdateDocument);
  const [setGroupMembers] = useMutation(UserGroupsSetMembersDocument);
  const users = (candidates.data?.users.edges.map((edge) => edge.node) ?? []).filter((user) =>
    `${user.username} ${user.realname ?? ''}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const input = { name: name.trim(), description: description.trim() || null };
    await save(async () => {
      const saved = readFragment(
        UserGroupRow_UserGroupFragmentDoc,
        group
          ? unwrap((await update({ variables: { accountId: group.accountId, id: group.id, input } })).data?.updateUserGroup)
          : unwrap((await create({ variables: { accountId, input } })).data?.createUserGroup),
      );
      unwrap((await setGroupMembers({ variables: { accountId: saved.accountId, id: saved.id, userIds: [...members] } })).data?.setUserGroupMembers);
    });
  }

  function toggle(id: string, on: boolean) {
    setMembers((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <FormDialog open size="lg" title={t(group ? 'userGroups.edit' : 'userGroups.create')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.userGroupDialog}>
      <TextField
        label={t('userGroups.fields.name')}
        required
        {...form.field('name')}
        helper={t('userGroups.validation.name', { min: NAME_MIN, max: NAME_MAX })}
        testId={TEST_IDS.userGroupName}
      />
      <TextField label={t('userGroups.fields.description')} {...form.field('description')} />
      <Fieldset.Root>
        <Fieldset.Legend>{t('userGroups.fields.members')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('userGroups.membersSelected', { count: members.size })}</Fieldset.HelperText>
        <Input size="sm" placeholder={t('userGroups.filterMembers')} aria-label={t('userGroups.filterMembers')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
        <Box borderWidth="1px" rounded="l2" maxH="64" overflowY="auto" p="3" data-testid={TEST_IDS.userGroupMembers}>
          <Stack gap="2">
            {users.map((user) => (
              <CheckField
                key={user.id}
                size="sm"
                checked={members.has(user.id)}
                onCheckedChange={(on) => toggle(user.id, on)}
                testId={`${TEST_IDS.userGroupMember}-${user.username}`}
              >
                {user.username}
                {user.realname && (
                  <Text as="span" color="fg.muted">
                    {` · ${user.realname}`}
                  </Text>
                )}
              </CheckField>
            ))}
            {users.length === 0 && <Text color="fg.muted">{t('common.noData')}</Text>}
          </Stack>
        </Box>
      </Fieldset.Root>
    </FormDialog>
  );
}
