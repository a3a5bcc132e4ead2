import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { CellValue } from './cells.ts';

/** Writes rows of cell values as a spreadsheet, honouring back-pressure so memory stays flat. */
export type TableWriter = {
  /** Appends rows; resolves once the output has room for more. */
  writeRows(rows: CellValue[][]): Promise<void>;
  /** Closes the file; resolves when the last byte has been handed to the output. */
  finish(): Promise<void>;
};

export type SheetLayout = {
  headers: string[];
  /** Column widths in characters (undefined = default). */
  widths?: (number | undefined)[];
  /** Rows per sheet with the header row; a new sheet starts when a sheet is full. */
  sheetMaxRow: number;
  /** Sheet names: `${sheetName}`, `${sheetName}2`, … (default Sheet1, Sheet2, …). */
  sheetName?: string;
};

/** Settings of exceljs's streaming writer (bench/export.bench.ts compares them). */
export type XlsxTuning = {
  /** Deflate level of the zip, 0-9. 1 is ~2× faster than 6 for ~15 % more bytes. */
  zipLevel?: number;
  useSharedStrings?: boolean;
  useStyles?: boolean;
};

export const DEFAULT_XLSX_TUNING: Required<XlsxTuning> = { zipLevel: 1, useSharedStrings: false, useStyles: false };

/** Bytes allowed to wait in front of the zip's deflate before the producer pauses. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * An xlsx written with exceljs's streaming WorkbookWriter into `out` (the HTTP reply's stream).
 * exceljs itself ignores back-pressure (its sheet buffer writes on regardless), so after each batch
 * we wait until both what waits for the deflate and what waits in `out` are small again.
 */
export function createExceljsWriter(out: Writable, layout: SheetLayout, tuning: XlsxTuning = {}): TableWriter {
  const opts = { ...DEFAULT_XLSX_TUNING, ...tuning };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: opts.useStyles,
    useSharedStrings: opts.useSharedStrings,
    zip: { zlib: { level: opts.zipLevel } },
  });
  const perSheet = Math.max(1, layout.sheetMaxRow - 1);
  const baseName = layout.sheetName ?? 'Sheet';
  let sheet: ExcelJS.Worksheet | undefined;
  let sheetCount = 0;
  let rowsInSheet = 0;

  const newSheet = () => {
    sheet?.commit();
    sheetCount++;
    sheet = workbook.addWorksheet(layout.sheetName && sheetCount === 1 ? baseName : `${baseName}${sheetCount}`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    if (layout.widths?.some((w) => w !== undefined)) {
      sheet.columns = layout.widths.map((width) => ({ width: width ?? 14 }));
    }
    sheet.addRow(layout.headers).commit();
    rowsInSheet = 0;
  };

  const pending = () => {
    // exceljs's sheet stream (a StreamBuf) pipes into a PassThrough that archiver reads from.
    const buf = (sheet as unknown as { stream?: { pipes?: Writable[]; buffers?: unknown[] } })?.stream;
    const pipe = buf?.pipes?.[0] as (Writable & { readableLength?: number }) | undefined;
    return (pipe?.writableLength ?? 0) + (pipe?.readableLength ?? 0) + (buf?.buffers?.length ?? 0) * 65_536;
  };

  newSheet();
  return {
    async writeRows(rows) {
      for (const values of rows) {
        if (rowsInSheet >= perSheet) newSheet();
        sheet!.addRow(values).commit();
        rowsInSheet++;
      }
      await waitFor(() => pending() < MAX_PENDING_BYTES && !out.writableNeedDrain, out);
    },
    async finish() {
      sheet?.commit();
      await Promise.all([workbook.commit(), ended(out)]);
    },
  };
}

const UTF8_BOM = '\uFEFF';

/** RFC 4180 CSV, UTF-8 with a BOM (so Excel reads Chinese right), CRLF line ends. */
export function createCsvWriter(out: Writable, layout: Pick<SheetLayout, 'headers'>): TableWriter {
  const line = (values: CellValue[]) => values.map(csvField).join(',');
  out.write(`${UTF8_BOM}${line(layout.headers)}\r\n`);
  return {
    async writeRows(rows) {
      if (rows.length === 0) return;
      let text = '';
      for (const values of rows) text += `${line(values)}\r\n`;
      if (!out.write(text)) await waitFor(() => !out.writableNeedDrain, out);
    },
    async finish() {
      const done = ended(out);
      out.end();
      await done;
    },
  };
}

function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Waits (politely, without spinning the CPU) until `ready()`, failing when `out` is gone. */
async function waitFor(ready: () => boolean, out: Writable): Promise<void> {
  while (!ready()) {
    if (out.destroyed) throw new Error('output closed');
    await sleep(2);
  }
  if (out.destroyed) throw new Error('output closed');
}

/**
 * Resolves when everything written to `out` has been handed on ('finish'); rejects when `out` was
 * destroyed first (the client went away), so a writer waiting on its zip never hangs.
 */
export function ended(out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (out.writableFinished) return resolve();
    if (out.destroyed) return reject(new Error('output closed'));
    out.once('finish', resolve);
    out.once('error', reject);
    out.once('close', () => (out.writableFinished ? resolve() : reject(new Error('output closed'))));
  });
}
