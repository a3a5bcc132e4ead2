import { t } from '@srm/core';
import type { MasterFieldDef, MasterListDef } from '@srm/core/masters/types';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RowError } from '../excel/importService.ts';
import type { ImportColumn } from '../excel/importXlsx.ts';
import type { AppDeps } from '../http/deps.ts';
import { codeOf } from '../http/fieldSchemas.ts';
import { enabledCodes } from '../lookups/lookupChecks.ts';
import type { MasterBinding } from './binding.ts';
import { decimalOf, integerOf, ynOf } from './fieldBounds.ts';
import { cellError, duplicatesInFile, type MasterImport, registerMasterImport } from './importRoute.ts';

/*
 * The Excel import a declared master list gets with an import button: the template's columns are its
 * fields (and the enabled flag), each cell is checked as the save checks the field, lookups against their
 * enabled values, codes once per file; rows whose code exists update that row, the others are added — all
 * rows or none (importRoute.ts).
 */

/** A cell as trimmed text (a number reads as its digits); blank → undefined. */
const cell = (v: unknown) => (v === null || v === undefined ? undefined : String(v).trim() || undefined);

function cellSchema(f: MasterFieldDef): z.ZodType {
  switch (f.type) {
    case 'code':
      return z.preprocess(cell, codeOf(f.maxLength ?? 64));
    case 'yn':
      return z.preprocess((v) => cell(v)?.toUpperCase(), ynOf(f));
    case 'integer': {
      const n = integerOf(f);
      return z.preprocess(cell, f.required ? n : n.optional().default(Number(f.defaultValue ?? 0)));
    }
    case 'decimal':
      return z.preprocess(cell, decimalOf(f));
    default: {
      const text = z.string().max(f.maxLength ?? 128);
      return z.preprocess(cell, f.required ? text : text.optional());
    }
  }
}

const ENABLED_COLUMN: ImportColumn = { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' } };

/** The import of one declared list, for registerMasterImport. */
export function declaredImport(def: MasterListDef, binding: MasterBinding, propertyOf: Record<string, string>) {
  const columns: ImportColumn[] = [
    ...def.fields.map((f) => ({ key: f.key, title: f.label, ...(f.required ? { required: true } : {}) })),
    ENABLED_COLUMN,
  ];
  const row = z.object({
    ...Object.fromEntries(def.fields.map((f) => [f.key, cellSchema(f)])),
    enabledFlag: z.preprocess((v) => cell(v)?.toUpperCase(), z.enum(['Y', 'N']).optional().default('Y')),
  });
  type Row = Record<string, unknown>;
  const lookups = def.fields.filter((f) => f.type === 'lookup' && f.lookupType);
  const codeColumn = binding.columns[def.codeKey]!;
  const imported: MasterImport<z.ZodType<Row>, Map<string, Set<string>>> = {
    server: def.server,
    entity: def.entity,
    menuCode: def.menuCode,
    button: def.buttons.import,
    columns,
    row: row as z.ZodType<Row>,
    templateName: { CN: `${def.name.CN}导入模板`, EN: `${def.name.EN} import template` },
    load: async (db) =>
      new Map(await Promise.all(lookups.map(async (f) => [f.key, await enabledCodes(db, f.lookupType!)] as const))),
    check: (rows, enabled, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => String(v[def.codeKey]), lang);
      for (const { rowNumber, value } of rows) {
        for (const f of lookups) {
          const code = value[f.key] as string | undefined;
          if (code && !enabled.get(f.key)!.has(code)) {
            const message = t('field.lookupValue', lang, { lookupType: f.lookupType! });
            errors.push({ rowNumber, message: cellError(columns, f.key, lang, message) });
          }
        }
      }
      return errors;
    },
    write: async (tx, rows, _enabled, userId) => {
      const keys = [...def.fields.map((f) => f.key), 'enabledFlag'];
      const columnOf = (key: string) => (key === 'enabledFlag' ? binding.table.enabledFlag : binding.columns[key]!);
      // biome-ignore lint/suspicious/noExplicitAny: the table is the declaration's; drizzle cannot type it generically
      const table = binding.table as any;
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(table)
          .values(
            rows.slice(i, i + 1000).map((r) => ({
              ...Object.fromEntries(keys.map((k) => [propertyOf[k] ?? k, r[k] ?? null])),
              createdBy: userId,
              lastUpdatedBy: userId,
            })),
          )
          .onConflictDoUpdate({
            target: codeColumn,
            set: {
              ...Object.fromEntries(
                keys
                  .filter((k) => k !== def.codeKey)
                  .map((k) => [propertyOf[k] ?? k, sql.raw(`excluded.${columnOf(k).name}`)]),
              ),
              lastUpdatedBy: userId,
              lastUpdateDate: new Date(),
              version: sql`${binding.table.version} + 1`,
            },
          });
      }
    },
  };
  return imported;
}

/** The imports of the lists bound so far, registered by the Excel plugin (its multipart scope). */
const declaredImports: MasterImport<z.ZodType<Record<string, unknown>>, Map<string, Set<string>>>[] = [];

export const addDeclaredImport = (i: (typeof declaredImports)[number]) => declaredImports.push(i);

/** Registers doImport and importTemplate of every declared list with an import button. */
export function registerDeclaredImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  for (const i of declaredImports) registerMasterImport(scope, deps, i);
}
