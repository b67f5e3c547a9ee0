import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { ReportTemplateAccountChoicesDocument, ReportTemplateAssignDocument, type TemplateRow_ReportTemplateFragment } from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';

interface AssignAccountsDialogProps {
  template: TemplateRow_ReportTemplateFragment;
  onClose(): void;
  onSaved(): void;
}

/**
 * A system super admin assigns a template to other accounts (spec §3 "accounts or customer"):
 * their users may use it for assessment reports, but not edit it.
 */
export function AssignAccountsDialog({ template, onClose, onSaved }: AssignAccountsDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Map<string, string>>(() => new Map(template.assignedAccounts.map((a) => [a.id, a.name])));
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery(ReportTemplateAccountChoicesDocument, { variables: { search: search.trim() || null } });
  const [assign] = useMutation(ReportTemplateAssignDocument);
  const accounts = data?.reportTemplateAccountChoices ?? [];
  // Chosen accounts stay listed while a search hides them, so they can be taken off again.
  const shown = [...accounts, ...[...chosen].filter(([id]) => !accounts.some((a) => a.id === id)).map(([id, name]) => ({ id, name }))];

  function toggle(id: string, name: string, on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });
  }

  async function submit() {
    setError(null);
    try {
      unwrap((await assign({ variables: { id: template.id, accountIds: [...chosen.keys()] } })).data?.assignReportTemplate);
      onSaved();
    } catch (failure) {
      setError(errorText(failure, t));
      throw failure;
    }
  }

  return (
    <FormDialog open title={t('reportTemplates.assign.title', { name: template.name })} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.templateAssignDialog}>
      <Text fontSize="sm" color="fg.muted">
        {t('reportTemplates.assign.hint')}
      </Text>
      <TextField label={t('reportTemplates.assign.search')} value={search} onValueChange={setSearch} />
      <Stack gap="2" maxH="64" overflowY="auto">
        {shown.length === 0 && <Text color="fg.muted">{t('reportTemplates.assign.none')}</Text>}
        {shown.map((account) => (
          <CheckField key={account.id} checked={chosen.has(account.id)} onCheckedChange={(on) => toggle(account.id, account.name, on)} testId={TEST_IDS.templateAssignAccount}>
            {account.name}
          </CheckField>
        ))}
      </Stack>
    </FormDialog>
  );
}
