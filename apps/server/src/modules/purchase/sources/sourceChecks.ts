import { addDays, formatDate, type Lang, type MessageKey, t } from '@srm/core';
import type { DocContext, DocInput } from '../../../platform/documents/binding.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { checkOrgRef } from '../../admin/department.ts';
import { categoriesByIds, materialsByIds } from '../../base/index.ts';
import { supplierSitesByIds, suppliersByIds } from '../../supplier/index.ts';
import { sourceRefusal } from './sourceRules.ts';

/*
 * Checks the three source documents share (the engine has checked formats, lookups, states and the
 * scope columns): references exist and are enabled, validity dates run forward, and every line passes
 * the one sourcing rule (sourceRules.ts) — pricing and agreement lines only name listed suppliers.
 */

export const today = () => formatDate(new Date());
/** The day before a YYYY-MM-DD date. */
export const dayBefore = (date: string) => formatDate(addDays(new Date(`${date}T00:00:00`), -1));

export const err = (field: string, key: MessageKey, lang: Lang, params: Record<string, string | number> = {}) => ({
  field,
  message: t(key, lang, params),
});

/** Runs a reference check of another module that throws a field error, and collects its errors instead. */
export async function collected(check: () => Promise<void>): Promise<FieldError[]> {
  try {
    await check();
    return [];
  } catch (error) {
    const errors = error instanceof AppError ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
    if (errors) return errors;
    throw error;
  }
}

const ids = (rows: Record<string, unknown>[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

/**
 * The organisation (in scope, enabled), the header's supplier, and each line's category, material and
 * supplier exist; validTo is not before validFrom (header and lines).
 */
export async function referenceErrors(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { header, lines } = input;
  const errors = await collected(() =>
    checkOrgRef(ctx.tx, ctx.scope, ctx.lang, { orgId: header.orgId as number, enabled: true }),
  );
  const [categories, materials, suppliers] = await Promise.all([
    categoriesByIds(ctx.tx, ids(lines, 'categoryId')),
    materialsByIds(ctx.tx, ids(lines, 'materialId')),
    suppliersByIds(ctx.tx, [...ids([header], 'supplierId'), ...ids(lines, 'supplierId')]),
  ]);
  if (header.supplierId != null && !suppliers.has(header.supplierId as number))
    errors.push(err('supplierId', 'ref.notFound', ctx.lang));
  if (header.validFrom && header.validTo && String(header.validTo) < String(header.validFrom))
    errors.push(err('validTo', 'source.validToBeforeFrom', ctx.lang));
  for (const [i, line] of lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    const category = categories.get(line.categoryId as number);
    if (!category) errors.push(err(at('categoryId'), 'ref.notFound', ctx.lang));
    else if (category.enabledFlag !== 'Y') errors.push(err(at('categoryId'), 'ref.disabled', ctx.lang));
    if (line.materialId != null) {
      const material = materials.get(line.materialId as number);
      if (!material) errors.push(err(at('materialId'), 'ref.notFound', ctx.lang));
      else if (material.enabledFlag !== 'Y') errors.push(err(at('materialId'), 'ref.disabled', ctx.lang));
    }
    if (line.supplierId != null && !suppliers.has(line.supplierId as number))
      errors.push(err(at('supplierId'), 'ref.notFound', ctx.lang));
    if (line.validFrom && line.validTo && String(line.validTo) < String(line.validFrom))
      errors.push(err(at('validTo'), 'source.validToBeforeFrom', ctx.lang));
  }
  return errors;
}

/**
 * Every line passes sourceRefusal for the header's organisation and supplier, on the later of its
 * (or the header's) valid-from and today: the message goes on the line's material.
 */
export async function sourcingErrors(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { header, lines } = input;
  const errors: FieldError[] = [];
  if (typeof header.orgId !== 'number' || typeof header.supplierId !== 'number') return errors;
  for (const [i, line] of lines.entries()) {
    if (typeof line.categoryId !== 'number') continue;
    const from = String(line.validFrom ?? header.validFrom ?? '');
    const refusal = await sourceRefusal(ctx.tx, {
      orgId: header.orgId,
      supplierId: header.supplierId,
      materialId: typeof line.materialId === 'number' ? line.materialId : null,
      categoryId: line.categoryId,
      date: from > today() ? from : today(),
      lang: ctx.lang,
    });
    if (refusal) errors.push({ field: `lines.${i}.materialId`, message: refusal });
  }
  return errors;
}

/** The supplier each named site belongs to (through the supplier module's service). */
export async function siteSuppliers(ctx: DocContext, siteIds: number[]): Promise<Map<number, number>> {
  const sites = await supplierSitesByIds(ctx.tx, siteIds);
  return new Map([...sites.values()].map((site) => [site.id, site.supplierId]));
}
