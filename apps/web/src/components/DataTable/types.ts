import type { FormatRuleName } from '@srm/core/forms/patterns';
import type { Key, ReactNode, Ref } from 'react';

/*
 * The public shapes of the DataTable (spec §3 "Table column config", §5 "Tables and dialogs", §6
 * buttons). Screens and the SelectDialog describe their tables with these; everything else in this
 * folder is machinery.
 */

/** A row as the server sends it. Row types of screens (type aliases) fit this shape. */
export type Row = Record<string, unknown>;

/** The editable cell types of spec §5. `lookup` is accepted as another name for `select`. */
export const EDIT_TYPES = [
  'text',
  'number',
  'password',
  'textarea',
  'url',
  'email',
  'tel',
  'price',
  'amount',
  'select',
  'lookup',
  'date',
  'daterange',
  'datetime',
  'datetimerange',
  'year',
  'month',
  'checkbox',
  'slot',
  'button',
  'upload',
] as const;
export type EditType = (typeof EDIT_TYPES)[number];

/** A rule of the generic form validators (spec §5), by name. */
export type ValidateRule = FormatRuleName | 'required';

/**
 * What a slot or upload cell is given. `onChange` writes the cell's value into the table's edits
 * (an upload cell stores the comma-separated attachment ids of spec §3 this way).
 */
export type CellContext<R = Row> = {
  value: unknown;
  row: R;
  rowKey: Key;
  index: number;
  column: ColumnConfig<R>;
  /** Whether the table and the column allow editing this cell now. */
  editable: boolean;
  /** The validation message of the cell, or null. */
  error: string | null;
  onChange: (value: unknown) => void;
};

/**
 * Button colour by kind (spec §9): `default` blue, `save` green, `delete` / `error` / `danger` red,
 * `plain` the neutral outline; a disabled button is grey whatever its kind.
 */
export type ButtonKind = 'default' | 'save' | 'delete' | 'error' | 'danger' | 'plain';

/** What a toolbar button's callbacks receive. */
export type ToolbarContext<R = Row> = {
  /** Selected rows, across pages when `pageSelectionKey` is set. */
  selectedRows: R[];
  selectedKeys: Key[];
  /** The rows of the current page, with the user's edits applied. */
  rows: R[];
  reload: () => void;
};

/** A button above the table. Shown only when the user holds `resourceCode` (spec §6); none = always. */
export type ToolbarButton<R = Row> = {
  key: string;
  label: ReactNode;
  kind?: ButtonKind;
  icon?: ReactNode;
  /** The menu resource (button) code that unlocks it, e.g. `btnAdd`. */
  resourceCode?: string;
  /** Disabled while nothing is selected. */
  needsSelection?: boolean;
  hidden?: (context: ToolbarContext<R>) => boolean;
  disabled?: (context: ToolbarContext<R>) => boolean;
  /** A returned promise keeps the button loading until it settles. */
  onClick: (context: ToolbarContext<R>) => unknown;
};

/** A button in a row (the actions column, or a column of editType `button`). */
export type RowButton<R = Row> = {
  key: string;
  label: ReactNode;
  kind?: ButtonKind;
  icon?: ReactNode;
  /** The menu resource (button) code that unlocks it; none = always shown. */
  resourceCode?: string;
  /** Hides the button on this row (spec §6: hidden per row by configuration). */
  hidden?: (row: R) => boolean;
  /** Disables the button on this row (grey). */
  disabled?: (row: R) => boolean;
  /** Asks this question in a pop-up confirmation before onClick. */
  confirm?: ReactNode;
  /** A returned promise keeps the button loading until it settles. */
  onClick: (row: R, context: { index: number; reload: () => void }) => unknown;
};

/** Spec §3 Table column config, plus the render hooks a screen needs. */
export type ColumnConfig<R = Row> = {
  /** The row field shown and edited. */
  key: string;
  title: string;
  /** The editor of the cell when the table is `editable`; also decides how the value is shown. */
  editType?: EditType;
  /** Lookup type (值集) of a `select` column: shows the meaning, stores the lookupCode. */
  typeCode?: string;
  /** Validation of an editable cell: a rule name or several (required, integer, quantity, score…). */
  validate?: ValidateRule | ValidateRule[];
  /** Bounds and step of number, price and amount editors. */
  min?: number;
  max?: number;
  /** Decimals shown and typed (number, price, amount). */
  precision?: number;
  step?: number;
  /** Show this row field instead of `key` in read-only cells (e.g. a name beside an id). */
  displayKey?: string;
  /** Sum this column over the current page in the summary row. */
  isSummary?: boolean;
  /** 'N' hides the column until the user shows it in the column settings. */
  columnsDisplay?: 'Y' | 'N';
  /** Keeps the column fixed at one side while scrolling horizontally. */
  fixedStyle?: 'left' | 'right';
  /** Sorts the rows of the current page by this column (see `onSortChange` for server sorting). */
  sortable?: boolean;
  /** Lets the user drag the right edge of the header to change the width. */
  resizable?: boolean;
  /** Width in pixels (150 when absent). */
  width?: number;
  /** false makes this column read-only in an editable table; a function decides per row. */
  editable?: boolean | ((row: R) => boolean);
  /** Renders a read-only cell instead of the default formatting. */
  render?: (value: unknown, row: R, index: number) => ReactNode;
  /** Renders the cell of editType `slot` or `upload` (the Attachments component fills upload cells). */
  slot?: (context: CellContext<R>) => ReactNode;
  /** The buttons of a column of editType `button`. */
  buttons?: RowButton<R>[];
  /** Placeholder of the editor. */
  placeholder?: string;
};

