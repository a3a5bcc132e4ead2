import { type Lang, restPath, type ServerName } from '@srm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthRule } from '../access/rules.ts';
import type { Db, Tx } from '../db/types.ts';
import type { AppDeps } from '../http/deps.ts';
import { AppError } from '../http/errors.ts';
import { requestLang } from '../i18n/requestLang.ts';
import { contentDisposition } from './contentDisposition.ts';
import { importTemplate, type RowError, runImport, saveImportReport, validationReport } from './importService.ts';
import { IMPORT_DEFAULTS, type ImportColumn, type ImportRow, parseXlsxRows } from './importXlsx.ts';
import { acquireExcelSlot } from './limits.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/*
 * The one route pair of every xlsx import (master lists, lookup values, documents): `doImport` takes
 * the multipart upload (field `file`, plus text fields such as `lookupType`), reads it in the worker
 * (importXlsx.ts), hands the rows to the import's `run` — which checks every row and writes all or
 * none — and, when rows are refused, keeps the validation report and answers 400 with the row-by-row
 * errors and the report's id; `importTemplate` answers the header-only workbook. Each import only
 * says what differs: its columns, its permission, its checks and writes, its success message.
 */

/** The upload as an import's `run` gets it. */
export type ImportUpload = {
  rows: ImportRow[];
  fileName: string;
  /** The text fields of the multipart body, by name. */
  fields: Record<string, string>;
  lang: Lang;
  userId: number;
};

/** What `run` answers: the data of the success answer, or the refused rows (nothing was written). */
export type ImportResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The errors the answer lists (row, message; a document import adds the column). */
      errors: RowError[];
      /** One message per row for the report and the count; `errors` when absent. */
      byRow?: RowError[];
      /** At most this many errors go in the answer (all are in the report). */
      shown: number;
    };

export type ImportRoutes<T> = {
  server: ServerName;
  entity: string;
  /** The route rule of both calls. */
  auth: AuthRule;
  /** The OpenAPI summaries of doImport and importTemplate. */
  summary: string;
  templateSummary: string;
  columns: ImportColumn[];
  /** More data rows than this refuses the file (IMPORT_DEFAULTS.maxRows when absent). */
  maxRows?: number;
  /** The template's file name without extension. */
  templateName: (lang: Lang) => string;
  /** Checked before the upload is read (the import button); before the template too when `guardTemplate`. */
  guard?: (req: FastifyRequest) => Promise<void>;
  guardTemplate?: boolean;
  /** Checks every row and writes all or none. */
  run: (upload: ImportUpload, req: FastifyRequest) => Promise<ImportResult<T>>;
  /** The success answer's msg. */
  message: (data: T, lang: Lang) => string;
};

/**
 * Reads the multipart body: the first `file` part through the worker, the text fields as they come.
 * A refused file whose cause is known (exceljs's words, the worker's exit) is logged with that cause —
 * the user's answer keeps only the translated message.
 */
async function receive(
  req: FastifyRequest,
  columns: ImportColumn[],
  maxRows: number,
  lang: Lang,
): Promise<Omit<ImportUpload, 'lang' | 'userId'>> {
  let rows: ImportRow[] | undefined;
  let fileName = 'import.xlsx';
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || rows) {
        part.file.resume();
        continue;
      }
      fileName = part.filename || fileName;
      try {
        rows = await parseXlsxRows(part.file, { columns, maxRows, maxBytes: IMPORT_DEFAULTS.maxBytes, lang });
      } catch (error) {
        if (error instanceof AppError && error.cause !== undefined) {
          req.log.warn({ err: error.cause, fileName, refusal: error.key }, 'xlsx import: file refused');
        }
        throw error;
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!rows) throw new AppError(400, 'excel.noFile');
  return { rows, fileName, fields };
}

async function doImport<T>(req: FastifyRequest, deps: AppDeps, spec: ImportRoutes<T>): Promise<T> {
  const lang = requestLang(req);
  await spec.guard?.(req);
  if (!req.isMultipart()) throw new AppError(400, 'excel.noFile');
  const release = acquireExcelSlot();
  try {
    const received = await receive(req, spec.columns, spec.maxRows ?? IMPORT_DEFAULTS.maxRows, lang);
    const upload: ImportUpload = { ...received, lang, userId: req.user!.userId };
    const result = await spec.run(upload, req);
    if (result.ok) return result.data;
    const byRow = result.byRow ?? result.errors;
    const report = await validationReport(spec.columns, upload.rows, byRow, lang);
    const reportId = await saveImportReport(
      deps.db,
      upload.userId,
      `${upload.fileName.replace(/\.xlsx$/i, '')}-${lang === 'CN' ? '校验报告' : 'report'}.xlsx`,
      report,
    );
    throw new AppError(
      400,
      'excel.importInvalid',
      { count: byRow.length },
      { errorCount: byRow.length, errors: result.errors.slice(0, result.shown), reportId },
    );
  } finally {
    release();
  }
}

/** Registers `doImport` and `importTemplate` of one import (in the Excel plugin's multipart scope). */
export function registerImportRoutes<T>(scope: FastifyInstance, deps: AppDeps, spec: ImportRoutes<T>): void {
  const tags = [spec.server];
  scope.post(
    restPath(spec.server, spec.entity, 'doImport'),
    {
      config: { auth: spec.auth },
      schema: { tags, summary: spec.summary, consumes: ['multipart/form-data'] },
    },
    async (req, reply) => {
      const data = await doImport(req, deps, spec);
      return reply.send({ status: 'S', msg: spec.message(data, requestLang(req)), data });
    },
  );
  scope.post(
    restPath(spec.server, spec.entity, 'importTemplate'),
    { config: { auth: spec.auth }, schema: { tags, summary: spec.templateSummary } },
    async (req, reply) => {
      const lang = requestLang(req);
      if (spec.guardTemplate) await spec.guard?.(req);
      const file = await importTemplate(spec.columns, lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(spec.templateName(lang), 'xlsx'))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}

/**
 * The `run` of a row-by-row import (master lists, lookup values): runImport's all-or-none over the
 * rows, its refusals (one per row, at most 100 in the answer) or the count written.
 */
export async function importRows<S extends z.ZodType>(
  db: Db,
  upload: ImportUpload,
  options: {
    columns: ImportColumn[];
    row: S;
    check?: (rows: { rowNumber: number; value: z.output<S> }[]) => RowError[];
    write: (tx: Tx, rows: z.output<S>[]) => Promise<void>;
  },
): Promise<ImportResult<{ count: number }>> {
  const outcome = await runImport({
    db,
    lang: upload.lang,
    rows: upload.rows,
    columns: options.columns,
    validateRow: options.row,
    checkAll: options.check,
    writeAll: options.write,
  });
  return outcome.ok ? { ok: true, data: { count: outcome.count } } : { ok: false, errors: outcome.errors, shown: 100 };
}
