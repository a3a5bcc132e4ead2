import { type Lang, restPath, t } from '@srm/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resource } from '../../platform/access/rules.ts';
import { contentDisposition } from '../../platform/excel/contentDisposition.ts';
import {
  importTemplate,
  type RowError,
  runImport,
  saveImportReport,
  validationReport,
} from '../../platform/excel/importService.ts';
import { IMPORT_DEFAULTS, type ImportColumn, type ImportRow, parseXlsxRows } from '../../platform/excel/importXlsx.ts';
import { acquireExcelSlot } from '../../platform/excel/limits.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestLang } from '../../platform/i18n/requestLang.ts';
import { bumpValuesVersion } from '../../platform/lookups/lookups.ts';
import { lookupTypes, lookupValues } from '../../platform/lookups/schema.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

function duplicateCodes(rows: { rowNumber: number; value: LookupRow }[], lang: Lang): RowError[] {
  const first = new Map<string, number>();
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const seen = first.get(value.lookupCode);
    if (seen === undefined) first.set(value.lookupCode, rowNumber);
    else errors.push({ rowNumber, message: t('excel.duplicateInFile', lang, { row: seen }) });
  }
  return errors;
}

/**
 * `doImport` of lookup values (spec §7 shared action), the first real import on the platform's
 * import machinery: multipart field `file` (an xlsx) and field `lookupType`. Every row is checked;
 * only when all pass are they written, in one transaction (new codes inserted, existing codes of
 * the type updated). Otherwise nothing is written and the answer carries the errors and the id of a
 * report to download.
 */
async function doImport(req: FastifyRequest, deps: AppDeps) {
  const lang = requestLang(req);
  if (!req.isMultipart()) throw new AppError(400, 'excel.noFile');
  const release = acquireExcelSlot();
  try {
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
        rows = await parseXlsxRows(part.file, {
          columns: LOOKUP_IMPORT_COLUMNS,
          maxRows: IMPORT_DEFAULTS.maxRows,
          maxBytes: IMPORT_DEFAULTS.maxBytes,
          lang,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!rows) throw new AppError(400, 'excel.noFile');
    const lookupType = (fields.lookupType ?? '').trim();
    if (!lookupType) {
      throw new AppError(400, 'error.badRequest', { detail: `lookupType: ${t('field.required', lang)}` });
    }
    const [type] = await deps.db
      .select({ id: lookupTypes.id })
      .from(lookupTypes)
      .where(eq(lookupTypes.lookupType, lookupType.slice(0, 64)));
    if (!type) throw new AppError(404, 'excel.lookupTypeNotFound', { lookupType: lookupType.slice(0, 64) });

    const userId = req.user!.userId;
    const outcome = await runImport({
      db: deps.db,
      lang,
      rows,
      columns: LOOKUP_IMPORT_COLUMNS,
      validateRow: lookupRow,
      checkAll: (valid) => duplicateCodes(valid, lang),
      writeAll: async (tx, values) => {
        // Clients refresh their BASE_lookup cache of this type when its version stamp moves.
        await bumpValuesVersion(tx, type.id);
        for (let i = 0; i < values.length; i += 1000) {
          await tx
            .insert(lookupValues)
            .values(
              values.slice(i, i + 1000).map((v) => ({
                lookupTypeId: type.id,
                lookupType,
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
      },
    });
    if (!outcome.ok) {
      const report = await validationReport(LOOKUP_IMPORT_COLUMNS, rows, outcome.errors, lang);
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

export function registerLookupImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  scope.post(
    restPath('baseServer', 'baseLookupValues', 'doImport'),
    {
      config: { auth: resource(IMPORT_LOOKUP_RESOURCE) },
      schema: {
        tags: ['baseServer'],
        summary: 'Import the values of a lookup type from an xlsx (multipart: file, lookupType); all rows or none',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const data = await doImport(req, deps);
      const lang = requestLang(req);
      return reply.send({ status: 'S', msg: t('excel.imported', lang, { count: data.count }), data });
    },
  );

  scope.post(
    restPath('baseServer', 'baseLookupValues', 'importTemplate'),
    {
      config: { auth: resource(IMPORT_LOOKUP_RESOURCE) },
      schema: { tags: ['baseServer'], summary: 'The xlsx template of the lookup-value import' },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLang(req);
      const file = await importTemplate(LOOKUP_IMPORT_COLUMNS, lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          contentDisposition(lang === 'CN' ? '值集导入模板' : 'lookup-import-template', 'xlsx'),
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
