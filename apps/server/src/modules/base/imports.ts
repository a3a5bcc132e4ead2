import { t } from '@srm/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RowError } from '../../platform/excel/importService.ts';
import type { ImportColumn } from '../../platform/excel/importXlsx.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { cellError, duplicatesInFile, registerMasterImport } from '../../platform/masters/importRoute.ts';
import { BASE_MENUS, enabledCodes } from './baseKit.ts';
import { CURRENCY_LOOKUP, RATE_TYPE_LOOKUP, rateSchema } from './exchangeRate.ts';
import { UOM_LOOKUP } from './materials.ts';
import { exchangeRates, materials, purchaseCategories } from './schema.ts';

/*
 * The Excel imports of base data: materials, purchase categories (parent named by code) and exchange
 * rates. Each row names its references by code; existing codes are updated, new ones added.
 */

/** A cell as trimmed text (a number reads as its digits); blank → undefined. */
export const cell = (v: unknown) => (v === null || v === undefined ? undefined : String(v).trim() || undefined);
export const text = (max: number) => z.preprocess(cell, z.string().max(max));
export const optionalText = (max: number) => z.preprocess(cell, z.string().max(max).optional());
export const code = (max = 64) =>
  z.preprocess(
    cell,
    z
      .string()
      .max(max)
      .regex(/^[A-Za-z0-9_.-]+$/),
  );
export const yn = z.preprocess((v) => cell(v)?.toUpperCase(), z.enum(['Y', 'N']).optional().default('Y'));

// ---------------------------------------------------------------------------------------------------
// Materials

