import { PassThrough, type Readable } from 'node:stream';
import type { Lang } from '@srm/core';
import type { ExportColumn } from '@srm/core/excel/index';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ActionContext, type ActionDef, findAction, invokeAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { lookupValues } from '../lookups/schema.ts';
import { type CellValue, neutralizeFormula, readPath, toCellValue } from './cells.ts';
import { acquireExcelSlot } from './limits.ts';
import {
  createCsvWriter,
  createExceljsWriter,
  type SheetLayout,
  type TableWriter,
  type XlsxTuning,
} from './writers.ts';
import { createXlsxStreamWriter } from './xlsxWriter.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** A parsed export request (spec §3), see exportRequestSchema in @srm/core/excel. */
export type ExportInput = {
  requestUrl: string;
  requestParams: Record<string, unknown>;
  columns: ExportColumn[];
  sheetMaxRow: number;
};

export type ExportOptions = {
  format: ExportFormat;
  /** The most rows this variant exports (500 000, or 50 000 for the plain export; spec §9). */
  maxRows: number;
  /** Rows asked of the list per call. */
  pageRows?: number;
  /**
   * Which xlsx writer: our SpreadsheetML stream writer (default) or exceljs's streaming
   * WorkbookWriter, kept for comparison in bench/export.bench.ts.
   */
  engine?: 'stream' | 'exceljs';
  tuning?: XlsxTuning;
};

/**
 * How exports run unless a call says otherwise, as chosen with bench/export.bench.ts (which changes
 * them between its runs to compare): rows asked of the list per internal call (big enough to keep
 * the calls few, small enough to keep memory flat), the xlsx writer, and its deflate level.
 */
export const EXPORT_DEFAULTS: { pageRows: number; engine: 'stream' | 'exceljs'; tuning: XlsxTuning } = {
  pageRows: 10_000,
  engine: 'stream',
  tuning: { zipLevel: 1 },
};

type CallContext = Pick<ActionContext<unknown>, 'user' | 'lang' | 'deps' | 'req' | 'reply'>;

/**
 * Starts an export: checks the request, finds the list call `requestUrl` names and runs its first
 * page for the caller (its own rule and schema apply, so the export obeys the list's permissions).
 * Anything wrong up to here throws, and the caller answers the JSON envelope (spec §8: the client
 * reads a blob as JSON first). Then it returns the file as a stream, produced page by page while the
 * client reads it: at most two pages of rows are held at any time.
 */
