import type { TableRowSelection } from 'antd/es/table/interface';
import { type Key, useCallback, useEffect, useMemo, useRef, useState } from 'react';

/*
 * The table's row selection (spec §4 "Table rows"): rows arriving with checkFlag Y start selected,
 * and with a page-selection key the selection is kept across pages and searches. The selection is a
 * map from that key to the row, so rows selected on page 1 are still handed out on page 3 without
 * fetching them again. antd's own selectedRowKeys only ever holds the keys of the current page.
 */

export type SelectionMode = 'multiple' | 'single' | null;

export type SelectionOptions<R> = {
  mode: SelectionMode;
  /**
   * The field that identifies a row across pages (true: the row key); without it the selection
   * belongs to one page.
   */
  pageSelectionKey?: string | true;
  rowKeyOf: (row: R) => Key;
  /** The rows of the current page. */
  rows: R[];
  checkFlagKey: string;
  onChange?: (keys: Key[], rows: R[]) => void;
  /** Changes with the page and the search (list, filters, page index, page size). */
  resetKey: string;
};

export type Selection<R> = {
  rowSelection: TableRowSelection<R> | undefined;
  selectedKeys: Key[];
  selectedRows: R[];
  isSelected: (row: R) => boolean;
  clear: () => void;
  /** Replaces the selection. */
  replace: (rows: R[]) => void;
  /** Adds rows to the selection (the select dialog's select-all). */
  add: (rows: R[]) => void;
  /** Selects or unselects one row (a click on the row). */
  toggle: (row: R) => void;
};

export function useSelection<R>({
  mode,
  pageSelectionKey,
  rowKeyOf,
  rows,
  checkFlagKey,
  onChange,
  resetKey,
}: SelectionOptions<R>): Selection<R> {
  const [selected, setSelected] = useState<Map<Key, R>>(() => new Map());
  const keepAcrossPages = pageSelectionKey !== undefined;
  const selectionKeyOf = useMemo(
    () =>
      typeof pageSelectionKey === 'string'
        ? (row: R) => (row as Record<string, unknown>)[pageSelectionKey] as Key
        : rowKeyOf,
    [pageSelectionKey, rowKeyOf],
  );

  // Rows arriving. Without a page-selection key the selection belongs to the page shown, so keys
  // no longer on it are dropped. Rows the server marks checkFlag Y start selected, once per row and
  // page visit (a user's unticking survives a refetch of the same page); selected rows are replaced
  // by their fresh copies, so handed-out rows are never stale.
  const flagged = useRef(new Set<Key>());
  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (!mode) return;
    if (lastReset.current !== resetKey) {
      lastReset.current = resetKey;
      if (!keepAcrossPages) flagged.current.clear();
    }
    setSelected((previous) => {
      const present = new Map(rows.map((row) => [selectionKeyOf(row), row]));
      const next = new Map(keepAcrossPages ? previous : [...previous].filter(([key]) => present.has(key)));
      let changed = next.size !== previous.size;
      for (const [key, row] of present) {
        if ((row as Record<string, unknown>)[checkFlagKey] === 'Y' && !flagged.current.has(key)) {
          flagged.current.add(key);
          if (mode === 'single') next.clear();
          next.set(key, row);
          changed = true;
        } else if (next.has(key) && next.get(key) !== row) {
          next.set(key, row);
          changed = true;
        }
      }
      return changed ? next : previous;
    });
  }, [rows, resetKey, mode, keepAcrossPages, checkFlagKey, selectionKeyOf]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const notified = useRef<Map<Key, R> | null>(null);
  useEffect(() => {
    // Not on mount with nothing selected: the screen knows that already.
    if (notified.current === null && selected.size === 0) {
      notified.current = selected;
      return;
    }
    if (notified.current === selected) return;
    notified.current = selected;
    onChangeRef.current?.([...selected.keys()], [...selected.values()]);
  }, [selected]);

  const pageKeys = useMemo(
    () => rows.filter((row) => selected.has(selectionKeyOf(row))).map(rowKeyOf),
    [rows, selected, selectionKeyOf, rowKeyOf],
  );

  const change = useCallback(
    (keys: Key[]) => {
      const chosen = new Set(keys);
      setSelected((previous) => {
        const next = mode === 'single' ? new Map<Key, R>() : new Map(previous);
        for (const row of rows) {
          const key = selectionKeyOf(row);
          if (chosen.has(rowKeyOf(row))) next.set(key, row);
          else if (mode !== 'single') next.delete(key);
        }
        return next;
      });
    },
    [mode, rows, selectionKeyOf, rowKeyOf],
  );

  const rowSelection = useMemo<TableRowSelection<R> | undefined>(
    () =>
      mode
        ? {
            type: mode === 'single' ? 'radio' : 'checkbox',
            selectedRowKeys: pageKeys,
            onChange: change,
            preserveSelectedRowKeys: false,
            columnWidth: 48,
            fixed: 'left',
          }
        : undefined,
    [mode, pageKeys, change],
  );

  const clear = useCallback(() => setSelected(new Map()), []);
  const replace = useCallback(
    (list: R[]) => setSelected(new Map(list.map((row) => [selectionKeyOf(row), row]))),
    [selectionKeyOf],
  );
  const add = useCallback(
    (list: R[]) =>
      setSelected((previous) => {
        const next = new Map(previous);
        for (const row of list) next.set(selectionKeyOf(row), row);
        return next;
      }),
    [selectionKeyOf],
  );
  const toggle = useCallback(
    (row: R) =>
      setSelected((previous) => {
        const key = selectionKeyOf(row);
        if (previous.has(key)) {
          const next = new Map(previous);
          next.delete(key);
          return next;
        }
        const next = mode === 'single' ? new Map<Key, R>() : new Map(previous);
        next.set(key, row);
        return next;
      }),
    [selectionKeyOf, mode],
  );
  const isSelected = useCallback((row: R) => selected.has(selectionKeyOf(row)), [selected, selectionKeyOf]);

  return useMemo(
    () => ({
      rowSelection,
      selectedKeys: [...selected.keys()],
      selectedRows: [...selected.values()],
      isSelected,
      clear,
      replace,
      add,
      toggle,
    }),
    [rowSelection, selected, isSelected, clear, replace, add, toggle],
  );
}
