import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector } from '../../components/account-selector';
import { GuideAction } from '../../components/empty-guide';
import { FormStack } from '../../components/form-stack';
import { useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  MonitoringAppChoicesDocument,
  MonitoringListsDeleteRiskRulesDocument,
  MonitoringListsRiskRulesDocument,
  MonitoringListsSetRiskRulesEnabledDocument,
  RiskRuleRow_RiskRuleFragmentDoc,
  type RiskLevel,
  type RiskRulePlatform,
  type RiskRuleRow_RiskRuleFragment as Rule,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { LevelBadge } from '../monitoring/level-badge';
import { LEVEL_LABELS } from '../monitoring/monitoring-labels';
import { useListBatch, type BatchAction } from '../../components/list-batch';
import { ENABLED_FILTERS, enabledOf, RISK_LEVELS, RULE_PLATFORM_LABELS, RULE_PLATFORMS, RULE_TYPE_LABELS } from './lists-labels';
import { RiskRuleDialog } from './risk-rule-dialog';

const EMPTY_FILTERS = { search: '', platform: '', riskLevel: '', enabled: '' };

/** /Monitoring/riskManagement/list: the account's risk rules (spec §3 Risk rule), filtered and paged on the server. */
export function RiskRulesPage() {
  const { t, i18n } = useTranslation();
  const { managed, paging } = useAccountList();
  const accountId = managed.variable;
  const editor = useEditor<Rule>();
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const { data, loading, error, refetch } = useQuery(MonitoringListsRiskRulesDocument, {
    variables: {
      accountId,
      search: filters.search.trim() || null,
      platform: (filters.platform || null) as RiskRulePlatform | null,
      riskLevel: (filters.riskLevel || null) as RiskLevel | null,
      enabled: enabledOf(filters.enabled),
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId } }).data?.monitoredAppChoices ?? [];
  const appName = (id: string | null | undefined) => (id ? (apps.find((app) => app.id === id)?.name ?? id) : t('monitoringLists.rules.allApps'));
  const [remove] = useMutation(MonitoringListsDeleteRiskRulesDocument);
  const [setEnabled] = useMutation(MonitoringListsSetRiskRulesEnabledDocument);
  const rules = data?.riskRules.edges.map((edge) => readFragment(RiskRuleRow_RiskRuleFragmentDoc, edge.node)) ?? [];
  const filtered = Object.values(filters).some((value) => value.trim() !== '');

  const batch = useListBatch(
    ['enable', 'disable', 'delete'],
    async (action: BatchAction, ids) =>
      action === 'delete'
        ? unwrap((await remove({ variables: { ids, accountId } })).data?.deleteRiskRules)
        : unwrap((await setEnabled({ variables: { ids, enabled: action === 'enable', accountId } })).data?.setRiskRulesEnabled),
    refetch,
  );

  function search(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    paging.reset();
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringLists.rules.description')}
        primary={{ label: t('monitoringLists.rules.create'), onClick: () => editor.edit(null), testId: TEST_IDS.listsCreate }}
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <FormStack onSubmit={search} bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Box w="64">
            <TextField
              label={t('monitoringLists.rules.fields.name')}
              value={draft.search}
              placeholder={t('monitoringLists.rules.searchPlaceholder')}
              onValueChange={(value) => setDraft((d) => ({ ...d, search: value }))}
              testId={TEST_IDS.listsSearch}
            />
          </Box>
          <SelectField
            w="40"
            label={t('monitoringLists.rules.fields.platform')}
            value={draft.platform}
            placeholder={t('common.all')}
            options={RULE_PLATFORMS.map((p) => ({ value: p, label: t(RULE_PLATFORM_LABELS[p]) }))}
            onValueChange={(platform) => setDraft((d) => ({ ...d, platform }))}
            testId={TEST_IDS.listsFilterPlatform}
          />
          <SelectField
            w="36"
            label={t('monitoringLists.rules.fields.riskLevel')}
            value={draft.riskLevel}
            placeholder={t('common.all')}
            options={RISK_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
            onValueChange={(riskLevel) => setDraft((d) => ({ ...d, riskLevel }))}
            testId={TEST_IDS.listsFilterLevel}
          />
          <SelectField
            w="36"
            label={t('common.status')}
            value={draft.enabled}
            placeholder={t('common.all')}
            options={ENABLED_FILTERS.map((value) => ({ value, label: t(value === 'enabled' ? 'common.enabled' : 'common.disabled') }))}
            onValueChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
            testId={TEST_IDS.listsFilterEnabled}
          />
          <Button type="submit" colorPalette="blue">
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      {batch.view}
      <ListTable
        testId={TEST_IDS.listsTable}
        loading={loading}
        error={error}
        empty={rules.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered
            ? undefined
            : {
                title: t('monitoringLists.rules.emptyGuide.title'),
                description: t('monitoringLists.rules.emptyGuide.description'),
                action: <GuideAction label={t('monitoringLists.rules.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={[
          batch.pageBox(rules.map((rule) => rule.id)),
          'monitoringLists.rules.fields.name',
          'monitoringLists.rules.fields.type',
          'monitoringLists.rules.fields.platform',
          'monitoringLists.rules.fields.classification',
          'monitoringLists.rules.fields.app',
          'monitoringLists.rules.fields.riskLevel',
          'common.status',
          'common.createdAt',
        ]}
        actions
      >
        {rules.map((rule) => (
          <Table.Row key={rule.id} data-testid={TEST_IDS.listsRow} data-name={rule.name} data-enabled={String(rule.enabled)}>
            <Table.Cell>{batch.rowBox(rule.id, rule.name)}</Table.Cell>
            <Table.Cell fontWeight="medium">{rule.name}</Table.Cell>
            <Table.Cell>{t(RULE_TYPE_LABELS[rule.type])}</Table.Cell>
            <Table.Cell>{t(RULE_PLATFORM_LABELS[rule.platform])}</Table.Cell>
            <Table.Cell>{rule.classification}</Table.Cell>
            <Table.Cell>{appName(rule.appId)}</Table.Cell>
            <Table.Cell>
              <LevelBadge level={rule.riskLevel} />
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Badge colorPalette={rule.enabled ? 'green' : 'gray'}>{t(rule.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
                {rule.upload && <Badge variant="outline">{t('monitoringLists.rules.uploadBadge')}</Badge>}
              </HStack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(rule.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(rule)} />
              <RowButton testId={TEST_IDS.listsToggle} onClick={() => batch.ask(rule.enabled ? 'disable' : 'enable', [rule.id], rule.name)}>
                {t(rule.enabled ? 'common.disable' : 'common.enable')}
              </RowButton>
              <RowButton remove onClick={() => batch.ask('delete', [rule.id], rule.name)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.riskRules} />
      {editor.open && <RiskRuleDialog key={editor.key} rule={editor.row} accountId={accountId} apps={apps} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}
