/**
 * What one value of a row becomes in a sheet or CSV cell: numbers stay numbers, dates read
 * `YYYY-MM-DD HH:mm:ss`, everything else is text, and text that a spreadsheet would take for a
 * formula gets a leading `'` (ARCHITECTURE §10, OWASP "CSV injection").
 */

export type CellValue = string | number | null;

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (or a DDE call). */
const FORMULA_START = /^[=+\-@\t\r\0]/;
/**
 * A plain signed number written as text ("-12.50", "+3") starts with a sign but is no formula: it
 * is left alone so amounts sent as decimal strings stay readable.
 */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** `'=1+2` for `=1+2`; any other text unchanged. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DD HH:mm:ss` in the server's local time, as the screens show date-times (ARCHITECTURE §7). */
export function formatDateTime(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** An ISO date-time as JSON carries it (`2024-03-05T06:07:08.000Z`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Any value a list returns as a cell value. Objects and arrays never reach the sheet as objects
 * (exceljs would read `{formula}` or `{hyperlink}` in them); they become their JSON text.
 */
export function toCellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDateTime(value);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return formatDateTime(date);
    }
    return neutralizeFormula(value);
  }
  return neutralizeFormula(JSON.stringify(value) ?? '');
}

/** Reads `a.b.c` from a row (lists may nest a few fields). */
export function readPath(row: unknown, path: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  const record = row as Record<string, unknown>;
  if (path in record || !path.includes('.')) return record[path];
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
