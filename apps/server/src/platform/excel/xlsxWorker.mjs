// Reads the first sheet of an xlsx with exceljs's streaming WorkbookReader, inside a worker thread
// started by importXlsx.ts with a memory limit. Plain JavaScript, so it runs without a TypeScript
// loader (tsx, vitest) in the worker. Messages to the parent:
//   {type: 'missing', keys}        required columns absent from the header row
//   {type: 'rows', rows}           batches of {rowNumber, values: {key: cell}}
//   {type: 'tooManyRows'}          more data rows than maxRows
//   {type: 'done', count}          the end; {type: 'error', message, stack} on failure
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const { file, columns, maxRows } = workerData;
const BATCH = 1000;

const normalize = (text) =>
  String(text ?? '')
    .replace(/[\s*＊]/g, '')
    .toLowerCase();

const pad = (n, w = 2) => String(n).padStart(w, '0');

/** Excel dates carry no time zone; exceljs reads them as UTC. A midnight reads as a date only. */
function formatDate(date) {
  if (Number.isNaN(date.getTime())) return null;
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** A cell as a plain value: text, number, boolean, a date as text, or null. Formulas give their cached result. */
function plain(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') {
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
    if ('result' in value) return plain(value.result);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return plain(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function main() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let mapping = null;
  let count = 0;
  let batch = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells = row.values;
      if (!mapping) {
        const headers = new Map();
        cells.forEach((cell, index) => {
          const name = normalize(plain(cell));
          if (name && !headers.has(name)) headers.set(name, index);
        });
        if (headers.size === 0) continue;
        mapping = [];
        const missing = [];
        for (const column of columns) {
          const index = column.names.map((n) => headers.get(n)).find((i) => i !== undefined);
          if (index !== undefined) mapping.push([column.key, index]);
          else if (column.required) missing.push(column.key);
        }
        if (missing.length > 0) {
          parentPort.postMessage({ type: 'missing', keys: missing });
          return;
        }
        continue;
      }
      const values = {};
      let filled = false;
      for (const [key, index] of mapping) {
        let value = plain(cells[index]);
        if (typeof value === 'string' && value.trim() === '') value = null;
        if (value !== null) filled = true;
        values[key] = value;
      }
      if (!filled) continue;
      if (++count > maxRows) {
        parentPort.postMessage({ type: 'tooManyRows' });
        return;
      }
      batch.push({ rowNumber: row.number, values });
      if (batch.length >= BATCH) {
        parentPort.postMessage({ type: 'rows', rows: batch });
        batch = [];
      }
    }
    break; // the first sheet only
  }
  if (batch.length > 0) parentPort.postMessage({ type: 'rows', rows: batch });
  parentPort.postMessage({ type: 'done', count, header: mapping !== null });
}

main().catch((error) => {
  // The stack too: the parent logs it (never shows it) when it refuses the file.
  parentPort.postMessage({ type: 'error', message: String(error?.message ?? error), stack: error?.stack });
});
