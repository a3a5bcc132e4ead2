import { DEFAULT_PAGE_ROWS, PAGE_SIZES } from '@srm/core/api';
import { formatAmount } from '@srm/core/format/amount';
import { Alert, App, Button, Empty, Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { type Key, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { listApi } from '../../app/api/named.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { buildColumns, fitColumns, totalWidth } from './columns.tsx';
import { EditStore } from './editStore.ts';
import { type ExportColumn, exportTable } from './export.ts';
import { ResizableHeaderCell } from './ResizableHeaderCell.tsx';
import { SummaryRow } from './SummaryRow.tsx';
import { Toolbar } from './Toolbar.tsx';
import type { ColumnConfig, DataTableHandle, DataTableProps, Row, ToolbarContext } from './types.ts';
import { useColumnSettings } from './useColumnSettings.ts';
import { useLookupMeanings } from './useLookupMeanings.ts';
import { useSelection } from './useSelection.ts';
import { useServerPage } from './useServerPage.ts';
import { cellError, rulesOf } from './validation.ts';
import './dataTable.css';

/*
 * The editable paged data table of spec §1 (issue "Reusable facilities", item 2). This file wires
 * the parts together; each part lives in the file named after it:
 *   useServerPage     the page of a named list api          columns / EditableCell  cells
 *   useSelection      selection, checkFlag, across pages    useColumnSettings       saved arrangement
 *   editStore         edits and marks, per cell             SummaryRow / summary    the page's sums
 *   Toolbar, buttons  permitted, coloured buttons           export                  the Export button
 */

const EMPTY_PARAMS: Record<string, unknown> = {};
const NO_BUTTONS: never[] = [];
/** Above this many rows on a page, rows are virtual (only those in view are in the DOM). */
const VIRTUAL_FROM_ROWS = 50;
const DEFAULT_HEIGHT = 480;
/** Room kept for the body's vertical scrollbar and the borders when the columns are fitted to the width. */
const SCROLLBAR_ALLOWANCE = 18;
/** Cells that hold no exportable value. */
const NOT_EXPORTED = new Set(['button', 'slot', 'upload', 'password']);

/** A key for a searchParams object that ignores the order of its fields. */
function paramsSignature(params: Record<string, unknown>): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

function validPageRows(value: number | undefined): number | undefined {
  return value !== undefined && (PAGE_SIZES as readonly number[]).includes(value) ? value : undefined;
}

/**
 * A server-paged table with editable cells, selection, permitted buttons, a summary row, export
 * and saved column settings. See types.ts for every prop and index.ts for an example.
 */
export function DataTable<R extends object = Row>(props: DataTableProps<R>) {
  const {
    api,
    dataSource,
    searchParams = EMPTY_PARAMS,
    columns,
    selectable = false,
    pageSelectionKey,
    checkFlagKey = 'checkFlag',
    editable = false,
    toolbarButtons = NO_BUTTONS,
    toolbarExtra,
    rowButtons = NO_BUTTONS,
    rowButtonsWidth,
    tableKey,
    exportable = false,
    exportFileName,
    title,
    height = DEFAULT_HEIGHT,
    virtual = 'auto',
    defaultPageRows,
    size = 'small',
    bordered = true,
    className,
    ref,
  } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const { has } = useMenuResources();

  // Props read by callbacks are kept in a ref, so inline callbacks of a screen do not rebuild the columns.
  const latest = useRef(props);
  latest.current = props;

  // ---- where the rows come from
  let path: string | null = null;
  let apiProblem: string | null = null;
  if (api) {
    try {
      path = listApi(api);
    } catch (error) {
      apiProblem = error instanceof Error ? error.message : String(error);
    }
  } else if (!dataSource) {
    apiProblem = t('table.noApi');
  }

  const settings = useColumnSettings(tableKey, columns);
  const [pageIndex, setPageIndex] = useState(1);
  const [chosenPageRows, setChosenPageRows] = useState<number | undefined>(undefined);
  const pageRows =
    validPageRows(chosenPageRows) ??
    validPageRows(settings.pageRows) ??
    validPageRows(defaultPageRows) ??
    DEFAULT_PAGE_ROWS;

  // A new search goes back to page 1 (set during render, as React recommends for derived resets).
  const signature = paramsSignature(searchParams);
  const [lastSignature, setLastSignature] = useState(signature);
  if (signature !== lastSignature) {
    setLastSignature(signature);
    setPageIndex(1);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the params' content
  const stableParams = useMemo(() => searchParams, [signature]);

  const server = useServerPage<R>({
    path: dataSource ? null : path,
    searchParams: stableParams,
    pageIndex,
    pageRows,
  });
  const localRows = useMemo(
    () => (dataSource ? dataSource.slice((pageIndex - 1) * pageRows, pageIndex * pageRows) : null),
    [dataSource, pageIndex, pageRows],
  );
  const rows = localRows ?? server.rows;
  // Local rows removed from the last page: show the page that still has rows.
  if (dataSource && pageIndex > 1 && (pageIndex - 1) * pageRows >= dataSource.length) {
    setPageIndex(Math.max(1, Math.ceil(dataSource.length / pageRows)));
  }
  const total = dataSource ? dataSource.length : server.total;
  const capped = !dataSource && server.capped;
  const estimated = !dataSource && server.estimated;
  const refetch = server.refetch;
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const reload = useCallback(() => refetchRef.current(), []);

  const fetching = server.isFetching;
  useEffect(() => {
    if (!fetching) latest.current.onLoad?.(rows, total);
  }, [rows, total, fetching]);

  // Read through the props ref: a screen's inline rowKey function must not rebuild every column.
  const rowKeyOf = useCallback((row: R): Key => {
    const key = latest.current.rowKey ?? 'id';
    return typeof key === 'function' ? key(row) : ((row as Record<string, unknown>)[key] as Key);
  }, []);

  // ---- edits
  const storeRef = useRef<EditStore<R & object> | null>(null);
  if (storeRef.current === null) storeRef.current = new EditStore<R & object>();
  const store = storeRef.current;

  const onCellChange = useCallback(
    (row: R, key: Key, column: ColumnConfig<R>, value: unknown) => {
      store.set(row as R & object, key, column.key, value);
      store.setError(key, column.key, cellError(column, value, lang));
      latest.current.onCellChange?.(store.merged(row as R & object, key), column.key, value);
    },
    [store, lang],
  );

  // ---- selection
  const selection = useSelection<R>({
    mode: selectable === 'single' ? 'single' : selectable ? 'multiple' : null,
    pageSelectionKey,
    rowKeyOf,
    rows,
    checkFlagKey,
    onChange: (keys, selectedRows) => latest.current.onSelectionChange?.(keys, selectedRows),
    resetKey: `${path}|${signature}|${pageIndex}|${pageRows}`,
  });

  // ---- columns
  const lookupTypes = useMemo(
    () => [...new Set(columns.map((c) => c.typeCode).filter((type): type is string => !!type))],
    [columns],
  );
  const meanings = useLookupMeanings(lookupTypes);
  const antColumns = useMemo(
    () =>
      buildColumns<R>({
        columns: settings.visibleColumns,
        editable,
        store,
        rowKeyOf,
        onCellChange,
        has,
        reload,
        meanings,
        rowButtons,
        rowButtonsWidth,
        actionsTitle: t('table.actions'),
        onResize: settings.setWidth,
      }),
    [
      settings.visibleColumns,
      settings.setWidth,
      editable,
      store,
      rowKeyOf,
      onCellChange,
      has,
      reload,
      meanings,
      rowButtons,
      rowButtonsWidth,
      t,
    ],
  );
  const hasActions = antColumns.some((column) => column.key === '__actions');
  // The width the table has, followed as the window or the side menu changes it.
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.floor(entry.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const fittedColumns = useMemo(
    () => fitColumns(antColumns, boxWidth - SCROLLBAR_ALLOWANCE, !!selection.rowSelection),
    [antColumns, boxWidth, selection.rowSelection],
  );
  const scrollX = totalWidth(fittedColumns, !!selection.rowSelection);
  const showSummary = rows.length > 0 && settings.visibleColumns.some((column) => column.isSummary);

  // ---- the handle (validate, getRows…)
  const tableRef = useRef<TableRef>(null);
  const rowsWithEdits = useCallback(
    (list: readonly R[]) =>
      list.map((row) => {
        const merged = store.merged(row as R & object, rowKeyOf(row)) as R;
        if (!selection.rowSelection || !(checkFlagKey in (row as object))) return merged;
        return { ...merged, [checkFlagKey]: selection.isSelected(row) ? 'Y' : 'N' } as R;
      }),
    [store, rowKeyOf, selection, checkFlagKey],
  );

  useImperativeHandle(
    ref,
    (): DataTableHandle<R> => ({
      validate: async () => {
        if (!editable) return true;
        const targets = new Map<Key, R>();
        for (const row of dataSource ?? rows) targets.set(rowKeyOf(row), row);
        if (!dataSource)
          for (const edited of store.editedRows())
            if (!targets.has(edited.rowKey)) targets.set(edited.rowKey, edited.row);
        const checked = columns.filter(
          (column) => column.editType && (rulesOf(column).length > 0 || column.precision !== undefined),
        );
        let first: Key | null = null;
        for (const [key, row] of targets) {
          for (const column of checked) {
            const cellIsEditable =
              column.editable === undefined ||
              (typeof column.editable === 'function' ? column.editable(row) : column.editable);
            const message = cellIsEditable
              ? cellError(column, store.value(row as R & object, key, column.key), lang)
              : null;
            store.setError(key, column.key, message);
            if (message && first === null) first = key;
          }
        }
        if (first !== null && rows.some((row) => rowKeyOf(row) === first)) {
          tableRef.current?.scrollTo({ key: first });
        }
        return first === null;
      },
      getRows: () => rowsWithEdits(dataSource ?? rows),
      getChangedRows: () => {
        const present = dataSource ? new Set(dataSource.map(rowKeyOf)) : null;
        return store
          .editedRows()
          .filter((edited) => !present || present.has(edited.rowKey))
          .map((edited) => edited.row as R);
      },
      getSelectedRows: () => selection.selectedRows,
      getSelectedKeys: () => selection.selectedKeys,
      clearSelection: selection.clear,
      setCell: (key, field, value) => {
        const row = (dataSource ?? rows).find((r) => rowKeyOf(r) === key);
        if (!row) return;
        const column = columns.find((c) => c.key === field);
        store.set(row as R & object, key, field, value);
        if (column) store.setError(key, field, cellError(column, value, lang));
      },
      resetEdits: () => store.clear(),
      reload,
    }),
    [editable, dataSource, rows, rowKeyOf, store, columns, lang, rowsWithEdits, selection, reload],
  );

  // ---- export
  const [exporting, setExporting] = useState(false);
  const onExport = useCallback(async () => {
    if (!path) return;
    const key = 'srm-data-table-export';
    setExporting(true);
    message.open({ key, type: 'loading', content: t('table.exporting'), duration: 0 });
    const exportColumns: ExportColumn[] = settings.visibleColumns
      .filter((column) => !NOT_EXPORTED.has(column.editType ?? ''))
      .map((column) => ({
        key: column.key,
        title: column.title,
        width: column.width,
        ...(column.typeCode ? { lookupType: column.typeCode } : {}),
        ...(column.displayKey ? { displayKey: column.displayKey } : {}),
      }));
    const fileName = exportFileName ?? (typeof title === 'string' ? title : 'export');
    try {
      await exportTable({ requestUrl: path, searchParams: stableParams, columns: exportColumns, fileName });
      message.open({ key, type: 'success', content: t('table.exportDone'), duration: 2 });
    } catch (error) {
      message.open({ key, type: 'error', content: errorText(error), duration: 4 });
    } finally {
      setExporting(false);
    }
  }, [path, message, t, settings.visibleColumns, exportFileName, title, stableParams]);

  const toolbarContext: ToolbarContext<R> = useMemo(
    () => ({
      selectedRows: selection.selectedRows,
      selectedKeys: selection.selectedKeys,
      get rows() {
        return rowsWithEdits(dataSource ?? rows);
      },
      reload,
    }),
    [selection, rowsWithEdits, dataSource, rows, reload],
  );

  const onTableChange: TableProps<R>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order;
    latest.current.onSortChange?.(
      order && single.columnKey ? { key: String(single.columnKey), order: order === 'ascend' ? 'asc' : 'desc' } : null,
    );
  };

  if (apiProblem) {
    // Spec §8: a table without an api says so instead of showing an empty list.
    return (
      <div className={className} data-testid="data-table" data-state="no-api">
        <Alert type="error" showIcon title={t('table.noApi')} description={api ? apiProblem : undefined} />
      </div>
    );
  }

  const useVirtual = virtual === 'auto' ? rows.length > VIRTUAL_FROM_ROWS : virtual;
  // "about 120,000" for the server's estimate, "1,000+" when it stopped counting (ARCHITECTURE §9: say so honestly).
  const totalText = t(estimated ? 'table.totalEstimated' : capped ? 'table.totalCapped' : 'table.total', {
    total: formatAmount(total),
    count: total,
  });

  return (
    <div
      ref={boxRef}
      className={`srm-dt${className ? ` ${className}` : ''}`}
      data-testid="data-table"
      data-state={server.isFetching ? 'loading' : server.error ? 'error' : 'ready'}
      data-total={total}
      data-page={pageIndex}
    >
      <Toolbar
        title={title}
        buttons={toolbarButtons}
        context={toolbarContext}
        has={has}
        extra={toolbarExtra}
        onExport={exportable && path ? onExport : undefined}
        exporting={exporting}
        settings={settings}
      />
      {server.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(server.error)}
          action={
            <Button size="small" onClick={reload}>
              {t('app.retry')}
            </Button>
          }
          style={{ marginBottom: 8 }}
          data-testid="data-table-error"
        />
      ) : null}
      <Table<R>
        ref={tableRef}
        columns={fittedColumns}
        dataSource={rows}
        rowKey={rowKeyOf}
        rowSelection={selection.rowSelection}
        loading={server.isFetching}
        size={size}
        bordered={bordered}
        virtual={useVirtual}
        scroll={{ x: scrollX, y: height }}
        components={{ header: { cell: ResizableHeaderCell } }}
        onChange={onTableChange}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
        summary={
          showSummary
            ? (pageRowsData) => (
                <Table.Summary fixed>
                  <SummaryRow
                    columns={settings.visibleColumns}
                    rows={pageRowsData}
                    store={store}
                    rowKeyOf={rowKeyOf}
                    selectable={!!selection.rowSelection}
                    hasActions={hasActions}
                  />
                </Table.Summary>
              )
            : undefined
        }
        pagination={{
          current: pageIndex,
          pageSize: pageRows,
          total,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: () => <span data-testid="data-table-pager-total">{totalText}</span>,
          onChange: (page, size) => {
            if (size !== pageRows) {
              setChosenPageRows(size);
              settings.setPageRows(size);
              setPageIndex(1);
            } else {
              setPageIndex(page);
            }
          },
        }}
      />
    </div>
  );
}