export async function startExport(
  app: FastifyInstance,
  ctx: CallContext,
  input: ExportInput,
  options: ExportOptions,
): Promise<Readable> {
  if (!input.requestUrl.trim()) throw new AppError(400, 'excel.requestUrlEmpty');
  if (input.columns.length === 0) throw new AppError(400, 'excel.columnsEmpty');
  const target = resolveListCall(app, input.requestUrl);

  const cap = Math.min(target.pageRows ?? options.maxRows, options.maxRows);
  const pageRows = Math.max(1, Math.min(options.pageRows ?? EXPORT_DEFAULTS.pageRows, cap));
  // pageIndex in the requestUrl picks a slice of `cap` rows; we page in smaller steps and trim.
  const startOffset = (target.pageIndex - 1) * cap;
  let nextPage = Math.floor(startOffset / pageRows) + 1;
  let skip = startOffset % pageRows;
  let remaining = cap;
  let exhausted = false;
  // The last row's order values of a list that walks by key (platform/db/walk.ts): its next page is read
  // from there by the index instead of past an OFFSET of every row already written.
  let walkAfter: unknown = [];

  const fetchPage = async (): Promise<unknown[]> => {
    if (exhausted || remaining <= 0) return [];
    // An export never shows a count: `knownCount` spares the list counting up to 10 001 rows for every page.
    const paging = { pageIndex: nextPage, pageRows, knownCount: { count: 0 }, ...(walkAfter ? { walkAfter } : {}) };
    // A list that does not walk ignores walkAfter and answers none: it goes on by pageIndex.
    const result = await invokeAction(target.def, { ...input.requestParams, ...paging }, ctx);
    if (!Array.isArray(result.data)) throw new AppError(400, 'excel.notAList', { path: target.path });
    nextPage++;
    walkAfter = (result.page as { walkAfter?: unknown } | undefined)?.walkAfter;
    const data = result.data as unknown[];
    // A short page is the last; so is a longer one (a list that does not page answers everything at once).
    if (data.length !== pageRows) exhausted = true;
    let rows = skip > 0 ? data.slice(skip) : data;
    skip = 0;
    if (rows.length > remaining) rows = rows.slice(0, remaining);
    remaining -= rows.length;
    return rows;
  };

  const release = acquireExcelSlot();
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  let first: unknown[];
  let toCells: (row: unknown) => CellValue[];
  let writer: TableWriter;
  try {
    toCells = await rowMapper(ctx.deps.db, input.columns, ctx.lang);
    first = await fetchPage();
    const headers = input.columns.map((c) => neutralizeFormula(c.title || c.key));
    const layout: SheetLayout = {
      headers,
      widths: input.columns.map((c) => (c.width ? Math.min(100, Math.max(6, Math.round(c.width / 7))) : 18)),
      sheetMaxRow: input.sheetMaxRow,
    };
    writer =
      options.format === 'csv'
        ? createCsvWriter(out, layout)
        : (options.engine ?? EXPORT_DEFAULTS.engine) === 'exceljs'
          ? createExceljsWriter(out, layout, options.tuning ?? EXPORT_DEFAULTS.tuning)
          : createXlsxStreamWriter(out, layout, { zipLevel: (options.tuning ?? EXPORT_DEFAULTS.tuning).zipLevel });
  } catch (error) {
    release();
    throw error;
  }

  const pump = async () => {
    let rows = first;
    first = [];
    while (rows.length > 0) {
      // Ask for the next page while this one is written (PostgreSQL works meanwhile).
      const next = fetchPage();
      next.catch(() => {});
      await writer.writeRows(rows.map(toCells));
      rows = await next;
      if (out.destroyed) return;
    }
    await writer.finish();
  };
  pump()
    .catch((error: unknown) => {
      // Past the first byte only the connection can say something went wrong.
      if (!out.destroyed) {
        ctx.req.log.error({ err: error }, 'export failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })
    .finally(release);
  return out;
}

type ListCall = { def: ActionDef; path: string; pageRows?: number; pageIndex: number };

/**
 * `requestUrl` as the web client sends it: a path (with or without the `{root}/api` prefix, or a
 * whole URL) of a registered list call, optionally with `?pageRows=…&pageIndex=…`. Only calls whose
 * action reads a list (`list…`) and changes nothing may be exported; anything else is "no such call".
 */
export function resolveListCall(app: FastifyInstance, requestUrl: string): ListCall {
  let url: URL;
  try {
    url = new URL(requestUrl.trim(), 'http://localhost');
  } catch {
    throw new AppError(404, 'error.routeNotFound', { path: requestUrl.slice(0, 200) });
  }
  let path = url.pathname.replace(/\/+$/, '');
  const at = path.indexOf('/api/');
  path = at >= 0 ? path.slice(at) : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const def = findAction(app, path);
  const action = path.split('/').pop() ?? '';
  if (!def || def.mutates || (def.method ?? 'POST') !== 'POST' || !/^list/i.test(action)) {
    throw new AppError(404, 'error.routeNotFound', { path: path.slice(0, 200) });
  }
  const positive = (name: string) => {
    const n = Number(url.searchParams.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return { def, path, pageRows: positive('pageRows'), pageIndex: positive('pageIndex') ?? 1 };
}

/** The function turning one list row into the cells of the export's columns. */
async function rowMapper(
  db: CallContext['deps']['db'],
  columns: ExportColumn[],
  lang: Lang,
): Promise<(row: unknown) => CellValue[]> {
  const types = [...new Set(columns.filter((c) => c.lookupType && !c.displayKey).map((c) => c.lookupType!))];
  const meanings = new Map<string, Map<string, string>>(types.map((t) => [t, new Map()]));
  if (types.length > 0) {
    const values = await db
      .select({
        lookupType: lookupValues.lookupType,
        lookupCode: lookupValues.lookupCode,
        meaning: lookupValues.meaning,
        meaningEn: lookupValues.meaningEn,
      })
      .from(lookupValues)
      .where(inArray(lookupValues.lookupType, types));
    for (const v of values) {
      meanings.get(v.lookupType)!.set(v.lookupCode, lang === 'EN' && v.meaningEn ? v.meaningEn : v.meaning);
    }
  }
  const getters = columns.map((column) => {
    const lookup = column.lookupType && !column.displayKey ? meanings.get(column.lookupType) : undefined;
    return (row: unknown): CellValue => {
      let value = column.displayKey ? readPath(row, column.displayKey) : undefined;
      if (value === undefined) value = readPath(row, column.key);
      if (lookup && value !== null && value !== undefined) value = lookup.get(String(value)) ?? value;
      return toCellValue(value);
    };
  });
  return (row) => getters.map((get) => get(row));
}