const MATERIAL_COLUMNS: ImportColumn[] = [
  { key: 'materialCode', title: { CN: '物料编码', EN: 'Material code' }, required: true },
  { key: 'materialName', title: { CN: '物料名称', EN: 'Material name' }, required: true },
  { key: 'materialNameEn', title: { CN: '英文名称', EN: 'English name' } },
  { key: 'specification', title: { CN: '规格型号', EN: 'Specification' } },
  { key: 'unitCode', title: { CN: '单位', EN: 'Unit' }, required: true },
  { key: 'categoryCode', title: { CN: '采购品类编码', EN: 'Category code' } },
  { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' } },
];
const materialRow = z.object({
  materialCode: code(),
  materialName: text(240),
  materialNameEn: optionalText(240),
  specification: optionalText(240),
  unitCode: text(16),
  categoryCode: optionalText(64),
  enabledFlag: yn,
});

// ---------------------------------------------------------------------------------------------------
// Purchase categories

const CATEGORY_COLUMNS: ImportColumn[] = [
  { key: 'categoryCode', title: { CN: '品类编码', EN: 'Category code' }, required: true },
  { key: 'categoryName', title: { CN: '品类名称', EN: 'Category name' }, required: true },
  { key: 'categoryNameEn', title: { CN: '英文名称', EN: 'English name' } },
  { key: 'parentCode', title: { CN: '上级编码', EN: 'Parent code' } },
  { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' } },
];
const categoryRow = z.object({
  categoryCode: code(),
  categoryName: text(128),
  categoryNameEn: optionalText(128),
  parentCode: optionalText(64),
  enabledFlag: yn,
});
type CategoryRow = z.output<typeof categoryRow>;
type StoredCategory = { id: number; code: string; parentId: number | null; levelId: number };

/**
 * Each category's parent code and depth over the file and the stored tree together (the file's rows
 * win), or the error of its row: a parent nowhere, or a loop.
 */
function categoryLevels(rows: CategoryRow[], stored: StoredCategory[]) {
  const storedById = new Map(stored.map((s) => [s.id, s]));
  const parentOf = new Map<string, string | null>();
  for (const s of stored) parentOf.set(s.code, s.parentId ? (storedById.get(s.parentId)?.code ?? null) : null);
  for (const r of rows) parentOf.set(r.categoryCode, r.parentCode ?? null);
  const level = new Map<string, number | 'missing' | 'loop'>();
  const depth = (c: string): number | 'missing' | 'loop' => {
    const known = level.get(c);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    let at: string | null = c;
    let n = 0;
    while (at !== null) {
      if (seen.has(at)) return 'loop';
      if (!parentOf.has(at)) return 'missing';
      seen.add(at);
      at = parentOf.get(at) ?? null;
      n++;
    }
    level.set(c, n);
    return n;
  };
  return { depth };
}

// ---------------------------------------------------------------------------------------------------
// Exchange rates

const RATE_COLUMNS: ImportColumn[] = [
  { key: 'fromCurrency', title: { CN: '原币', EN: 'From currency' }, required: true },
  { key: 'toCurrency', title: { CN: '目标币', EN: 'To currency' }, required: true },
  { key: 'rateType', title: { CN: '汇率类型', EN: 'Rate type' }, required: true },
  { key: 'rateDate', title: { CN: '日期', EN: 'Date' }, required: true },
  { key: 'rate', title: { CN: '汇率', EN: 'Rate' }, required: true },
];
const rateRow = z.object({
  fromCurrency: text(8),
  toCurrency: text(8),
  rateType: text(16),
  rateDate: z.preprocess(cell, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date')),
  rate: z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : v), rateSchema),
});

export function registerBaseImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  registerMasterImport(scope, deps, {
    entity: 'baseMaterialItem',
    menuCode: BASE_MENUS.material,
    columns: MATERIAL_COLUMNS,
    row: materialRow,
    templateName: { CN: '物料导入模板', EN: 'material-import-template' },
    load: async (db, rows) => {
      const codes = [...new Set(rows.map((r) => cell(r.values.categoryCode)).filter((c): c is string => !!c))];
      const categories = codes.length
        ? await db
            .select({
              id: purchaseCategories.id,
              code: purchaseCategories.categoryCode,
              enabled: purchaseCategories.enabledFlag,
            })
            .from(purchaseCategories)
            .where(inArray(purchaseCategories.categoryCode, codes))
        : [];
      return {
        units: await enabledCodes(db, UOM_LOOKUP),
        categories: new Map(categories.filter((c) => c.enabled === 'Y').map((c) => [c.code, c.id])),
      };
    },
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => v.materialCode, lang);
      for (const { rowNumber, value } of rows) {
        if (!ctx.units.has(value.unitCode)) {
          const message = t('field.lookupValue', lang, { lookupType: UOM_LOOKUP });
          errors.push({ rowNumber, message: cellError(MATERIAL_COLUMNS, 'unitCode', lang, message) });
        }
        if (value.categoryCode && !ctx.categories.has(value.categoryCode)) {
          const message = t('excel.codeNotFound', lang, { code: value.categoryCode });
          errors.push({ rowNumber, message: cellError(MATERIAL_COLUMNS, 'categoryCode', lang, message) });
        }
      }
      return errors;
    },
    write: async (tx, rows, ctx, userId) => {
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(materials)
          .values(
            rows.slice(i, i + 1000).map((r) => ({
              materialCode: r.materialCode,
              materialName: r.materialName,
              materialNameEn: r.materialNameEn ?? null,
              specification: r.specification ?? null,
              unitCode: r.unitCode,
              categoryId: r.categoryCode ? ctx.categories.get(r.categoryCode)! : null,
              enabledFlag: r.enabledFlag,
              createdBy: userId,
              lastUpdatedBy: userId,
            })),
          )
          .onConflictDoUpdate({
            target: materials.materialCode,
            set: {
              materialName: sql`excluded.material_name`,
              materialNameEn: sql`excluded.material_name_en`,
              specification: sql`excluded.specification`,
              unitCode: sql`excluded.unit_code`,
              categoryId: sql`excluded.category_id`,
              enabledFlag: sql`excluded.enabled_flag`,
              lastUpdatedBy: userId,
              lastUpdateDate: new Date(),
              version: sql`${materials.version} + 1`,
            },
          });
      }
    },
  });

  registerMasterImport(scope, deps, {
    entity: 'basePurchaseCategory',
    menuCode: BASE_MENUS.category,
    columns: CATEGORY_COLUMNS,
    row: categoryRow,
    templateName: { CN: '采购品类导入模板', EN: 'category-import-template' },
    load: async (db) => ({
      stored: await db
        .select({
          id: purchaseCategories.id,
          code: purchaseCategories.categoryCode,
          parentId: purchaseCategories.parentCategoryId,
          levelId: purchaseCategories.levelId,
        })
        .from(purchaseCategories),
    }),
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => v.categoryCode, lang);
      const { depth } = categoryLevels(
        rows.map((r) => r.value),
        ctx.stored,
      );
      for (const { rowNumber, value } of rows) {
        const d = depth(value.categoryCode);
        if (d === 'missing' && value.parentCode) {
          const message = t('base.parentNotFound', lang, { code: value.parentCode });
          errors.push({ rowNumber, message: cellError(CATEGORY_COLUMNS, 'parentCode', lang, message) });
        } else if (d === 'loop' || (d === 'missing' && !value.parentCode)) {
          errors.push({ rowNumber, message: cellError(CATEGORY_COLUMNS, 'parentCode', lang, t('tree.cycle', lang)) });
        }
      }
      return errors;
    },
    write: async (tx, rows, ctx, userId) => {
      const { depth } = categoryLevels(rows, ctx.stored);
      // Parents first, so each row finds its parent's id (stored or written just before).
      const ordered = [...rows].sort((a, b) => (depth(a.categoryCode) as number) - (depth(b.categoryCode) as number));
      const idOf = new Map(ctx.stored.map((s) => [s.code, s.id]));
      for (const r of ordered) {
        const values = {
          categoryName: r.categoryName,
          categoryNameEn: r.categoryNameEn ?? null,
          parentCategoryId: r.parentCode ? idOf.get(r.parentCode)! : null,
          levelId: depth(r.categoryCode) as number,
          enabledFlag: r.enabledFlag,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
        };
        const [row] = await tx
          .insert(purchaseCategories)
          .values({ ...values, categoryCode: r.categoryCode, createdBy: userId })
          .onConflictDoUpdate({
            target: purchaseCategories.categoryCode,
            set: { ...values, version: sql`${purchaseCategories.version} + 1` },
          })
          .returning({ id: purchaseCategories.id });
        idOf.set(r.categoryCode, row.id);
      }
      // Stored categories below a moved one keep their depth right.
      for (const s of ctx.stored) {
        const d = depth(s.code);
        if (typeof d === 'number' && d !== s.levelId) {
          await tx.update(purchaseCategories).set({ levelId: d }).where(eq(purchaseCategories.id, s.id));
        }
      }
    },
  });

  registerMasterImport(scope, deps, {
    entity: 'baseExchangeRate',
    menuCode: BASE_MENUS.exchangeRate,
    columns: RATE_COLUMNS,
    row: rateRow,
    templateName: { CN: '汇率导入模板', EN: 'exchange-rate-import-template' },
    load: async (db) => ({
      currencies: await enabledCodes(db, CURRENCY_LOOKUP),
      types: await enabledCodes(db, RATE_TYPE_LOOKUP),
    }),
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(
        rows,
        (v) => `${v.fromCurrency}/${v.toCurrency}/${v.rateType}/${v.rateDate}`,
        lang,
      );
      const wrong = (rowNumber: number, key: string, lookupType: string) =>
        errors.push({
          rowNumber,
          message: cellError(RATE_COLUMNS, key, lang, t('field.lookupValue', lang, { lookupType })),
        });
      for (const { rowNumber, value } of rows) {
        if (!ctx.currencies.has(value.fromCurrency)) wrong(rowNumber, 'fromCurrency', CURRENCY_LOOKUP);
        if (!ctx.currencies.has(value.toCurrency)) wrong(rowNumber, 'toCurrency', CURRENCY_LOOKUP);
        else if (value.fromCurrency === value.toCurrency) {
          errors.push({ rowNumber, message: cellError(RATE_COLUMNS, 'toCurrency', lang, t('base.samePair', lang)) });
        }
        if (!ctx.types.has(value.rateType)) wrong(rowNumber, 'rateType', RATE_TYPE_LOOKUP);
      }
      return errors;
    },
    write: async (tx, rows, _ctx, userId) => {
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(exchangeRates)
          .values(rows.slice(i, i + 1000).map((r) => ({ ...r, createdBy: userId, lastUpdatedBy: userId })))
          .onConflictDoUpdate({
            target: [
              exchangeRates.fromCurrency,
              exchangeRates.toCurrency,
              exchangeRates.rateType,
              exchangeRates.rateDate,
            ],
            set: {
              rate: sql`excluded.rate`,
              lastUpdatedBy: userId,
              lastUpdateDate: new Date(),
              version: sql`${exchangeRates.version} + 1`,
            },
          });
      }
    },
  });
}
