import { useMutation, useQuery } from '@apollo/client/react';
import { Fieldset, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { RolesCreateDocument, RolesPermissionTreeDocument, RolesUpdateDocument, type RoleRow_RoleFragment } from '../../gql/graphql';
import { currentLanguage } from '../../i18n/i18n';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { PermissionTree } from './permission-tree';
import { roleLabel } from './role-labels';
import { ROLE_NAME_LENGTH, roleNameFits } from './role-validation';
import { StatusAlert } from '../../components/error-alert';

interface RoleDialogProps {
  /** The account the role belongs to; null is the user's own. */
  accountId: string | null;
  /** The role to edit or view; null creates one. */
  role: RoleRow_RoleFragment | null;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a custom role; built-in roles open read-only. */
export function RoleDialog({ accountId, role, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const readOnly = role?.builtin === true;
  const language = currentLanguage();
  const length = ROLE_NAME_LENGTH[language];
  const check = useChecks();
  const form = useForm(
    { name: role ? roleLabel(role, t) : '' },
    { name: readOnly ? [] : [check.required(t('roles.fields.name')), (value) => (roleNameFits(value, language) ? null : t('roles.validation.name', length))] },
  );
  const [codes, setCodes] = useState<Set<string>>(new Set(role?.codes ?? []));
  const [manageAdminRoles, setManageAdminRoles] = useState(role?.manageAdminRoles ?? false);
  const { error, save } = useDialogSave(onSaved);
  const tree = useQuery(RolesPermissionTreeDocument, { variables: { accountId } });
  const [create] = useMutation(RolesCreateDocument);
  const [update] = useMutation(RolesUpdateDocument);

  // A built-in role may hold codes the caller cannot grant: show them all, read-only.
  const groups = tree.data?.permissionTree ?? [];

  async function submit() {
    if (readOnly) {
      onClose();
      return;
    }
    if (!form.validate()) throw new Error('invalid');
    const input = { name: form.values.name.trim(), codes: [...codes], manageAdminRoles };
    await save(async () => {
      if (role) unwrap((await update({ variables: { accountId, id: role.id, input } })).data?.updateRole);
      else unwrap((await create({ variables: { accountId, input } })).data?.createRole);
    });
  }

  return (
    <FormDialog
      open
      size="xl"
      title={t(readOnly ? 'roles.view' : role ? 'roles.edit' : 'roles.create')}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.roleDialog}
    >
      {readOnly && <StatusAlert status="info" title={t('roles.builtinReadOnly')} />}
      <TextField label={t('roles.fields.name')} required disabled={readOnly} {...form.field('name')} helper={t('roles.validation.name', length)} testId={TEST_IDS.roleName} />
      <CheckField checked={manageAdminRoles} disabled={readOnly} onCheckedChange={setManageAdminRoles} testId={TEST_IDS.roleManageAdmin}>
        {t('roles.fields.manageAdminRoles')}
      </CheckField>
      <Fieldset.Root>
        <Fieldset.Legend>{t('roles.fields.permissions')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('roles.permissionsHelp')}</Fieldset.HelperText>
        {tree.loading ? <Spinner /> : <PermissionTree groups={groups} value={codes} onChange={setCodes} readOnly={readOnly} />}
      </Fieldset.Root>
    </FormDialog>
  );
}
