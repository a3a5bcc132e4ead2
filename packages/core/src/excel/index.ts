/**
 * Excel export / import and table configuration: the shapes both sides share (spec §3 "Export
 * request" and "Table column config", §9 export constants).
 */
import { z } from 'zod';

/** Spec §9: the export asks the list for at most this many rows (pageRows in the requestUrl). */
export const EXPORT_MAX_ROWS = 500_000;
/** Spec §9: the plain export stops at 50 000 rows. */
export const EXPORT_PLAIN_MAX_ROWS = 50_000;
/** Spec §9: rows per sheet, the header row included (500 000 data rows and the header). */
export const DEFAULT_SHEET_MAX_ROW = 500_001;
/** Excel's own limit of rows per sheet. */
export const XLSX_MAX_SHEET_ROWS = 1_048_576;
/** Columns of one export or import. */
export const EXCEL_MAX_COLUMNS = 300;
/** An import file bigger than this is refused: by the dialog before it uploads, by the server while it arrives (413). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** One column of an export: the row field `key` (or `displayKey` when given), under the header `title`. */
export const exportColumnSchema = z.object({
  key: z.string().trim().min(1).max(128),
  title: z.string().max(256).optional().default(''),
  /** Width in screen pixels, as in the table configuration; the sheet gets about width / 7 characters. */
  width: z.coerce.number().min(0).max(2000).optional(),
  /** Show the meaning of this lookup type instead of the stored code. */
  lookupType: z.string().trim().max(64).optional(),
  /** Read the value from this field instead of `key` (e.g. a name beside an id). */
  displayKey: z.string().trim().max(128).optional(),
});
export type ExportColumn = z.output<typeof exportColumnSchema>;

/** Accepts a value or its JSON text (the web client sends requestParams and columns as JSON strings). */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Spec §3 Export request. `requestUrl` names a registered list call (its path, optionally with
 * `?pageRows=…&pageIndex=…`); `requestParams` is that call's body; emptiness of requestUrl and
 * columns is checked by the service so the messages are spec §8's own.
 */
export const exportRequestSchema = z.object({
  requestUrl: z.string().max(2048).optional().default(''),
  requestParams: z.preprocess(jsonText, z.record(z.string(), z.unknown()).optional().default({})),
  columns: z.preprocess(jsonText, z.array(exportColumnSchema).max(EXCEL_MAX_COLUMNS).optional().default([])),
  fileName: z.string().max(200).optional().default(''),
  sheetMaxRow: z.coerce.number().int().min(2).max(XLSX_MAX_SHEET_ROWS).optional().default(DEFAULT_SHEET_MAX_ROW),
  customParams: z.preprocess(jsonText, z.unknown()).optional(),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** Spec §3 Table column config, as a user arranges a table's columns (saved per user and table). */
export const tableColumnConfigSchema = z.object({
  key: z.string().trim().min(1).max(128),
  title: z.string().max(256).optional(),
  width: z.number().min(0).max(5000).optional(),
  order: z.number().int().min(0).max(10_000).optional(),
  columnsDisplay: z.enum(['Y', 'N']).optional(),
  fixedStyle: z.enum(['left', 'right']).nullable().optional(),
  editType: z.string().max(32).optional(),
  typeCode: z.string().max(64).optional(),
  validate: z.string().max(64).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  precision: z.number().int().min(0).max(20).optional(),
  step: z.number().optional(),
  displayKey: z.string().max(128).optional(),
  isSummary: z.boolean().optional(),
  sortable: z.boolean().optional(),
  resizable: z.boolean().optional(),
});
export type TableColumnConfig = z.output<typeof tableColumnConfigSchema>;

/** What is saved for one table of one user: the columns in their order, and the page size chosen. */
export const tableConfigSchema = z.preprocess(
  // A bare column list is accepted as well.
  (value) => (Array.isArray(value) ? { columns: value } : value),
  z.object({
    columns: z.array(tableColumnConfigSchema).max(EXCEL_MAX_COLUMNS),
    pageRows: z.number().int().min(1).max(500).optional(),
  }),
);
export type TableConfig = z.output<typeof tableConfigSchema>;

/** A table's key: the screen's table identifier, e.g. `srmPoHeader.list`. */
export const tableKeySchema = z.string().trim().min(1).max(128);
