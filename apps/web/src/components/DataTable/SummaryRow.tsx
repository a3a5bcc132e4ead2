import { Table } from 'antd';
import { type Key, useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { displayText } from '../DisplayField/format.ts';
import { displayTypeOf } from './columns.tsx';
import type { EditStore } from './editStore.ts';
import { sumDecimals } from './summary.ts';
import type { ColumnConfig } from './types.ts';

/*
 * The summary row: the sum of every isSummary column over the rows of the current page, with the
 * user's edits, so it follows typing. It subscribes to the edit store on its own: an edit
 * re-renders this row and the edited cell only. The DataTable wraps it in `<Table.Summary fixed>`
 * itself: antd keeps the summary under the scrolling body only when the summary function returns
 * a Table.Summary element directly.
 */

type Props<R> = {
  columns: ColumnConfig<R>[];
  rows: readonly R[];
  store: EditStore<R & object>;
  rowKeyOf: (row: R) => Key;
  /** A selection column comes first. */
  selectable: boolean;
  /** An actions column comes last. */
  hasActions: boolean;
};

export function SummaryRow<R>({ columns, rows, store, rowKeyOf, selectable, hasActions }: Props<R>) {
  const { t } = useTranslation();
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  useSyncExternalStore(subscribe, () => store.storeVersion());
  const offset = selectable ? 1 : 0;
  return (
    <Table.Summary.Row className="srm-dt-summary" data-testid="data-table-summary">
      {selectable ? <Table.Summary.Cell index={0} /> : null}
      {columns.map((column, index) => {
        const align = column.isSummary ? 'right' : undefined;
        let content = '';
        if (column.isSummary) {
          const sum = sumDecimals(rows.map((row) => store.value(row as R & object, rowKeyOf(row), column.key)));
          // Written as the column's cells are (a quantity total as a quantity, an amount in cents).
          content = displayText(sum, displayTypeOf(column.editType ?? 'amount'), { precision: column.precision });
        } else if (index === 0) {
          content = t('table.summary');
        }
        return (
          <Table.Summary.Cell key={column.key} index={index + offset} align={align}>
            <span data-testid={column.isSummary ? `data-table-summary-${column.key}` : undefined}>{content}</span>
          </Table.Summary.Cell>
        );
      })}
      {hasActions ? <Table.Summary.Cell index={columns.length + offset} /> : null}
    </Table.Summary.Row>
  );
}
