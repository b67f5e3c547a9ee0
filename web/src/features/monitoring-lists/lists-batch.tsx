import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BATCH_LIMIT } from '@common/rules';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { BatchBar } from '../../components/batch-bar';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusAlert } from '../../components/error-alert';
import { RowCheckbox, pageCheckState } from '../../components/row-checkbox';
import type { TranslationKey } from '../../i18n/i18n';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useIdSelection, type IdSelection } from '../../lib/use-id-selection';

/** A batch action of these lists: remove, enable or disable the ticked rows. */
export type BatchAction = 'delete' | 'enable' | 'disable';

const ACTION_TEXT: Record<BatchAction, { label: TranslationKey; title: TranslationKey; message: TranslationKey; one: TranslationKey }> = {
  delete: { label: 'common.delete', title: 'monitoringLists.batch.deleteTitle', message: 'monitoringLists.batch.deleteMessage', one: 'monitoringLists.batch.deleteOne' },
  enable: { label: 'common.enable', title: 'monitoringLists.batch.enableTitle', message: 'monitoringLists.batch.enableMessage', one: 'monitoringLists.batch.enableOne' },
  disable: { label: 'common.disable', title: 'monitoringLists.batch.disableTitle', message: 'monitoringLists.batch.disableMessage', one: 'monitoringLists.batch.disableOne' },
};

interface ListBatch {
  selection: IdSelection;
  /** The "select this page" box of the header. */
  pageBox(ids: readonly string[]): { width: string; label: ReactNode };
  /** The row's box. */
  rowBox(id: string, label: string): ReactNode;
  /** Asks for one action on some ids (a row's own delete uses it too). */
  ask(action: BatchAction, ids: string[], name?: string): void;
  /** The bar over the list while rows are ticked, and the confirmation. */
  view: ReactNode;
}

/**
 * The selection and batch actions of a list page: ticked rows (kept across pages), the bar with
 * `actions`, the confirmation and the call `run` (which answers how many changed).
 */
export function useListBatch(actions: readonly BatchAction[], run: (action: BatchAction, ids: string[]) => Promise<number>, after: () => unknown): ListBatch {
  const { t } = useTranslation();
  const selection = useIdSelection();
  const pending = useConfirmedAction(
    async ({ action, ids }: { action: BatchAction; ids: string[]; name?: string }) => t('monitoringLists.batch.done', { count: await run(action, ids) }),
    () => {
      selection.clear();
      return after();
    },
  );
  const overLimit = selection.selected.size > BATCH_LIMIT;
  const target = pending.target;
  const text = target ? ACTION_TEXT[target.action] : null;
  return {
    selection,
    pageBox: (ids) => ({
      width: '8',
      label: (
        <RowCheckbox
          label={t('monitoringLists.batch.selectPage')}
          checked={pageCheckState(ids.filter((id) => selection.selected.has(id)).length, ids.length)}
          onCheckedChange={(on) => selection.toggle(ids, on)}
        />
      ),
    }),
    rowBox: (id, label) => <RowCheckbox label={label} checked={selection.selected.has(id)} onCheckedChange={(on) => selection.toggle([id], on)} />,
    ask: (action, ids, name) => pending.ask({ action, ids, name }),
    view: (
      <>
        {selection.selected.size > 0 && (
          <BatchBar summary={t('monitoringLists.batch.selected', { count: selection.selected.size })} onClear={selection.clear} testId={TEST_IDS.listsBatchBar}>
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant="outline"
                bg="bg"
                colorPalette={action === 'delete' ? 'red' : undefined}
                disabled={overLimit}
                onClick={() => pending.ask({ action, ids: [...selection.selected] })}
                data-testid={`${TEST_IDS.listsBatch}-${action}`}
              >
                {t(ACTION_TEXT[action].label)}
              </Button>
            ))}
          </BatchBar>
        )}
        {overLimit && <StatusAlert status="warning" title={t('monitoringLists.batch.limit', { total: BATCH_LIMIT })} />}
        <ConfirmDialog
          {...pending.dialog}
          title={text ? t(text.title) : ''}
          message={text && target ? (target.name ? t(text.one, { name: target.name }) : t(text.message, { count: target.ids.length })) : ''}
          confirmLabel={text ? t(text.label) : ''}
          destructive={target?.action !== 'enable'}
        />
      </>
    ),
  };
}
