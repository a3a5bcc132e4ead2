import { restPath } from '@srm/core/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { post } from '../../app/api/client.ts';
import type { ColumnConfig } from './types.ts';

/*
 * The user's arrangement of a table (spec §7 "table-config create, get and delete"): column order,
 * widths and hidden columns (columnsDisplay), and the page size, saved per user under the table's
 * `tableKey`. Changes apply at once and are saved half a second after the last one (a header drag
 * sends one save, not one per frame). When the endpoints are missing or fail, the arrangement stays
 * in memory for the page and no error is shown: a lost preference is not worth interrupting work.
 */

export const TABLE_CONFIG_API = {
  find: restPath('baseServer', 'baseTableConfig', 'findByKey'),
  save: restPath('baseServer', 'baseTableConfig', 'saveOrUpdate'),
  remove: restPath('baseServer', 'baseTableConfig', 'delete'),
} as const;

/** How one column is arranged (the saved part of spec §3's column config). */
export type ColumnSetting = {
  key: string;
  width?: number;
  order: number;
  columnsDisplay: 'Y' | 'N';
  fixedStyle?: 'left' | 'right' | null;
};

/** What is saved for one table (the shape of packages/core tableConfigSchema). */
export type SavedTableConfig = { columns: ColumnSetting[]; pageRows?: number };

const SAVE_DELAY_MS = 500;

/** Reads whatever findByKey answers ({config}, the config, its JSON text, or a bare column list). */
export function readSavedConfig(data: unknown): SavedTableConfig | null {
  let config: unknown = data;
  if (config && typeof config === 'object' && !Array.isArray(config) && 'config' in config) {
    config = (config as { config: unknown }).config;
  }
  if (typeof config === 'string') {
    try {
      config = JSON.parse(config);
    } catch {
      return null;
    }
  }
  if (Array.isArray(config)) config = { columns: config };
  if (!config || typeof config !== 'object') return null;
  const { columns, pageRows } = config as { columns?: unknown; pageRows?: unknown };
  if (!Array.isArray(columns)) return null;
  const settings = columns
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object' && typeof c.key === 'string')
    .map(
      (c, index): ColumnSetting => ({
        key: c.key as string,
        width: typeof c.width === 'number' ? c.width : undefined,
        order: typeof c.order === 'number' ? c.order : index,
        columnsDisplay: c.columnsDisplay === 'N' ? ('N' as const) : ('Y' as const),
        fixedStyle: c.fixedStyle === 'left' || c.fixedStyle === 'right' ? c.fixedStyle : null,
      }),
    );
  return { columns: settings, pageRows: typeof pageRows === 'number' ? pageRows : undefined };
}

/** The columns' own arrangement, before the user changed anything. */
function defaultsOf<R>(columns: ColumnConfig<R>[]): ColumnSetting[] {
  return columns.map((column, order) => ({
    key: column.key,
    width: column.width,
    order,
    columnsDisplay: column.columnsDisplay === 'N' ? 'N' : 'Y',
    fixedStyle: column.fixedStyle ?? null,
  }));
}

/**
 * The saved arrangement laid over the current columns: columns no longer configured are dropped,
 * new ones keep their own place at the end, so a release that adds a column never hides it.
 */
function mergeSettings<R>(columns: ColumnConfig<R>[], saved: ColumnSetting[] | undefined): ColumnSetting[] {
  const defaults = defaultsOf(columns);
  if (!saved || saved.length === 0) return defaults;
  const byKey = new Map(saved.map((s) => [s.key, s]));
  const known = defaults
    .filter((d) => byKey.has(d.key))
    .map((d) => ({ ...d, ...byKey.get(d.key) }) as ColumnSetting)
    .sort((a, b) => a.order - b.order);
  const added = defaults.filter((d) => !byKey.has(d.key));
  return [...known, ...added].map((s, order) => ({ ...s, order }));
}

