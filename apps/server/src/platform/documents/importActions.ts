import { isSupplierUserType, type Lang, restPath, t } from '@srm/core';
import { documentSaveSchema } from '@srm/core/documents/schemas';
import { IMPORT_RESOURCE } from '@srm/core/documents/standardActions';
import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsMenuResource } from '../access/menus.ts';
import type { Tx } from '../db/types.ts';
import { type ImportResult, type ImportUpload, registerImportRoutes } from '../excel/importRoutes.ts';
import type { RowError } from '../excel/importService.ts';
import type { ImportCell, ImportColumn, ImportRow } from '../excel/importXlsx.ts';
import type { AppDeps } from '../http/deps.ts';
import { AppError } from '../http/errors.ts';
import { type FieldError, parseWithLang } from '../i18n/zodMessages.ts';
import { nextNumber } from '../numbering/numbering.ts';
import type { BoundType, DocContext, DocInput, StoredDoc } from './binding.ts';
import { callerOf, inTx, typeRule } from './context.ts';
import { diffDocuments, writeHistory } from './history.ts';
import { engineErrors } from './saveActions.ts';
import { findDoc, insertHeader, writeLines } from './store.ts';

/*
 * Excel import of documents (spec §7 doImport), the same for every bound type: one sheet, one row per
 * line, the header columns and the line columns by their labels; rows with the same value in the group
 * column form one document. Refs come as codes, resolved by the type's `importRefs` hook. Every document
 * is checked as saveOrUpdate checks it (schema, engine rules, the `validate` hook, in the caller's
 * scope); one refused row and nothing is created, the answer lists row, column and message and keeps a
 * report to download (the lookup import's report). Otherwise all are created as drafts in one
 * transaction, numbered, with their history. The routes are the platform's one import route pair
 * (excel/importRoutes.ts); they need multipart, so the Excel plugin registers them (registerDocumentImportRoutes).
 */

/** More data rows than this refuses the file. */
export const MAX_IMPORT_ROWS = 5000;
export const GROUP_KEY = 'importGroup';
const LINE_PREFIX = 'line.';

/** A column of a type's import: the group, a header field or a line field (key `line.<field>`). */
export type DocImportColumn = ImportColumn & { field?: FieldDef; line: boolean };

const importable = (f: FieldDef) => !f.readOnly && f.type !== 'attachments';

/** The columns of a type's import, in the order of its declaration; a line label equal to a header label names the lines. */
export function importColumns(def: DocumentTypeDef): DocImportColumn[] {
  const header = def.header.filter(importable);
  const headerLabels = new Set(header.flatMap((f) => [f.label.CN, f.label.EN]));
  const columns: DocImportColumn[] = [
    {
      key: GROUP_KEY,
      title: { CN: t('excel.groupColumn', 'CN'), EN: t('excel.groupColumn', 'EN') },
      required: true,
      line: false,
    },
    ...header.map((f) => ({ key: f.key, title: f.label, required: !!f.required, field: f, line: false })),
  ];
  for (const f of def.lines?.fields.filter(importable) ?? []) {
    const clash = headerLabels.has(f.label.CN) || headerLabels.has(f.label.EN);
    const lines = def.lines!.label;
    const title = clash ? { CN: `${f.label.CN}（${lines.CN}）`, EN: `${f.label.EN} (${lines.EN})` } : f.label;
    columns.push({ key: `${LINE_PREFIX}${f.key}`, title, required: !!f.required, field: f, line: true });
  }
  return columns;
}

