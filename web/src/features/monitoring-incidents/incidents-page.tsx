import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector } from '../../components/account-selector';
import { GuideAction } from '../../components/empty-guide';
import { FormStack } from '../../components/form-stack';
import { useAccountList } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  IncidentRow_SecurityIncidentFragmentDoc,
  MonitoringDeleteIncidentsDocument,
  MonitoringIncidentsDocument,
  MonitoringSetIncidentsEnabledDocument,
  type RiskLevel,
  type SecurityIncidentOs,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { withAccount } from '../monitoring/account-link';
import { LevelBadge } from '../monitoring/level-badge';
import { kindLabel, LEVEL_LABELS } from '../monitoring/monitoring-labels';
import { useListBatch, type BatchAction } from '../../components/list-batch';
import { ENABLED_FILTERS, enabledOf, RISK_LEVELS } from '../monitoring-lists/lists-labels';
import { INCIDENT_OS_LABELS, INCIDENT_OSES } from './incident-labels';

export const INCIDENT_LIST_PATH = '/Monitoring/securityIncident/list';
export const INCIDENT_EDIT_PATH = '/Monitoring/securityIncident/edit';

const EMPTY_FILTERS = { search: '', os: '', riskLevel: '', enabled: '' };

/** /Monitoring/securityIncident/list: the account's security events (incident definitions), filtered and paged on the server. */
export function IncidentsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { managed, paging } = useAccountList();
  const accountId = managed.variable;
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const { data, loading, error, refetch } = useQuery(MonitoringIncidentsDocument, {
    variables: {
      accountId,
      search: filters.search.trim() || null,
      os: (filters.os || null) as SecurityIncidentOs | null,
      riskLevel: (filters.riskLevel || null) as RiskLevel | null,
      enabled: enabledOf(filters.enabled),
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(MonitoringDeleteIncidentsDocument);
  const [setEnabled] = useMutation(MonitoringSetIncidentsEnabledDocument);
  const incidents = data?.securityIncidents.edges.map((edge) => readFragment(IncidentRow_SecurityIncidentFragmentDoc, edge.node)) ?? [];
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const editPath = (id?: string) => withAccount(id ? `${INCIDENT_EDIT_PATH}?id=${encodeURIComponent(id)}` : INCIDENT_EDIT_PATH, accountId);

  const batch = useListBatch(
    ['enable', 'disable', 'delete'],
    async (action: BatchAction, ids) =>
      action === 'delete'
        ? unwrap((await remove({ variables: { ids, accountId } })).data?.deleteSecurityIncidents)
        : unwrap((await setEnabled({ variables: { ids, enabled: action === 'enable', accountId } })).data?.setSecurityIncidentsEnabled),
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
        description={t('monitoringIncidents.description')}
        primary={{ label: t('monitoringIncidents.create'), onClick: () => navigate(editPath()), testId: TEST_IDS.incidentCreate }}
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <FormStack onSubmit={search} bg="bg" borderWidth="1px" rounded="l3" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Box w="64">
            <TextField
              label={t('monitoringIncidents.fields.name')}
              value={draft.search}
              placeholder={t('monitoringIncidents.searchPlaceholder')}
              onValueChange={(value) => setDraft((d) => ({ ...d, search: value }))}
              testId={TEST_IDS.incidentSearch}
            />
          </Box>
          <SelectField
            w="36"
            label={t('monitoringIncidents.fields.os')}
            value={draft.os}
            placeholder={t('common.all')}
            options={INCIDENT_OSES.map((os) => ({ value: os, label: t(INCIDENT_OS_LABELS[os]) }))}
            onValueChange={(os) => setDraft((d) => ({ ...d, os }))}
            testId={TEST_IDS.incidentFilterOs}
          />
          <SelectField
            w="36"
            label={t('monitoringIncidents.fields.riskLevel')}
            value={draft.riskLevel}
            placeholder={t('common.all')}
            options={RISK_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
            onValueChange={(riskLevel) => setDraft((d) => ({ ...d, riskLevel }))}
            testId={TEST_IDS.incidentFilterLevel}
          />
          <SelectField
            w="36"
            label={t('common.status')}
            value={draft.enabled}
            placeholder={t('common.all')}
            options={ENABLED_FILTERS.map((value) => ({ value, label: t(value === 'enabled' ? 'common.enabled' : 'common.disabled') }))}
            onValueChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
            testId={TEST_IDS.incidentFilterEnabled}
          />
          <Button type="submit" colorPalette="blue" data-testid={TEST_IDS.incidentSearchSubmit}>
            {t('common.search')}
          </Button>
        </HStack>
      </FormStack>
      {batch.view}
      <ListTable
        testId={TEST_IDS.incidentTable}
        loading={loading}
        error={error}
        empty={incidents.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered
            ? undefined
            : {
                title: t('monitoringIncidents.emptyGuide.title'),
                description: t('monitoringIncidents.emptyGuide.description'),
                action: <GuideAction label={t('monitoringIncidents.create')} onClick={() => navigate(editPath())} />,
              }
        }
        columns={[
          batch.pageBox(incidents.map((incident) => incident.id)),
          'monitoringIncidents.fields.name',
          'monitoringIncidents.fields.configKey',
          'monitoringIncidents.fields.rules',
          'monitoringIncidents.fields.os',
          'monitoringIncidents.fields.riskLevel',
          'monitoringIncidents.fields.blacklistDevice',
          'common.status',
          'monitoringIncidents.fields.updatedAt',
        ]}
        actions
      >
        {incidents.map((incident) => {
          const kinds = [...incident.environmentKinds, ...incident.behaviourKinds];
          const conditions = incident.environmentConditions.length + incident.behaviourConditions.length;
          return (
            <Table.Row key={incident.id} data-testid={TEST_IDS.incidentRow} data-name={incident.name} data-enabled={String(incident.enabled)}>
              <Table.Cell>{batch.rowBox(incident.id, incident.name)}</Table.Cell>
              <Table.Cell fontWeight="medium">
                {incident.name}
                {incident.platform && (
                  <Text fontSize="xs" color="fg.muted">
                    {incident.platform}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="sm">
                {incident.configKey}
              </Table.Cell>
              <Table.Cell maxW="64">
                <Text lineClamp={2} fontSize="sm">
                  {kinds.map((kind) => kindLabel(kind, t)).join(', ')}
                  {conditions > 0 && ` ${t('monitoringIncidents.conditionCount', { count: conditions })}`}
                </Text>
              </Table.Cell>
              <Table.Cell>{t(INCIDENT_OS_LABELS[incident.os])}</Table.Cell>
              <Table.Cell>
                <LevelBadge level={incident.riskLevel} />
              </Table.Cell>
              <Table.Cell>{t(incident.blacklistDevice ? 'common.yes' : 'common.no')}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={incident.enabled ? 'green' : 'gray'}>{t(incident.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(incident.updatedAt, i18n.language)}</Table.Cell>
              <RowActions>
                <RowButton edit to={editPath(incident.id)} />
                <RowButton testId={TEST_IDS.incidentToggle} onClick={() => batch.ask(incident.enabled ? 'disable' : 'enable', [incident.id], incident.name)}>
                  {t(incident.enabled ? 'common.disable' : 'common.enable')}
                </RowButton>
                <RowButton remove onClick={() => batch.ask('delete', [incident.id], incident.name)} />
              </RowActions>
            </Table.Row>
          );
        })}
      </ListTable>
      <Pager paging={paging} connection={data?.securityIncidents} />
    </Stack>
  );
}
