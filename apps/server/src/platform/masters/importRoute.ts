import { type Lang, type ServerName, t } from '@srm/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { menu } from '../access/rules.ts';
import type { Tx } from '../db/types.ts';
import { importRows, registerImportRoutes } from '../excel/importRoutes.ts';
import type { RowError } from '../excel/importService.ts';
import type { ImportColumn, ImportRow } from '../excel/importXlsx.ts';
import type { AppDeps } from '../http/deps.ts';

/**
 * One master-data import (on the platform's one import route, excel/importRoutes.ts): an xlsx
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

/** Registers `doImport` and `importTemplate` of one master-data import (in the Excel plugin's multipart scope). */
export function registerMasterImport<S extends z.ZodType, C>(
  scope: FastifyInstance,
  deps: AppDeps,
  def: MasterImport<S, C>,
): void {
  registerImportRoutes(scope, deps, {
    server: def.server ?? 'baseServer',
    entity: def.entity,
    auth: menu(def.menuCode),
    summary: `Import ${def.templateName.EN} from an xlsx (multipart: file; the import button); all rows or none`,
    templateSummary: `The xlsx template of the ${def.templateName.EN} import`,
    columns: def.columns,
    templateName: (lang) => def.templateName[lang],
    // The menu lets the caller see the list; the import itself needs its button.
    guard: (req) => requireMenuResource(deps.db, req.user!, def.menuCode, def.button ?? 'btnImport'),
    run: async (upload) => {
      const ctx = await def.load(deps.db, upload.rows);
      return importRows(deps.db, upload, {
        columns: def.columns,
        row: def.row,
        check: (valid) => def.check(valid, ctx, upload.lang),
        write: (tx, values) => def.write(tx, values, ctx, upload.userId),
      });
    },
    message: (data, lang) => t('excel.imported', lang, data),
  });
}
