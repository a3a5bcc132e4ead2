import { formatDate, formatDateTime } from '@srm/core/dates/date-format';
import { formatDecimal } from '@srm/core/format/decimals';

/*
 * How a read-only value is written (ARCHITECTURE §7): numbers with thousands separators, dates
 * YYYY-MM-DD, date-times YYYY-MM-DD HH:mm:ss, lookups by meaning. Shared by DisplayField and the
 * DataTable's read-only cells so a value looks the same in a form and in a list.
 */

/** The kinds of value DisplayField and read-only table cells know how to write. */
export type DisplayType =
  | 'text'
  | 'number'
  | 'amount'
  | 'price'
  | 'date'
  | 'datetime'
  | 'year'
  | 'month'
  | 'daterange'
  | 'datetimerange'
  | 'lookup'
  | 'flag'
  | 'password';

/** Shown for an empty value. */
export const EMPTY_TEXT = '—';

const NUMERIC: ReadonlySet<DisplayType> = new Set(['number', 'amount', 'price']);

/** Whether values of this type are right-aligned (numbers, ARCHITECTURE §7). */
export function isNumericType(type: DisplayType): boolean {
  return NUMERIC.has(type);
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}

function dateText(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return String(value);
  const text = withTime ? formatDateTime(value) : formatDate(value);
  // A value the date helpers cannot read is shown as it came rather than hidden.
  return text || String(value);
}

/** "2024" of "2024", "2024-03" or "2024-03-05". */
function yearText(value: unknown): string {
  const text = String(value);
  return /^\d{4}/.test(text) ? text.slice(0, 4) : text;
}

/** "2024-03" of "2024-03" or "2024-03-05". */
function monthText(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}/.test(text) ? text.slice(0, 7) : text;
}

export type DisplayOptions = {
  /** The most decimals of a number (its field's precision); see formatDecimal for what is shown. */
  precision?: number;
  /** The meaning of a lookup code (the caller knows the lookup type). */
  meaning?: (code: string) => string;
  /** Words for Y and N of a flag. */
  yes?: string;
  no?: string;
};

/** The text of a value, or '' when it is empty (the caller shows EMPTY_TEXT or nothing). */
export function displayText(value: unknown, type: DisplayType = 'text', options: DisplayOptions = {}): string {
  if (isEmpty(value)) return '';
  switch (type) {
    case 'number':
    case 'amount':
    case 'price': {
      // The decimals of each kind are core's one rule (format/decimals.ts): amounts in cents, prices at
      // least in cents and no padding beyond, quantities and other numbers as many as they have.
      const kind = type === 'number' ? 'quantity' : type;
      const text =
        typeof value === 'string' || typeof value === 'number' ? formatDecimal(value, kind, options.precision) : '';
      return text || String(value);
    }
    case 'date':
      return dateText(value, false);
    case 'datetime':
      return dateText(value, true);
    case 'year':
      return yearText(value);
    case 'month':
      return monthText(value);
    case 'daterange':
    case 'datetimerange': {
      const [start, end] = Array.isArray(value) ? value : [value, null];
      const withTime = type === 'datetimerange';
      const from = isEmpty(start) ? '' : dateText(start, withTime);
      const to = isEmpty(end) ? '' : dateText(end, withTime);
      return `${from} ~ ${to}`;
    }
    case 'lookup': {
      const codes = Array.isArray(value) ? value : String(value).split(',');
      return codes
        .filter((code) => !isEmpty(code))
        .map((code) => (options.meaning ? options.meaning(String(code)) : String(code)))
        .join(', ');
    }
    case 'flag':
      return value === 'Y' ? (options.yes ?? 'Y') : value === 'N' ? (options.no ?? 'N') : String(value);
    case 'password':
      return '••••••';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
