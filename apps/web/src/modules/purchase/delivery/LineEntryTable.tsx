import { Input, InputNumber, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { lineErrorsOf } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';

/*
 * The lines of a delivery document with what the user enters per line: the buyer's receipt of a note
 * (received, rejected, why) and the supplier's answer to a notice (date, quantity, remark). Both show
 * the line's order line and material first, then their own read-only columns, then one input per entry
 * while the document takes it (its plain value otherwise). Test ids: `<prefix>-line-<index>-<testId>`.
 */

/** One entry column: the key of the entry it edits, its input and what it shows once not editable. */
export type EntryField<T> = {
  key: keyof T & string;
  title: string;
  width: number;
  input: 'number' | 'text' | 'date';
  testId: string;
  /** The largest number the input takes for this line. */
  max?: (line: Row) => number;
  shown: (line: Row) => ReactNode;
};

/**
 * The entries of each line (by lineId), starting from what `initial` reads off the stored line, and the
 * server's refusals of them: `refused(error)` places each `lines.<i>.<field>` message on its input (and
 * says whether any was placed); editing an input clears its message.
 */
export function useLineEntries<T extends object>(initial: (line: Row) => T) {
  const [entries, setEntries] = useState<Record<number, T>>({});
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const entryOf = (line: Row): T => entries[line.lineId as number] ?? initial(line);
  const change = (line: Row, patch: Partial<T>, index?: number) => {
    setEntries((all) => ({ ...all, [line.lineId as number]: { ...entryOf(line), ...patch } }));
    if (index != null && errors[index]) {
      const rest = Object.fromEntries(Object.entries(errors[index]).filter(([k]) => !(k in patch)));
      setErrors((all) => ({ ...all, [index]: rest }));
    }
  };
  const refused = (error: unknown): boolean => {
    const placed = lineErrorsOf(error);
    setErrors(placed);
    return Object.keys(placed).length > 0;
  };
  return { entryOf, change, errors, refused, reset: () => setEntries({}) };
}

export type LineEntries<T extends object> = ReturnType<typeof useLineEntries<T>>;

type Props<T extends object> = {
  lines: Row[];
  /** The label of a line field of the document's declaration (lineNumber, orderLineId, materialId). */
  labelOf: (key: string) => string;
  /** The document's own read-only columns, between the material and the entries. */
  columns: ColumnsType<Row>;
  fields: EntryField<T>[];
  editable: boolean;
  entries: LineEntries<T>;
  testIdPrefix: string;
};

export function LineEntryTable<T extends object>({
  lines,
  labelOf,
  columns,
  fields,
  editable,
  entries,
  testIdPrefix,
}: Props<T>) {
  const input = (field: EntryField<T>, line: Row, index: number) => {
    const value = entries.entryOf(line)[field.key] as unknown;
    const testId = `${testIdPrefix}-line-${index}-${field.testId}`;
    const set = (next: unknown) => entries.change(line, { [field.key]: next } as Partial<T>, index);
    const refusal = entries.errors[index]?.[field.key];
    const status = refusal ? ('error' as const) : undefined;
    const control =
      field.input === 'number' ? (
        <InputNumber
          min={0}
          max={field.max?.(line)}
          value={value as number | null}
          onChange={set}
          status={status}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      ) : (
        <Input
          type={field.input === 'date' ? 'date' : 'text'}
          maxLength={field.input === 'text' ? 500 : undefined}
          value={String(value ?? '')}
          onChange={(e) => set(e.target.value)}
          status={status}
          data-testid={testId}
        />
      );
    // The input keeps its place in the tree whether or not a message stands under it: returning the bare
    // input once the message is cleared (by the first keystroke) made React mount a new input, which lost
    // the focus, so "295" kept "2" (issue 15 item 1).
    return (
      <div>
        {control}
        {refusal && (
          <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`${testId}-error`}>
            {refusal}
          </Typography.Text>
        )}
      </div>
    );
  };
  const all: ColumnsType<Row> = [
    { key: 'lineNumber', title: labelOf('lineNumber'), dataIndex: 'lineNumber', width: 60 },
    { key: 'orderLineLabel', title: labelOf('orderLineId'), dataIndex: 'orderLineLabel', width: 160 },
    // The material takes what the fixed widths leave: the table fits the card without scrolling.
    { key: 'materialName', title: labelOf('materialId'), dataIndex: 'materialName' },
    ...columns,
    ...fields.map((field) => ({
      key: field.key,
      title: field.title,
      width: field.width,
      align: field.input === 'number' ? ('right' as const) : undefined,
      render: (_: unknown, line: Row, index: number) => (editable ? input(field, line, index) : field.shown(line)),
    })),
  ];
  return <Table rowKey="lineId" size="small" pagination={false} dataSource={lines} columns={all} />;
}