/** What the table hands out through its `ref`, so a form's validate-all can include it. */
export type DataTableHandle<R = Row> = {
  /** Validates every editable cell of the current page and every edited row; marks the invalid ones. */
  validate: () => Promise<boolean>;
  /** The rows of the current page with the user's edits (and checkFlag following the selection). */
  getRows: () => R[];
  /** Every row the user changed, on any page visited, with the edits applied. */
  getChangedRows: () => R[];
  getSelectedRows: () => R[];
  getSelectedKeys: () => Key[];
  clearSelection: () => void;
  /** Writes a cell (e.g. a computed amount after a quantity change). */
  setCell: (rowKey: Key, key: string, value: unknown) => void;
  /** Forgets the user's edits and validation marks. */
  resetEdits: () => void;
  /** Fetches the current page again (edits are kept). */
  reload: () => void;
};

/** Props of the DataTable. */
export type DataTableProps<R = Row> = {
  /**
   * The list it pages through: a name registered with `registerListApi`, or a path. Called with
   * `{searchParams, pageIndex, pageRows}` (spec §7). Without `api` and `dataSource` the table shows
   * 'please configure API property' (spec §8).
   */
  api?: string;
  /** Local rows (e.g. the lines of a document being edited), paged in the browser; instead of `api`. */
  dataSource?: R[];
  /** Filter values sent as `searchParams`; a change goes back to page 1. */
  searchParams?: Record<string, unknown>;
  columns: ColumnConfig<R>[];
  /** The row field (or a function) that identifies a row; edits and selection are keyed by it. Default 'id'. */
  rowKey?: string | ((row: R) => Key);
  /** A selection column: checkboxes (`true` / 'multiple') or radios ('single'). */
  selectable?: boolean | 'multiple' | 'single';
  /**
   * When set, the selection is kept across pages and searches (spec §4), rows being identified by
   * this field. Without it, changing the page clears the selection.
   */
  pageSelectionKey?: string;
  /** The Y/N row field that starts a row selected and follows the selection in getRows(). Default 'checkFlag'. */
  checkFlagKey?: string;
  onSelectionChange?: (keys: Key[], rows: R[]) => void;
  /** Turns the columns with an editType into editors. */
  editable?: boolean;
  /** Called after the user changes a cell (after the edit is stored). */
  onCellChange?: (row: R, key: string, value: unknown) => void;
  toolbarButtons?: ToolbarButton<R>[];
  /** Anything else to put in the toolbar (a search form's buttons, a status filter…). */
  toolbarExtra?: ReactNode;
  /** Buttons of each row, in an actions column fixed at the right. */
  rowButtons?: RowButton<R>[];
  /** Width of the actions column (default: about 70 px per button). */
  rowButtonsWidth?: number;
  /**
   * Saves the user's column order, widths and hidden columns per user under this key
   * (baseTableConfig findByKey / saveOrUpdate / delete). Without it the settings last for the page.
   */
  tableKey?: string;
  /** Adds an Export button: the whole list (not only this page) as xlsx through the export server. */
  exportable?: boolean;
  /** File name of the export, without extension (default: the title, else 'export'). */
  exportFileName?: string;
  /** Shown at the left of the toolbar. */
  title?: ReactNode;
  /** Height of the scrolling body in pixels (default 480). */
  height?: number;
  /** Virtual rows: 'auto' (default) turns them on for pages above 50 rows. */
  virtual?: boolean | 'auto';
  /** Page size (20, 50, 100, 200 or 500; default 20 or the user's saved choice). */
  defaultPageRows?: number;
  /** A user's sort change (column key and direction, or null), for screens whose list sorts on the server. */
  onSortChange?: (sort: { key: string; order: 'asc' | 'desc' } | null) => void;
  /** Called when a page arrives. */
  onLoad?: (rows: R[], total: number) => void;
  size?: 'small' | 'middle' | 'large';
  bordered?: boolean;
  className?: string;
  /** The handle: validate(), getRows() and friends. */
  ref?: Ref<DataTableHandle<R>>;
};
