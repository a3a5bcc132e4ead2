/**
 * DataTable: the editable, server-paged data table of spec §1.
 *
 * ```tsx
 * const columns: ColumnConfig[] = [
 *   { key: 'itemCode', title: t('…'), sortable: true, fixedStyle: 'left' },
 *   { key: 'status', title: '…', editType: 'select', typeCode: 'SLC_SUPPLIER_STATUS' },
 *   { key: 'quantity', title: '…', editType: 'number', validate: ['required', 'quantity'], isSummary: true },
 *   { key: 'amount', title: '…', editType: 'amount', precision: 2, isSummary: true, resizable: true },
 *   { key: 'needDate', title: '…', editType: 'date' },
 *   { key: 'enabledFlag', title: '…', editType: 'checkbox' },
 * ];
 * const table = useRef<DataTableHandle>(null);
 * <DataTable
 *   ref={table}
 *   api="baseGallery"                    // a registerListApi name, or a path
 *   searchParams={{ keyword }}
 *   columns={columns}                    // keep the array stable (module constant or useMemo)
 *   rowKey="id"
 *   selectable
 *   pageSelectionKey="id"               // keep the selection across pages
 *   editable
 *   tableKey="gallery.items"             // save the user's column settings
 *   exportable
 *   toolbarButtons={[{ key: 'save', label: '保存', kind: 'save', resourceCode: 'btnSave', onClick: save }]}
 *   rowButtons={[{ key: 'del', label: '删除', kind: 'delete', confirm: '…', onClick: remove }]}
 * />
 * // validate-all of a page: validateAll([form, table.current!]); then table.current!.getChangedRows()
 * ```
 *
 * Test ids: `data-table` (with data-state loading | error | ready | no-api, data-total, data-page),
 * `data-table-toolbar`, `data-table-export`, `data-table-settings` (and `data-table-settings-panel`,
 * `data-table-settings-<key>`, `data-table-settings-reset`), `data-table-summary` (and
 * `data-table-summary-<key>`), `data-table-pager-total`, `data-table-error`, `data-table-resize`,
 * `cell-<key>-<rowKey>` on cells of editable tables and of button/slot/upload columns (with
 * data-invalid="true" when invalid), `toolbar-button-<key>`, `row-button-<key>`.
 *
 * Editing: text, password, textarea, url, email, tel and checkbox cells are editors at once; number,
 * price, amount, select and the date cells show a look-alike box until clicked or tabbed into (then
 * the antd editor mounts, focused, its dropdown open on a click) so 500 editable rows still scroll
 * smoothly. In an end-to-end test: click `cell-<key>-<rowKey>`, then fill its input. An invalid
 * cell gets a red outline and its message in the cell's title; `validate()` marks every invalid
 * cell and scrolls to the first.
 *
 * Keep `columns`, `toolbarButtons` and `rowButtons` stable (a module constant or useMemo): a new
 * array rebuilds the columns. Callbacks (onCellChange, onSelectionChange, onLoad…) may be inline.
 *
 * Props: see {@link DataTableProps}; columns: {@link ColumnConfig}; the ref: {@link DataTableHandle}.
 */

export { buttonColor } from './buttons.tsx';
export { DataTable } from './DataTable.tsx';
export { exportTable } from './export.ts';
export { sumDecimals } from './summary.ts';
export {
  type ButtonKind,
  type CellContext,
  type ColumnConfig,
  type DataTableHandle,
  type DataTableProps,
  EDIT_TYPES,
  type EditType,
  type Row,
  type RowButton,
  type ToolbarButton,
  type ToolbarContext,
  type ValidateRule,
} from './types.ts';
export { fetchPage, useServerPage } from './useServerPage.ts';
