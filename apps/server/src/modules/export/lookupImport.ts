import { type Lang, t } from '@srm/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resource } from '../../platform/access/rules.ts';
import type { Tx } from '../../platform/db/types.ts';
import { importRows, registerImportRoutes } from '../../platform/excel/importRoutes.ts';
import type { ImportColumn } from '../../platform/excel/importXlsx.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bumpValuesVersion } from '../../platform/lookups/lookups.ts';
import { lookupTypes, lookupValues } from '../../platform/lookups/schema.ts';
import { duplicatesInFile } from '../../platform/masters/importRoute.ts';

/** The button resource an import of lookup values needs (no demo responsibility holds it). */
export const IMPORT_LOOKUP_RESOURCE = 'btnImportLookup';

/** The columns of a lookup-value import, found in the header row by either language's title or the key. */
export const LOOKUP_IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'lookupCode', title: { CN: '编码', EN: 'Code' }, required: true, aliases: ['值编码', 'lookup code'] },
  { key: 'meaning', title: { CN: '含义', EN: 'Meaning' }, required: true, aliases: ['名称', '中文含义'] },
  { key: 'meaningEn', title: { CN: '英文含义', EN: 'English meaning' } },
  { key: 'description', title: { CN: '描述', EN: 'Description' } },
  { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' }, aliases: ['是否启用'] },
  { key: 'seqNum', title: { CN: '排序', EN: 'Sequence' }, aliases: ['序号'] },
];

/** A cell as trimmed text (numbers too: a code 1001 reads "1001"); empty → undefined. */
const blankToUndefined = (v: unknown) => (v === null || v === undefined ? undefined : String(v).trim() || undefined);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().max(max));
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().max(max).optional());

const lookupRow = z.object({
  lookupCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/),
  ),
  meaning: text(256),
  meaningEn: optionalText(256),
  description: optionalText(512),
  enabledFlag: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().toUpperCase()),
    z.enum(['Y', 'N']).optional().default('Y'),
  ),
  seqNum: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1_000_000_000).optional().default(0),
  ),
});
type LookupRow = z.output<typeof lookupRow>;

/** The lookup type the form names (field `lookupType`): its id, or 400/404 in the request's language. */
async function typeOf(deps: AppDeps, fields: Record<string, string>, lang: Lang) {
  const lookupType = (fields.lookupType ?? '').trim();
  if (!lookupType) {
    throw new AppError(400, 'error.badRequest', { detail: `lookupType: ${t('field.required', lang)}` });
  }
  const [type] = await deps.db
    .select({ id: lookupTypes.id })
    .from(lookupTypes)
    .where(eq(lookupTypes.lookupType, lookupType.slice(0, 64)));
  if (!type) throw new AppError(404, 'excel.lookupTypeNotFound', { lookupType: lookupType.slice(0, 64) });
  return { id: type.id, lookupType };
}

/** New codes of the type inserted, existing ones updated, 1000 rows a statement. */
async function writeValues(tx: Tx, type: { id: number; lookupType: string }, values: LookupRow[], userId: number) {
  // Clients refresh their BASE_lookup cache of this type when its version stamp moves.
  await bumpValuesVersion(tx, type.id);
  for (let i = 0; i < values.length; i += 1000) {
    await tx
      .insert(lookupValues)
      .values(
        values.slice(i, i + 1000).map((v) => ({
          lookupTypeId: type.id,
          lookupType: type.lookupType,
          lookupCode: v.lookupCode,
          meaning: v.meaning,
          meaningEn: v.meaningEn ?? null,
          description: v.description ?? null,
          enabledFlag: v.enabledFlag,
          seqNum: v.seqNum,
          createdBy: userId,
          lastUpdatedBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [lookupValues.lookupType, lookupValues.lookupCode],
        set: {
          meaning: sql`excluded.meaning`,
          meaningEn: sql`excluded.meaning_en`,
          description: sql`excluded.description`,
          enabledFlag: sql`excluded.enabled_flag`,
          seqNum: sql`excluded.seq_num`,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
          version: sql`${lookupValues.version} + 1`,
        },
      });
  }
}

/**
 * `doImport` of lookup values (spec §7 shared action) on the platform's one import route: multipart
 * field `file` (an xlsx) and field `lookupType`. Every row is checked; only when all pass are they
 * written, in one transaction (new codes inserted, existing codes of the type updated). Otherwise
 * nothing is written and the answer carries the errors and the id of a report to download.
 */
export function registerLookupImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  registerImportRoutes(scope, deps, {
    server: 'baseServer',
    entity: 'baseLookupValues',
    auth: resource(IMPORT_LOOKUP_RESOURCE),
    summary: 'Import the values of a lookup type from an xlsx (multipart: file, lookupType); all rows or none',
    templateSummary: 'The xlsx template of the lookup-value import',
    columns: LOOKUP_IMPORT_COLUMNS,
    templateName: (lang) => (lang === 'CN' ? '值集导入模板' : 'lookup-import-template'),
    run: async (upload) => {
      const type = await typeOf(deps, upload.fields, upload.lang);
      return importRows(deps.db, upload, {
        columns: LOOKUP_IMPORT_COLUMNS,
        row: lookupRow,
        check: (valid) => duplicatesInFile(valid, (v) => v.lookupCode, upload.lang),
        write: (tx, values) => writeValues(tx, type, values, upload.userId),
      });
    },
    message: (data, lang) => t('excel.imported', lang, data),
  });
}
