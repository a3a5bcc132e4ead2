import { type Lang, restPath, type ServerName, t } from '@srm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { menu } from '../access/rules.ts';
import type { Tx } from '../db/types.ts';
import { contentDisposition } from '../excel/contentDisposition.ts';
import {
  importTemplate,
  type RowError,
  runImport,
  saveImportReport,
  validationReport,
} from '../excel/importService.ts';
import { IMPORT_DEFAULTS, type ImportColumn, type ImportRow, parseXlsxRows } from '../excel/importXlsx.ts';
import { acquireExcelSlot } from '../excel/limits.ts';
import type { AppDeps } from '../http/deps.ts';
import { AppError } from '../http/errors.ts';
import { requestLang } from '../i18n/requestLang.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One master-data import (the pattern of the lookup import, modules/export/lookupImport.ts): an xlsx
 * whose rows are all checked — each by `row`, then across the file and against the database by
 * `check` (references loaded once by `load`) — and written in one transaction only when none is
 * refused; otherwise nothing is written and the refusals (row and column) come back with a report.
 */
export type MasterImport<S extends z.ZodType, C> = {
  /** The REST path's server (base data's when absent) and entity. */
  server?: ServerName;
  entity: string;
  /** The menu whose holders may call it; the import itself needs its button (btnImport unless `button`). */
  menuCode: string;
  button?: string;
  columns: ImportColumn[];
  row: S;
  templateName: Record<Lang, string>;
  /** The references the file names, read once (codes → rows). */
  load: (db: AppDeps['db'], rows: ImportRow[]) => Promise<C>;
  check: (rows: { rowNumber: number; value: z.output<S> }[], ctx: C, lang: Lang) => RowError[];
  write: (tx: Tx, rows: z.output<S>[], ctx: C, userId: number) => Promise<void>;
};

/** The message of a refused cell: "<column title>: <message>", as the row checks word it. */
export const cellError = (columns: ImportColumn[], key: string, lang: Lang, message: string) =>
  `${columns.find((c) => c.key === key)?.title[lang] ?? key}: ${message}`;

/** Rows repeating a key of an earlier row. */
export function duplicatesInFile<V>(
  rows: { rowNumber: number; value: V }[],
  key: (v: V) => string,
  lang: Lang,
): RowError[] {
  const first = new Map<string, number>();
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const k = key(value);
    const seen = first.get(k);
    if (seen === undefined) first.set(k, rowNumber);
    else errors.push({ rowNumber, message: t('excel.duplicateInFile', lang, { row: seen }) });
  }
  return errors;
}

async function runMasterImport<S extends z.ZodType, C>(req: FastifyRequest, deps: AppDeps, def: MasterImport<S, C>) {
  const lang = requestLang(req);
  await requireMenuResource(deps.db, req.user!, def.menuCode, def.button ?? 'btnImport');
  if (!req.isMultipart()) throw new AppError(400, 'excel.noFile');
  const release = acquireExcelSlot();
  try {
    let rows: ImportRow[] | undefined;
    let fileName = 'import.xlsx';
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || rows) {
        part.file.resume();
        continue;
      }
      fileName = part.filename || fileName;
      rows = await parseXlsxRows(part.file, {
        columns: def.columns,
        maxRows: IMPORT_DEFAULTS.maxRows,
        maxBytes: IMPORT_DEFAULTS.maxBytes,
        lang,
      });
    }
    if (!rows) throw new AppError(400, 'excel.noFile');
    const ctx = await def.load(deps.db, rows);
    const userId = req.user!.userId;
    const outcome = await runImport({
      db: deps.db,
      lang,
      rows,
      columns: def.columns,
      validateRow: def.row,
      checkAll: (valid) => def.check(valid, ctx, lang),
      writeAll: (tx, values) => def.write(tx, values, ctx, userId),
    });
    if (!outcome.ok) {
      const report = await validationReport(def.columns, rows, outcome.errors, lang);
      const reportId = await saveImportReport(
        deps.db,
        userId,
        `${fileName.replace(/\.xlsx$/i, '')}-${lang === 'CN' ? '校验报告' : 'report'}.xlsx`,
        report,
      );
      throw new AppError(
        400,
        'excel.importInvalid',
        { count: outcome.errors.length },
        { errorCount: outcome.errors.length, errors: outcome.errors.slice(0, 100), reportId },
      );
    }
    return { count: outcome.count };
  } finally {
    release();
  }
}

/** Registers `doImport` and `importTemplate` of one master-data import (in the Excel plugin's multipart scope). */
export function registerMasterImport<S extends z.ZodType, C>(
  scope: FastifyInstance,
  deps: AppDeps,
  def: MasterImport<S, C>,
): void {
  const server = def.server ?? 'baseServer';
  scope.post(
    restPath(server, def.entity, 'doImport'),
    {
      config: { auth: menu(def.menuCode) },
      schema: {
        tags: [server],
        summary: `Import ${def.templateName.EN} from an xlsx (multipart: file; the import button); all rows or none`,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const data = await runMasterImport(req, deps, def);
      return reply.send({ status: 'S', msg: t('excel.imported', requestLang(req), { count: data.count }), data });
    },
  );
  scope.post(
    restPath(server, def.entity, 'importTemplate'),
    {
      config: { auth: menu(def.menuCode) },
      schema: { tags: [server], summary: `The xlsx template of the ${def.templateName.EN} import` },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const file = await importTemplate(def.columns, lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(def.templateName[lang], 'xlsx'))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
