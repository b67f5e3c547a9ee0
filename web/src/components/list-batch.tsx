import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BATCH_LIMIT } from '@common/rules';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';
import { useConfirmedAction } from '../lib/use-confirmed-action';
import { useIdSelection, type IdSelection } from '../lib/use-id-selection';
import { BatchBar } from './batch-bar';
import { ConfirmDialog } from './confirm-dialog';
import { StatusAlert } from './error-alert';
import { RowCheckbox, pageCheckState } from './row-checkbox';

/** A batch action of a list: remove, enable or disable the ticked rows. */
export type BatchAction = 'delete' | 'enable' | 'disable';

const ACTION_LABEL: Record<BatchAction, TranslationKey> = { delete: 'common.delete', enable: 'common.enable', disable: 'common.disable' };

/** The confirmation of one action: its title, the question for n rows and for one named row. */
interface ConfirmText {
  title: TranslationKey;
  message: TranslationKey;
  one: TranslationKey;
}

/** What a list calls its selection, its limit, the outcome and the confirmations. */
export interface ListBatchTexts {
  selectPage: TranslationKey;
  selected: TranslationKey;
  limit: TranslationKey;
  done: TranslationKey;
  confirm: Partial<Record<BatchAction, ConfirmText>>;
}

export interface ListBatchOptions {
  texts: ListBatchTexts;
  /** The bar's test id, and the prefix of its buttons' (`<prefix>-<action>`). */
  testIds: { bar: string; action: string };
}

function confirmTexts(prefix: 'monitoringLists.batch'): Record<BatchAction, ConfirmText> {
  return {
    delete: { title: `${prefix}.deleteTitle`, message: `${prefix}.deleteMessage`, one: `${prefix}.deleteOne` },
    enable: { title: `${prefix}.enableTitle`, message: `${prefix}.enableMessage`, one: `${prefix}.enableOne` },
    disable: { title: `${prefix}.disableTitle`, message: `${prefix}.disableMessage`, one: `${prefix}.disableOne` },
  };
}

/** The black-, white- and risk-list pages' texts, the default. */
const MONITORING_LISTS: ListBatchOptions = {
  texts: {
    selectPage: 'monitoringLists.batch.selectPage',
    selected: 'monitoringLists.batch.selected',
    limit: 'monitoringLists.batch.limit',
    done: 'monitoringLists.batch.done',
    confirm: confirmTexts('monitoringLists.batch'),
  },
  testIds: { bar: TEST_IDS.listsBatchBar, action: TEST_IDS.listsBatch },
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
export function useListBatch(
  actions: readonly BatchAction[],
  run: (action: BatchAction, ids: string[]) => Promise<number>,
  after: () => unknown,
  { texts, testIds }: ListBatchOptions = MONITORING_LISTS,
): ListBatch {
  const { t } = useTranslation();
  const selection = useIdSelection();
  const pending = useConfirmedAction(
    async ({ action, ids }: { action: BatchAction; ids: string[]; name?: string }) => t(texts.done, { count: await run(action, ids) }),
    () => {
      selection.clear();
      return after();
    },
  );
  const overLimit = selection.selected.size > BATCH_LIMIT;
  const target = pending.target;
  const text = target ? texts.confirm[target.action] : undefined;
  return {
    selection,
    pageBox: (ids) => ({
      width: '8',
      label: (
        <RowCheckbox
          label={t(texts.selectPage)}
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
          <BatchBar summary={t(texts.selected, { count: selection.selected.size })} onClear={selection.clear} testId={testIds.bar}>
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant="outline"
                bg="bg"
                colorPalette={action === 'delete' ? 'red' : undefined}
                disabled={overLimit}
                onClick={() => pending.ask({ action, ids: [...selection.selected] })}
                data-testid={`${testIds.action}-${action}`}
              >
                {t(ACTION_LABEL[action])}
              </Button>
            ))}
          </BatchBar>
        )}
        {overLimit && <StatusAlert status="warning" title={t(texts.limit, { total: BATCH_LIMIT })} />}
        <ConfirmDialog
          {...pending.dialog}
          title={text ? t(text.title) : ''}
          message={text && target ? (target.name ? t(text.one, { name: target.name }) : t(text.message, { count: target.ids.length })) : ''}
          confirmLabel={target ? t(ACTION_LABEL[target.action]) : ''}
          destructive={target?.action !== 'enable'}
        />
      </>
    ),
  };
}