/** A cell as the save schema takes it: dates YYYY-MM-DD, codes and texts trimmed, numbers as they are. */
function cellValue(field: FieldDef, cell: ImportCell | undefined): unknown {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' && ['number', 'price', 'amount'].includes(field.type)) return cell;
  const text = String(cell).trim();
  if (text === '') return null;
  if (field.type === 'date') return /^(\d{4}-\d{2}-\d{2})(?: 00:00:00)?$/.exec(text)?.[1] ?? text;
  return text;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

/** What a document import answers: the documents created, the rows read and the new ids. */
type DocImported = { documents: number; lines: number; ids: number[] };

/** One document of the file: its rows, its header (and the row each header value came from), its lines. */
type Group = { ref: string; rows: ImportRow[]; input: DocInput; headerRow: Record<string, number> };

/** One refusal: the row, the column's title and the message, in the request language. */
export type ImportError = RowError & { column: string };

class Refusals {
  readonly list: ImportError[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly columns: DocImportColumn[]) {}

  add(rowNumber: number, key: string | null, message: string, lang: Lang) {
    const column = key ? (this.columns.find((c) => c.key === key)?.title[lang] ?? key) : '';
    const id = `${rowNumber}\n${column}`;
    if (this.seen.has(id)) return; // the first message of a cell is enough
    this.seen.add(id);
    this.list.push({ rowNumber, column, message: column ? `${column}: ${message}` : message });
  }

  /** Field errors of a document (paths as in a save body) placed on their rows and columns. */
  addFields(group: Group, errors: FieldError[], lang: Lang, linesKey: string) {
    for (const e of errors) {
      const [first, index, key] = e.field.split('.');
      if (first === linesKey && index !== undefined && key !== undefined) {
        const row = group.rows[Number(index)]?.rowNumber ?? group.rows[0].rowNumber;
        this.add(row, `${LINE_PREFIX}${key}`, e.message, lang);
      } else {
        this.add(group.headerRow[first] ?? group.rows[0].rowNumber, first, e.message, lang);
      }
    }
  }

  sorted(): ImportError[] {
    return [...this.list].sort((a, b) => a.rowNumber - b.rowNumber);
  }

  /** One message per row, for the downloadable report. */
  byRow(): RowError[] {
    const rows = new Map<number, string[]>();
    for (const e of this.sorted()) rows.set(e.rowNumber, [...(rows.get(e.rowNumber) ?? []), e.message]);
    return [...rows].map(([rowNumber, messages]) => ({ rowNumber, message: messages.join('; ') }));
  }
}

/** Rows into documents by the group column; header values must agree within a document. */
function groupRows(columns: DocImportColumn[], rows: ImportRow[], refusals: Refusals, lang: Lang): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const ref = String(row.values[GROUP_KEY] ?? '').trim();
    if (ref === '') {
      refusals.add(row.rowNumber, GROUP_KEY, t('field.required', lang), lang);
      continue;
    }
    let group = groups.get(ref);
    if (!group) {
      group = { ref, rows: [], input: { header: {}, lines: [] }, headerRow: {} };
      groups.set(ref, group);
    }
    group.rows.push(row);
    const line: Record<string, unknown> = {};
    for (const c of columns) {
      if (!c.field) continue;
      const value = cellValue(c.field, row.values[c.key]);
      if (c.line) {
        line[c.field.key] = value;
      } else if (value !== null) {
        const before = group.input.header[c.key];
        if (before === undefined || before === null) {
          group.input.header[c.key] = value;
          group.headerRow[c.key] = row.rowNumber;
        } else if (!same(before, value)) {
          refusals.add(row.rowNumber, c.key, t('excel.headerDiffers', lang, { row: group.headerRow[c.key] }), lang);
        }
      }
    }
    group.input.lines.push(line);
  }
  return [...groups.values()];
}

/**
 * Checks every document of the file as a save would and, only when none is refused, creates them all
 * in the caller's transaction. Answers the refusals, or the created documents' ids.
 */
async function importDocuments(
  bound: BoundType,
  ctx: DocContext,
  groups: Group[],
  refusals: Refusals,
): Promise<number[]> {
  const { def, binding } = bound;
  const { lang } = ctx;
  const linesKey = def.lines?.key ?? 'lines';
  const refErrors =
    (await binding.hooks?.importRefs?.(
      ctx,
      groups.map((g) => g.input),
    )) ?? [];
  const schema = documentSaveSchema(def);
  const ready: { group: Group; input: DocInput }[] = [];
  for (const [i, group] of groups.entries()) {
    const own = refErrors[i] ?? [];
    refusals.addFields(group, own, lang, linesKey);
    const body = { ...group.input.header, ...(def.lines ? { [linesKey]: group.input.lines } : {}) };
    const parsed = parseWithLang(schema, body, lang);
    if (!parsed.ok) {
      refusals.addFields(group, parsed.errors, lang, linesKey);
      continue;
    }
    if (own.length > 0) continue;
    const { [linesKey]: lines, ...header } = parsed.value as Record<string, unknown>;
    const input: DocInput = { header, lines: (lines as Record<string, unknown>[] | undefined) ?? [] };
    const errors = [
      ...(await engineErrors(bound, ctx, null, input)),
      ...((await binding.hooks?.validate?.(ctx, input)) ?? []),
    ];
    if (errors.length > 0) refusals.addFields(group, errors, lang, linesKey);
    else ready.push({ group, input });
  }
  if (refusals.list.length > 0) return [];

  const ids: number[] = [];
  const userId = ctx.user.userId;
  for (const { input } of ready) {
    binding.hooks?.compute?.(input);
    const number = await nextNumber(ctx.tx, def.billType, def.numberRule);
    const docId = await insertHeader(
      ctx.tx,
      bound,
      input,
      { [def.numberKey]: number, status: def.statuses[0] },
      userId,
    );
    await writeLines(ctx.tx, bound, docId, [], input.lines, userId);
    const after = (await findDoc(ctx.tx, bound, null, docId)) as StoredDoc;
    await writeHistory(ctx.tx, {
      billType: def.billType,
      docId,
      docNumber: String(after.header[def.numberKey]),
      action: 'create',
      fromStatus: null,
      toStatus: after.header.status,
      userId,
      comment: 'import',
      changes: diffDocuments(def, null, after),
    });
    ids.push(docId);
  }
  return ids;
}

