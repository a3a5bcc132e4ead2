import { DatePicker, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Key, memo, type ReactNode, useCallback, useState, useSyncExternalStore } from 'react';
import { LookupSelect } from '../LookupSelect/LookupSelect.tsx';
import { YNCheckbox } from '../YNCheckbox/YNCheckbox.tsx';
import { RowButtons } from './buttons.tsx';
import type { EditStore } from './editStore.ts';
import type { CellContext, ColumnConfig, EditType } from './types.ts';

/*
 * One cell of an editable table: the editor of spec §5 for the column's editType, bound to the
 * EditStore (not to the table's state) so typing re-renders this cell only. An invalid value gives
 * the editor antd's red outline and puts the message in the cell's title (a native tooltip): spec §5
 * says the cell "uses the column's validation rules without showing a message".
 */

/** How each date editor stores its value (spec: strings, never Date objects, in rows). */
const DATE_FORMATS: Partial<Record<EditType, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  year: 'YYYY',
  month: 'YYYY-MM',
  daterange: 'YYYY-MM-DD',
  datetimerange: 'YYYY-MM-DD HH:mm:ss',
};

const PICKERS: Partial<Record<EditType, 'year' | 'month'>> = { year: 'year', month: 'month' };

/** A stored date string as dayjs (local time), or null. */
function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = dayjs(value.slice(0, 19));
  return parsed.isValid() ? parsed : null;
}

