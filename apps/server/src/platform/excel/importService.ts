import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { type Lang, t } from '@srm/core';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../db/types.ts';
import { AppError } from '../http/errors.ts';
import { parseWithLang } from '../i18n/zodMessages.ts';
import { type CellValue, toCellValue } from './cells.ts';
import type { ImportColumn, ImportRow } from './importXlsx.ts';
import { importReports } from './schema.ts';
import { createXlsxStreamWriter } from './xlsxWriter.ts';

/** What is wrong with one row, in the request's language. */
export type RowError = { rowNumber: number; message: string };

export type ImportOutcome<T> = { ok: true; count: number; rows: T[] } | { ok: false; errors: RowError[] };

/**
 * All rows or none: every row is checked against `validateRow` (a zod schema; messages in the
 * request's language, named by the column's title), then `checkAll` looks across rows (duplicates
 * within the file, say). Only when no row has an error does `writeAll` run, in ONE transaction —
 * an error it throws rolls everything back.
 */
export async function runImport<S extends z.ZodType>(options: {
  db: Db;
  lang: Lang;
  rows: ImportRow[];
  columns: ImportColumn[];
  validateRow: S;
  checkAll?: (rows: { rowNumber: number; value: z.output<S> }[]) => RowError[];
  writeAll: (tx: Tx, rows: z.output<S>[]) => Promise<void>;
}): Promise<ImportOutcome<z.output<S>>> {
  const { lang, columns } = options;
  if (options.rows.length === 0) throw new AppError(400, 'excel.noRows');
  const titleOf = (key: string) => columns.find((c) => c.key === key)?.title[lang] ?? key;
  const errors = new Map<number, string[]>();
  const add = (rowNumber: number, message: string) => {
    const list = errors.get(rowNumber) ?? [];
    list.push(message);
    errors.set(rowNumber, list);
  };
  const valid: { rowNumber: number; value: z.output<S> }[] = [];
  for (const row of options.rows) {
    const parsed = parseWithLang(options.validateRow, row.values, lang);
    if (parsed.ok) valid.push({ rowNumber: row.rowNumber, value: parsed.value });
    else for (const e of parsed.errors) add(row.rowNumber, `${titleOf(e.field.split('.')[0])}: ${e.message}`);
  }
  for (const e of options.checkAll?.(valid) ?? []) add(e.rowNumber, e.message);
  if (errors.size > 0) {
    return {
      ok: false,
      errors: [...errors.entries()]
        .sort(([a], [b]) => a - b)
        .map(([rowNumber, messages]) => ({ rowNumber, message: messages.join('; ') })),
    };
  }
  const values = valid.map((v) => v.value);
  await options.db.transaction(async (tx) => options.writeAll(tx as Tx, values));
  return { ok: true, count: values.length, rows: values };
}

/** Collects a writer's output into one buffer (templates and reports are small enough). */
async function toBuffer(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

const headerTitle = (c: ImportColumn, lang: Lang) => `${c.required ? '*' : ''}${c.title[lang]}`;

/** An import template: one sheet whose header row names the columns (required ones marked `*`). */
export function importTemplate(columns: ImportColumn[], lang: Lang): Promise<Buffer> {
  return toBuffer(async (out) => {
    const writer = createXlsxStreamWriter(out, {
      headers: columns.map((c) => headerTitle(c, lang)),
      widths: columns.map(() => 20),
      sheetMaxRow: 2,
    });
    await writer.finish();
  });
}

/** The validation report: the input rows as they were read, with an error column the user can filter on. */
export function validationReport(
  columns: ImportColumn[],
  rows: ImportRow[],
  errors: RowError[],
  lang: Lang,
): Promise<Buffer> {
  const byRow = new Map(errors.map((e) => [e.rowNumber, e.message]));
  return toBuffer(async (out) => {
    const writer = createXlsxStreamWriter(out, {
      headers: [...columns.map((c) => headerTitle(c, lang)), t('excel.errorColumn', lang)],
      widths: [...columns.map(() => 20), 60],
      sheetMaxRow: 1_048_576,
    });
    const batch: CellValue[][] = [];
    for (const row of rows) {
      batch.push([
        ...columns.map((c) => toCellValue(row.values[c.key] ?? null)),
        toCellValue(byRow.get(row.rowNumber) ?? null),
      ]);
      if (batch.length === 1000) await writer.writeRows(batch.splice(0));
    }
    await writer.writeRows(batch);
    await writer.finish();
  });
}

/** Reports are kept this long. */
const REPORT_HOURS = 24;

/** Keeps a report for its user; returns its id for the download call. */
export async function saveImportReport(db: DbOrTx, userId: number, fileName: string, content: Buffer): Promise<string> {
  await db.delete(importReports).where(lt(importReports.creationDate, new Date(Date.now() - REPORT_HOURS * 3_600_000)));
  const id = crypto.randomUUID();
  await db.insert(importReports).values({ id, userId, fileName: fileName.slice(0, 200), content });
  return id;
}

/** A report of this user, or null (another user's report does not exist for them). */
export async function loadImportReport(
  db: DbOrTx,
  userId: number,
  id: string,
): Promise<{ fileName: string; content: Buffer } | null> {
  const [row] = await db
    .select({ fileName: importReports.fileName, content: importReports.content })
    .from(importReports)
    .where(and(eq(importReports.id, id), eq(importReports.userId, userId)));
  return row ?? null;
}