/**
 * Refuses unless the caller may create the type's documents and holds the import button on its menu — the
 * supplier portal's page of it for a supplier user (the route rule checked the menu). A type only suppliers
 * create (their invoices) is imported by suppliers only, as its add is (ActionGate.checkCreate).
 */
async function requireImportButton(bound: BoundType, deps: AppDeps, req: FastifyRequest) {
  const user = req.user!;
  const { menuCode, supplierMenuCode, createActor } = bound.def;
  const supplierSide = isSupplierUserType(user.userType);
  if (createActor === 'supplier' && !supplierSide) throw new AppError(403, 'error.forbidden');
  const menu = supplierSide && supplierMenuCode ? supplierMenuCode : menuCode;
  if (!(await holdsMenuResource(deps.db, user, menu, IMPORT_RESOURCE))) {
    throw new AppError(403, 'error.forbidden');
  }
}

/** Reads the groups of the upload and imports them in one transaction (the caller's scope): the ids, or the refusals. */
async function importUpload(
  bound: BoundType,
  columns: DocImportColumn[],
  upload: ImportUpload,
  req: FastifyRequest,
  deps: AppDeps,
): Promise<ImportResult<DocImported>> {
  const { rows, lang } = upload;
  const caller = await callerOf(deps, req.user, lang, req);
  const refusals = new Refusals(columns);
  const groups = groupRows(columns, rows, refusals, lang);
  // Checks and writes in one transaction; a refused row leaves it before anything is written.
  const ids = await deps.db.transaction((tx) => importDocuments(bound, inTx(caller, tx as Tx), groups, refusals));
  if (refusals.list.length > 0) return { ok: false, errors: refusals.sorted(), byRow: refusals.byRow(), shown: 200 };
  return { ok: true, data: { documents: ids.length, lines: rows.length, ids } };
}

/** The bound types whose import routes the Excel plugin registers, by path (a type bound twice counts once). */
const importTypes = new Map<string, BoundType>();

/** Called by bindDocumentType: the type gets doImport and importTemplate. */
export function registerImport(bound: BoundType): void {
  importTypes.set(restPath(bound.binding.server, bound.binding.entity, 'doImport'), bound);
}

/** Registers doImport and importTemplate of every bound type, in the Excel plugin's (multipart) scope. */
export function registerDocumentImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  for (const bound of importTypes.values()) {
    const { def, binding } = bound;
    const name = def.name.EN.toLowerCase();
    const columns = importColumns(def);
    registerImportRoutes(scope, deps, {
      server: binding.server,
      entity: binding.entity,
      auth: typeRule(bound),
      summary: `Import ${name}s from an xlsx (multipart: file; button ${IMPORT_RESOURCE}); all or none, as drafts`,
      templateSummary: `The xlsx template of the ${name} import (button ${IMPORT_RESOURCE})`,
      columns,
      maxRows: MAX_IMPORT_ROWS,
      templateName: (lang) => `${def.name[lang]}-${lang === 'CN' ? '导入模板' : 'import-template'}`,
      guard: (req) => requireImportButton(bound, deps, req),
      guardTemplate: true,
      run: (upload, req) => importUpload(bound, columns, upload, req, deps),
      message: (data, lang) => t('excel.documentsImported', lang, { documents: data.documents, lines: data.lines }),
    });
  }
}
