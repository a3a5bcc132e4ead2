import { type RefObject, useCallback, useRef, useState } from 'react';
import type { DataTableHandle, Row } from '../DataTable/types.ts';
import type { DocumentScreenConfig } from './config.ts';
import { LINE_KEY } from './LinesEditor.tsx';

/**
 * The lines being edited: local rows keyed by LINE_KEY (`l<lineId>` once saved, `n<seq>` when new),
 * the table's handle, and the computed values (amount, total) kept up to date as the user types.
 */
export function useDocumentLines(config: DocumentScreenConfig, onChanged: (lines: Row[]) => void) {
  const tableRef = useRef<DataTableHandle>(null) as RefObject<DataTableHandle | null>;
  const [lines, setLines] = useState<Row[]>([]);
  const seq = useRef(0);
  const idKey = config.def.lines?.idKey ?? 'lineId';

  const current = useCallback(() => tableRef.current?.getRows() ?? lines, [lines]);

  const load = useCallback(
    (rows: Row[]) => {
      tableRef.current?.resetEdits();
      setLines(rows.map((r) => ({ ...r, [LINE_KEY]: `l${r[idKey]}` })));
    },
    [idKey],
  );

  const add = useCallback(() => {
    seq.current += 1;
    const next = [...current(), { ...(config.newLine?.() ?? {}), [LINE_KEY]: `n${seq.current}` }];
    setLines(next);
    onChanged(next);
  }, [current, config, onChanged]);

  const remove = useCallback(
    (keys: unknown[]) => {
      const next = current().filter((r) => !keys.includes(r[LINE_KEY]));
      tableRef.current?.clearSelection();
      setLines(next);
      onChanged(next);
    },
    [current, onChanged],
  );

  const cellChanged = useCallback(
    (row: Row, key: string, value: unknown) => {
      const table = tableRef.current;
      if (!table) return;
      const rowKey = row[LINE_KEY] as string;
      // The line as it is now, not as the caller last saw it: a reference picked on a line handed the
      // row its cell rendered with, before the quantity and price were typed, and the amount computed
      // from it came out blank (issue 15 item 4: 5 100 shown as 2 600).
      const now = table.getRows().find((line) => line[LINE_KEY] === rowKey) ?? row;
      const merged = { ...now, [key]: value };
      if (now[key] !== value) table.setCell(rowKey, key, value);
      const computed = config.computeLine?.(merged) ?? {};
      for (const [k, v] of Object.entries(computed)) if (merged[k] !== v) table.setCell(rowKey, k, v);
      onChanged(table.getRows());
    },
    [config, onChanged],
  );

  return { tableRef, lines, load, add, remove, cellChanged, current };
}
