import { Checkbox } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { type DisplayType, displayText, isNumericType } from '../DisplayField/format.ts';
import { RowButtons } from './buttons.tsx';
import { EditableCell } from './EditableCell.tsx';
import type { EditStore } from './editStore.ts';
import type { ColumnConfig, EditType, RowButton } from './types.ts';
import type { LookupMeanings } from './useLookupMeanings.ts';
import { isRequired } from './validation.ts';

/*
 * Turns the spec's column configs (spec §3) into antd columns: how a value is written (numbers
 * right-aligned with thousands separators, dates YYYY-MM-DD, lookups by meaning, Y/N as a checkbox),
 * the red asterisk of required columns, sorting, fixing, resizing handles, the editors of an editable
 * table and the row buttons. The DataTable memoises the result, so rows never rebuild it.
 */

/** Width of a column whose config gives none (virtual tables need every width). */
export const DEFAULT_COLUMN_WIDTH = 150;
const SELECTION_WIDTH = 48;

/** How a value of this editType is written when read-only. */
export function displayTypeOf(editType: EditType | undefined): DisplayType {
  switch (editType) {
    case 'number':
    case 'price':
    case 'amount':
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
    case 'daterange':
    case 'datetimerange':
    case 'password':
      return editType;
    case 'select':
    case 'lookup':
      return 'lookup';
    case 'checkbox':
      return 'flag';
    default:
      return 'text';
  }
}

/** The read-only rendering of a column's value (also used by editable tables for read-only cells). */
export function readRenderer<R>(
  column: ColumnConfig<R>,
  meanings: LookupMeanings,
): (value: unknown, row: R, index: number) => ReactNode {
  if (column.render) return column.render;
  const type = displayTypeOf(column.editType);
  if (type === 'flag') {
    return (value) => <Checkbox checked={value === 'Y'} disabled aria-label={column.title} />;
  }
  const lookup = column.typeCode ? meanings.get(column.typeCode) : undefined;
  const meaning = lookup ? (code: string) => lookup.get(code) ?? code : undefined;
  const options = { precision: column.precision, meaning };
  if (column.displayKey) {
    const displayKey = column.displayKey;
    return (_value, row) => displayText((row as Record<string, unknown>)[displayKey], 'text');
  }
  return (value) => displayText(value, type, options);
}

/** A cell as a number for sorting; empty and non-numeric values sort first. */
function sortNumber(value: unknown): number {
  if (value === null || value === undefined || value === '') return Number.NEGATIVE_INFINITY;
  const n = Number(String(value).replaceAll(',', ''));
  return Number.isNaN(n) ? Number.NEGATIVE_INFINITY : n;
}

/** Compares two cell values for the page's sort: numbers by value, the rest as text. */
function comparer<R>(column: ColumnConfig<R>): (a: R, b: R) => number {
  const numeric = isNumericType(displayTypeOf(column.editType));
  const key = column.key;
  return (a, b) => {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (!numeric) return String(x ?? '').localeCompare(String(y ?? ''));
    const nx = sortNumber(x);
    const ny = sortNumber(y);
    return nx === ny ? 0 : nx < ny ? -1 : 1;
  };
}

/** The header; an editable table marks required columns with a red asterisk (spec §5). */
function titleOf<R>(column: ColumnConfig<R>, editable: boolean): ReactNode {
  if (!editable || !column.editType || !isRequired(column)) return column.title;
  return (
    <span>
      <span className="srm-dt-required" aria-hidden>
        *
      </span>
      {column.title}
    </span>
  );
}

export type BuildColumnsOptions<R> = {
  columns: ColumnConfig<R>[];
  editable: boolean;
  store: EditStore<R & object>;
  rowKeyOf: (row: R) => Key;
  onCellChange: (row: R, rowKey: Key, column: ColumnConfig<R>, value: unknown) => void;
  has: (code: string) => boolean;
  reload: () => void;
  meanings: LookupMeanings;
  rowButtons?: RowButton<R>[];
  rowButtonsWidth?: number;
  actionsTitle: string;
  /** Called while a header edge is dragged; without it no column is resizable (the header cells are antd's own). */
  onResize?: (key: string, width: number) => void;
};

/** Whether a cell of this column is editable on this row. */
function cellEditable<R>(column: ColumnConfig<R>, row: R, tableEditable: boolean): boolean {
  if (!tableEditable || !column.editType) return false;
  if (column.editable === undefined) return true;
  return typeof column.editable === 'function' ? column.editable(row) : column.editable;
}

