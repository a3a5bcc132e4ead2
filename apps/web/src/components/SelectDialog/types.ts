import type { Key, ReactNode } from 'react';
import type { ColumnConfig, Row } from '../DataTable/types.ts';

/** Props of SelectDialog. */
export type SelectDialogProps<R = Row> = {
  open: boolean;
  /** The dialog's title (default 'Select'); the user drags the dialog by it. */
  title?: ReactNode;
  /**
   * The list it searches: a name registered with `registerListApi` (or a path). An unknown name
   * throws an Error when the dialog renders (spec §8).
   */
  findApi: string;
  /** The columns of the table (read-only; lookups show their meaning, amounts their separators). */
  columns: ColumnConfig<R>[];
  /** The row field (or a function) identifying a row; the selection is kept across pages by it. Default 'id'. */
  rowKey?: string | ((row: R) => Key);
  /** Several rows (checkboxes, default) or one (radios; a double click confirms it). */
  multiple?: boolean;
  /** The searchParams field the search input fills (default 'keyword'). */
  searchKey?: string;
  /** Fixed filters sent with every call, e.g. `{ status: 'APPROVED' }`. */
  searchParams?: Record<string, unknown>;
  searchPlaceholder?: string;
  /** Rows selected when the dialog opens (e.g. the values the field holds). */
  defaultSelectedRows?: R[];
  /** Rows per page of the table (default 20). */
  pageRows?: number;
  /** Width in pixels (default: the window's width minus 200, spec §2). */
  width?: number;
  /** Called with the selected rows when the user confirms. */
  onConfirm: (rows: R[]) => void;
  /** Called when the user cancels or closes the dialog. */
  onCancel: () => void;
};