/** "1234567.5" → "1,234,567.5" while typing; the digits stay as typed. */
function withSeparators(value: string | number | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function withoutSeparators(text: string | undefined): string {
  return (text ?? '').replace(/,/g, '').trim();
}

export type EditableCellProps<R> = {
  column: ColumnConfig<R>;
  row: R;
  rowKey: Key;
  index: number;
  store: EditStore<R & object>;
  /** Whether this cell shows an editor (the table, the column and the row allow it). */
  editable: boolean;
  /** Stores a new value, validates it and tells the screen. */
  onChange: (row: R, rowKey: Key, column: ColumnConfig<R>, value: unknown) => void;
  /** The read-only rendering of a value (same as in a non-editable table). */
  renderRead: (value: unknown, row: R, index: number) => ReactNode;
  has: (code: string) => boolean;
  reload: () => void;
};

/**
 * Editors that are costly to mount (antd InputNumber, Select and the pickers). With 500 rows, a
 * screenful of them mounting on every scroll step made scrolling stutter (long tasks over 200 ms,
 * ARCHITECTURE §9), so these cells first show a look-alike box and mount the real editor when the
 * user clicks or tabs into it: focused, with its dropdown open when it was a click.
 */
const LAZY_EDITORS: ReadonlySet<EditType> = new Set([
  'number',
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
]);

/** How the real editor was asked for: a click opens dropdowns, a Tab only focuses. */
type Activation = 'pointer' | 'focus' | null;

function Editor<R>({
  column,
  value,
  error,
  rowKey,
  set,
  activation,
}: {
  column: ColumnConfig<R>;
  value: unknown;
  error: string | null;
  rowKey: Key;
  set: (value: unknown) => void;
  activation: Activation;
}) {
  const status = error ? 'error' : undefined;
  const text = value === null || value === undefined ? '' : String(value);
  const autoFocus = activation !== null;
  const defaultOpen = activation === 'pointer';
  const common = {
    status,
    placeholder: column.placeholder,
    'aria-label': column.title,
    'aria-invalid': !!error,
    autoFocus,
  } as const;
  const type = column.editType ?? 'text';
  switch (type) {
    case 'number':
    case 'price':
    case 'amount': {
      const grouped = type !== 'number';
      // No `precision` here: antd would round what is typed on blur (and pad "4.85" to "4.850000");
      // too many decimals are refused with a message instead (validation.ts). No `min` / `max` either, for the
      // same reason: antd would replace an out-of-range value with the bound; the server refuses it by name.
      return (
        <InputNumber<string>
          {...common}
          stringMode
          value={text === '' ? null : text}
          onChange={(next) => set(next === null || next === '' ? null : String(next))}
          step={column.step === undefined ? undefined : String(column.step)}
          formatter={grouped ? withSeparators : undefined}
          parser={grouped ? withoutSeparators : undefined}
          className="srm-dt-number"
          style={{ width: '100%' }}
          size="small"
          controls={false}
        />
      );
    }
    case 'password':
      return <Input.Password {...common} size="small" value={text} onChange={(event) => set(event.target.value)} />;
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          size="small"
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'select':
    case 'lookup':
      return (
        <LookupSelect
          typeCode={column.typeCode ?? ''}
          value={(value as string | string[] | null | undefined) ?? null}
          onChange={set}
          status={status}
          size="small"
          placeholder={column.placeholder}
          aria-label={column.title}
          autoFocus={autoFocus}
          defaultOpen={defaultOpen}
          data-testid={`lookup-select-${column.key}-${String(rowKey)}`}
        />
      );
    case 'date':
    case 'datetime':
    case 'year':
    case 'month': {
      const format = DATE_FORMATS[type] as string;
      return (
        <DatePicker
          {...common}
          defaultOpen={defaultOpen}
          size="small"
          picker={PICKERS[type]}
          showTime={type === 'datetime'}
          format={format}
          value={toDayjs(value)}
          onChange={(next) => set(next ? next.format(format) : null)}
          style={{ width: '100%' }}
        />
      );
    }
    case 'daterange':
    case 'datetimerange': {
      const format = DATE_FORMATS[type] as string;
      const [start, end] = Array.isArray(value) ? value : [null, null];
      return (
        <DatePicker.RangePicker
          status={status}
          autoFocus={autoFocus}
          defaultOpen={defaultOpen}
          size="small"
          showTime={type === 'datetimerange'}
          format={format}
          value={[toDayjs(start), toDayjs(end)]}
          onChange={(next) => set(next?.[0] && next[1] ? [next[0].format(format), next[1].format(format)] : null)}
          style={{ width: '100%' }}
          aria-label={column.title}
        />
      );
    }
    case 'checkbox':
      return (
        <YNCheckbox value={text} onChange={set} aria-label={column.title} data-testid={`yn-checkbox-${column.key}`} />
      );
    default: {
      const inputType = type === 'url' ? 'url' : type === 'email' ? 'email' : type === 'tel' ? 'tel' : 'text';
      return (
        <Input {...common} size="small" type={inputType} value={text} onChange={(event) => set(event.target.value)} />
      );
    }
  }
}

function EditableCellInner<R>({
  column,
  row,
  rowKey,
  index,
  store,
  editable,
  onChange,
  renderRead,
  has,
  reload,
}: EditableCellProps<R>) {
  const type = column.editType ?? 'text';
  // A slot or upload cell renders from (and hands on) the whole row, so it follows every cell of it;
  // the other cells follow their own value only (typing re-renders one cell).
  const wholeRow = type === 'slot' || type === 'upload';
  const subscribe = useCallback(
    (listener: () => void) =>
      wholeRow ? store.subscribeRow(rowKey, listener) : store.subscribeCell(rowKey, column.key, listener),
    [store, rowKey, column.key, wholeRow],
  );
  useSyncExternalStore(subscribe, () => (wholeRow ? store.rowVersion(rowKey) : store.cellVersion(rowKey, column.key)));
  const value = store.value(row as R & object, rowKey, column.key);
  const error = store.error(rowKey, column.key);
  const set = (next: unknown) => onChange(row, rowKey, column, next);
  const [activation, setActivation] = useState<Activation>(null);

  let content: ReactNode;
  if (type === 'button') {
    content = (
      <RowButtons buttons={column.buttons ?? []} row={row} index={index} rowKey={rowKey} has={has} reload={reload} />
    );
  } else if (type === 'slot' || type === 'upload') {
    // The row with the user's edits: a slot showing another field of the row (a read-only reference's
    // name, filled in by a pick on the same line) must show it before the row is saved.
    const edited = store.merged(row as R & object, rowKey) as R;
    const context: CellContext<R> = { value, row: edited, rowKey, index, column, editable, error, onChange: set };
    content = column.slot ? column.slot(context) : renderRead(value, row, index);
  } else if (!editable) {
    content = renderRead(value, row, index);
  } else if (LAZY_EDITORS.has(type) && activation === null) {
    content = (
      <button
        type="button"
        className={`srm-dt-faux${error ? ' srm-dt-faux-error' : ''}`}
        onMouseDown={(event) => {
          event.preventDefault();
          // After this mousedown has finished: a select mounted during it would take the rest of
          // the same event (on its way to window) for a click outside and close at once.
          setTimeout(() => setActivation('pointer'), 0);
        }}
        onFocus={() => setActivation('focus')}
        aria-label={column.title}
        aria-invalid={!!error}
      >
        {renderRead(value, row, index) || <span className="srm-dt-faux-placeholder">{column.placeholder}</span>}
      </button>
    );
  } else {
    content = <Editor column={column} value={value} error={error} rowKey={rowKey} set={set} activation={activation} />;
  }
  return (
    <div
      className={error ? 'srm-dt-cell srm-dt-cell-error' : 'srm-dt-cell'}
      title={error ?? undefined}
      data-testid={`cell-${column.key}-${String(rowKey)}`}
      data-invalid={error ? 'true' : undefined}
    >
      {content}
    </div>
  );
}

/** Memoised: a cell re-renders when its own value or message changes, or its row object does. */
export const EditableCell = memo(EditableCellInner) as typeof EditableCellInner;