/** Props the resizable header cell reads (see ResizableHeaderCell.tsx). */
export type ResizableHeaderProps = { resizable?: boolean; width?: number; onResize?: (width: number) => void };

export function buildColumns<R>(options: BuildColumnsOptions<R>): ColumnType<R>[] {
  const { columns, editable, store, rowKeyOf, onCellChange, has, reload, meanings } = options;
  const built: ColumnType<R>[] = columns.map((column) => {
    const type = displayTypeOf(column.editType);
    const width = column.width ?? DEFAULT_COLUMN_WIDTH;
    const renderRead = readRenderer(column, meanings);
    // Editable tables, button, slot and upload columns go through EditableCell: it reads the
    // user's edits from the store and owns the test id of the cell.
    const throughCell =
      editable || column.editType === 'button' || column.editType === 'slot' || column.editType === 'upload';
    const { onResize } = options;
    const headerProps: ResizableHeaderProps | null = onResize
      ? { resizable: column.resizable, width, onResize: (next) => onResize(column.key, next) }
      : null;
    return {
      key: column.key,
      dataIndex: column.key,
      title: titleOf(column, editable),
      width,
      fixed: column.fixedStyle,
      align: isNumericType(type) ? 'right' : type === 'flag' ? 'center' : 'left',
      ellipsis: !throughCell && type === 'text' && !column.render,
      sorter: column.sortable ? comparer(column) : undefined,
      // A new object each call: antd writes its sorter's onClick into it, and a shared object would
      // chain every earlier onClick (the sort order would snap back on each click).
      onHeaderCell: headerProps ? () => ({ ...headerProps }) as HTMLAttributes<HTMLElement> : undefined,
      render: throughCell
        ? (_value: unknown, row: R, index: number) => (
            <EditableCell
              column={column}
              row={row}
              rowKey={rowKeyOf(row)}
              index={index}
              store={store}
              editable={cellEditable(column, row, editable)}
              onChange={onCellChange}
              renderRead={renderRead}
              has={has}
              reload={reload}
            />
          )
        : (value: unknown, row: R, index: number) => renderRead(value, row, index),
    };
  });

  const rowButtons = options.rowButtons ?? [];
  const visibleButtons = rowButtons.filter((button) => !button.resourceCode || has(button.resourceCode));
  if (visibleButtons.length > 0) {
    built.push({
      key: '__actions',
      title: options.actionsTitle,
      width: options.rowButtonsWidth ?? Math.max(90, visibleButtons.length * 70),
      fixed: 'right',
      render: (_value: unknown, row: R, index: number) => (
        <RowButtons buttons={visibleButtons} row={row} index={index} rowKey={rowKeyOf(row)} has={has} reload={reload} />
      ),
    });
  }
  return built;
}

/** The total width of the columns, for the horizontal scroll of a (virtual) table. */
export function totalWidth<R>(columns: ColumnType<R>[], selectable: boolean): number {
  const sum = columns.reduce((total, column) => total + (Number(column.width) || DEFAULT_COLUMN_WIDTH), 0);
  return sum + (selectable ? SELECTION_WIDTH : 0);
}

/** The narrowest a text column is made to let the table fit (about six characters and the ellipsis). */
export const MIN_FITTED_WIDTH = 80;

/**
 * Narrows the text columns (those written with an ellipsis) so the whole table fits `available` pixels
 * when it can, each in proportion to its width and never below MIN_FITTED_WIDTH; numbers, dates, buttons
 * and editors keep their widths. Without this the fixed actions column lay over the last columns of a list
 * at 1440 px and cut a total "4,800.00" to "4,80" (issue 15) — a number cut short reads as another number.
 * Too wide even then, the table scrolls as before. The same columns are answered when nothing changes.
 */
export function fitColumns<R>(columns: ColumnType<R>[], available: number, selectable: boolean): ColumnType<R>[] {
  const excess = totalWidth(columns, selectable) - available;
  if (available <= 0 || excess <= 0) return columns;
  const shrinkable = columns.filter((column) => column.ellipsis && !column.fixed);
  const room = shrinkable.reduce((sum, column) => sum + Math.max(0, Number(column.width) - MIN_FITTED_WIDTH), 0);
  if (room <= 0) return columns;
  const share = Math.min(1, excess / room);
  return columns.map((column) => {
    if (!shrinkable.includes(column)) return column;
    const width = Number(column.width);
    return { ...column, width: Math.floor(width - Math.max(0, width - MIN_FITTED_WIDTH) * share) };
  });
}