export type ColumnSettingsState<R> = {
  /** Every column with its arrangement, in the user's order (for the settings popover). */
  settings: (ColumnSetting & { title: string })[];
  /** The columns to show, in order, with the user's widths. */
  visibleColumns: ColumnConfig<R>[];
  /** The saved page size, if any. */
  pageRows: number | undefined;
  move: (key: string, direction: -1 | 1) => void;
  setVisible: (key: string, visible: boolean) => void;
  setWidth: (key: string, width: number) => void;
  setPageRows: (pageRows: number) => void;
  reset: () => void;
};

export function useColumnSettings<R>(tableKey: string | undefined, columns: ColumnConfig<R>[]): ColumnSettingsState<R> {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: ['tableConfig', tableKey],
    queryFn: async () => readSavedConfig(await post<unknown>(TABLE_CONFIG_API.find, { tableKey })),
    enabled: !!tableKey,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  /** The user's changes in this page; null until the first one. */
  const [local, setLocal] = useState<SavedTableConfig | null>(null);
  /** Turned off after a failed call: the endpoints are missing, keep the settings in memory. */
  const persist = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const current = local ?? saved.data ?? null;
  const settings = useMemo(() => mergeSettings(columns, current?.columns), [columns, current]);
  const titles = useMemo(() => new Map(columns.map((c) => [c.key, c.title])), [columns]);

  const commit = useCallback(
    (next: SavedTableConfig) => {
      setLocal(next);
      if (!tableKey || !persist.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        post(TABLE_CONFIG_API.save, { tableKey, config: next }).then(
          () => queryClient.setQueryData(['tableConfig', tableKey], next),
          () => {
            persist.current = false;
          },
        );
      }, SAVE_DELAY_MS);
    },
    [tableKey, queryClient],
  );

  const update = useCallback(
    (change: (list: ColumnSetting[]) => ColumnSetting[]) => {
      const list = change(settings.map((s) => ({ ...s }))).map((s, order) => ({ ...s, order }));
      commit({ columns: list, pageRows: current?.pageRows });
    },
    [settings, current, commit],
  );

  const move = useCallback(
    (key: string, direction: -1 | 1) =>
      update((list) => {
        const index = list.findIndex((s) => s.key === key);
        const target = index + direction;
        if (index < 0 || target < 0 || target >= list.length) return list;
        [list[index], list[target]] = [list[target], list[index]];
        return list;
      }),
    [update],
  );

  const setVisible = useCallback(
    (key: string, visible: boolean) =>
      update((list) => list.map((s) => (s.key === key ? { ...s, columnsDisplay: visible ? 'Y' : 'N' } : s))),
    [update],
  );

  const setWidth = useCallback(
    (key: string, width: number) =>
      update((list) => list.map((s) => (s.key === key ? { ...s, width: Math.round(width) } : s))),
    [update],
  );

  const setPageRows = useCallback(
    (pageRows: number) => commit({ columns: current?.columns ?? [], pageRows }),
    [current, commit],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setLocal({ columns: [] });
    if (!tableKey) return;
    queryClient.setQueryData(['tableConfig', tableKey], null);
    if (persist.current) {
      post(TABLE_CONFIG_API.remove, { tableKey }).catch(() => {
        persist.current = false;
      });
    }
  }, [tableKey, queryClient]);

  const visibleColumns = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    return settings
      .filter((s) => s.columnsDisplay === 'Y')
      .map((s) => {
        const column = byKey.get(s.key) as ColumnConfig<R>;
        return { ...column, width: s.width ?? column.width, fixedStyle: s.fixedStyle ?? column.fixedStyle };
      });
  }, [columns, settings]);

  return {
    settings: settings.map((s) => ({ ...s, title: titles.get(s.key) ?? s.key })),
    visibleColumns,
    pageRows: current?.pageRows,
    move,
    setVisible,
    setWidth,
    setPageRows,
    reset,
  };
}
