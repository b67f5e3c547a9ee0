import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { BLOCKAGE_MESSAGE_MAX } from '@common/sdk-policy';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { FormDialog } from '../../components/form-dialog';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  BlockageRow_MonitorBlockageStrategyFragmentDoc,
  MonitoringBlockageCreateDocument,
  MonitoringBlockageDeleteDocument,
  MonitoringBlockageStrategiesDocument,
  MonitoringBlockageUpdateDocument,
  type BlockageRow_MonitorBlockageStrategyFragment as Strategy,
  type SecurityResponseType,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { EVENT_KINDS } from '../monitoring/monitoring-labels';
import { RESPONSE_TYPE_COLORS, RESPONSE_TYPE_LABELS, RESPONSE_TYPES } from '../monitoring-responses/response-labels';
import { BLACKLISTED_DEVICE, strategyKindLabel } from './sdk-policy-labels';

/**
 * /Monitoring/blockageStrategy: what the SDK does per threat kind (report, warn, block, exit)
 * and the texts it shows in en and zh-TW; one strategy per kind, plus one for devices on the
 * device blacklist. Compiled into the SDKs' signed configuration.
 */
export function BlockagePage() {
  const { t, i18n } = useTranslation();
  const list = useAccountList();
  const accountId = list.managed.variable;
  const editor = useEditor<Strategy>();
  const { data, loading, error, refetch } = useQuery(MonitoringBlockageStrategiesDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(MonitoringBlockageDeleteDocument);
  const rows = data?.monitorBlockageStrategies.edges.map((edge) => readFragment(BlockageRow_MonitorBlockageStrategyFragmentDoc, edge.node)) ?? [];
  const pending = useConfirmedAction(
    async (row: Strategy) => {
      unwrap((await remove({ variables: { id: row.id, accountId } })).data?.deleteMonitorBlockageStrategy);
      return t('sdkPolicy.blockage.deleted');
    },
    () => refetch(),
  );
  const taken = new Set(rows.map((row) => row.kind));

  return (
    <Stack gap="6">
      <PageHeader
        description={t('sdkPolicy.blockage.description')}
        primary={{ label: t('sdkPolicy.blockage.create'), onClick: () => editor.edit(null), testId: TEST_IDS.blockageCreate }}
      />
      <AccountListFilters list={list} placeholder={t('sdkPolicy.blockage.searchPlaceholder')} />
      <ListTable
        testId={TEST_IDS.blockageTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          list.variables.search
            ? undefined
            : {
                title: t('sdkPolicy.blockage.emptyTitle'),
                description: t('sdkPolicy.blockage.emptyDescription'),
                action: <GuideAction label={t('sdkPolicy.blockage.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={[
          'sdkPolicy.blockage.fields.kind',
          'sdkPolicy.blockage.fields.action',
          'sdkPolicy.blockage.fields.messageEn',
          'sdkPolicy.blockage.fields.messageZhTw',
          'sdkPolicy.blockage.fields.updated',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.blockageRow} data-kind={row.kind} data-action={row.action}>
            <Table.Cell>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {strategyKindLabel(row.kind, t)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={RESPONSE_TYPE_COLORS[row.action]}>{t(RESPONSE_TYPE_LABELS[row.action])}</Badge>
            </Table.Cell>
            <Table.Cell>
              <Truncated value={row.messageEn} maxW="64" />
            </Table.Cell>
            <Table.Cell>
              <Truncated value={row.messageZhTw} maxW="64" />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Text fontSize="sm">{row.creator}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(row.updatedAt, i18n.language)}
              </Text>
            </Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(row)} />
              <RowButton remove onClick={() => pending.ask(row)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.monitorBlockageStrategies} />
      {editor.open && <BlockageDialog key={editor.key} strategy={editor.row} taken={taken} accountId={accountId} onClose={editor.close} onSaved={editor.saved(refetch)} />}
      <ConfirmDialog
        {...pending.dialog}
        title={t('sdkPolicy.blockage.deleteTitle')}
        message={pending.target ? t('sdkPolicy.blockage.deleteOne', { name: strategyKindLabel(pending.target.kind, t) }) : ''}
        confirmLabel={t('common.delete')}
        destructive
      />
    </Stack>
  );
}

interface BlockageDialogProps {
  strategy: Strategy | null;
  /** Kinds that already have a strategy (offered only to the one being edited). */
  taken: ReadonlySet<string>;
  accountId: string | null;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a strategy: the threat, the action and both texts (1-500 characters). */
function BlockageDialog({ strategy, taken, accountId, onClose, onSaved }: BlockageDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const kinds = [BLACKLISTED_DEVICE, ...EVENT_KINDS.map((k) => k.toLowerCase())].filter((k) => k === strategy?.kind || !taken.has(k));
  const lengthCheck = check.length(1, BLOCKAGE_MESSAGE_MAX, t('sdkPolicy.blockage.messageLength'));
  const form = useForm(
    {
      kind: strategy?.kind ?? kinds[0] ?? BLACKLISTED_DEVICE,
      action: strategy?.action ?? 'BLOCK',
      messageEn: strategy?.messageEn ?? '',
      messageZhTw: strategy?.messageZhTw ?? '',
    },
    {
      messageEn: [check.required(t('sdkPolicy.blockage.fields.messageEn')), lengthCheck],
      messageZhTw: [check.required(t('sdkPolicy.blockage.fields.messageZhTw')), lengthCheck],
    },
  );
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(MonitoringBlockageCreateDocument);
  const [update] = useMutation(MonitoringBlockageUpdateDocument);

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const v = form.values;
    const input = { kind: v.kind, action: v.action as SecurityResponseType, messageEn: v.messageEn.trim(), messageZhTw: v.messageZhTw.trim() };
    await save(async () => {
      if (strategy) unwrap((await update({ variables: { id: strategy.id, input, accountId } })).data?.updateMonitorBlockageStrategy);
      else unwrap((await create({ variables: { input, accountId } })).data?.createMonitorBlockageStrategy);
    });
  }

  return (
    <FormDialog
      open
      size="lg"
      title={t(strategy ? 'sdkPolicy.blockage.edit' : 'sdkPolicy.blockage.create')}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.blockageDialog}
    >
      <SelectField
        label={t('sdkPolicy.blockage.fields.kind')}
        required
        {...form.field('kind')}
        options={kinds.map((value) => ({ value, label: strategyKindLabel(value, t) }))}
        testId={TEST_IDS.blockageKind}
      />
      <SelectField
        label={t('sdkPolicy.blockage.fields.action')}
        required
        {...form.field('action')}
        options={RESPONSE_TYPES.map((value) => ({ value, label: t(RESPONSE_TYPE_LABELS[value]) }))}
        testId={TEST_IDS.blockageAction}
      />
      <TextField label={t('sdkPolicy.blockage.fields.messageEn')} required {...form.field('messageEn')} testId={TEST_IDS.blockageMessageEn} />
      <TextField label={t('sdkPolicy.blockage.fields.messageZhTw')} required {...form.field('messageZhTw')} testId={TEST_IDS.blockageMessageZhTw} />
    </FormDialog>
  );
}
