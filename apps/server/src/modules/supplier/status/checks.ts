import { DOC_STATUS, type Lang, type MessageKey, t } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DocContext, DocInput } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds } from '../../base/index.ts';
import { supplierSites } from '../schema.ts';
import { supplierById } from '../suppliers.ts';
import { changeApplies, type StatusChangeType } from './statusChanges.ts';

/*
 * What a save of a status document needs the database for (the engine has checked formats, lookups,
 * states and the organisation's scope): the supplier, site, organisation, material and category exist,
 * and the blacklist / freeze change fits the supplier's status now.
 */

const err = (field: string, key: MessageKey, lang: Lang, params: Record<string, string> = {}): FieldError => ({
  field,
  message: t(key, lang, params),
});

async function supplierErrors(
  ctx: DocContext,
  supplierId: unknown,
): Promise<{ errors: FieldError[]; status?: string }> {
  const supplier = typeof supplierId === 'number' ? await supplierById(ctx.tx, supplierId) : null;
  if (!supplier) return { errors: [err('supplierId', 'ref.notFound', ctx.lang)] };
  return { errors: [], status: supplier.supplierStatus };
}

/** The supplier's status label in the request language (the lookup's texts, kept short here). */
const STATUS_LABEL: Record<string, Record<Lang, string>> = {
  POTENTIAL: { CN: '潜在', EN: 'Potential' },
  REGISTERED: { CN: '已注册', EN: 'Registered' },
  QUALIFIED: { CN: '合格', EN: 'Qualified' },
  EFFECTIVE: { CN: '生效', EN: 'Effective' },
  FROZEN: { CN: '冻结', EN: 'Frozen' },
  BLACKLIST: { CN: '黑名单', EN: 'Blacklisted' },
  QUIT: { CN: '已退出', EN: 'Quit' },
};
const statusLabel = (status: string, lang: Lang) =>
  STATUS_LABEL[status]?.[lang] ?? (DOC_STATUS as Record<string, Record<Lang, string>>)[status]?.[lang] ?? status;

/** Blacklist family: the change must start from the supplier's current status (no lifting of a blacklist never set). */
export async function validateStatusChange(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { errors, status } = await supplierErrors(ctx, input.header.supplierId);
  if (status && !changeApplies(input.header.changeType as StatusChangeType, status)) {
    errors.push(err('changeType', 'supplierStatus.notApplicable', ctx.lang, { status: statusLabel(status, ctx.lang) }));
  }
  return errors;
}

/** Quit: the supplier, and the site when one is named belongs to it. */
export async function validateQuit(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const { errors, status } = await supplierErrors(ctx, input.header.supplierId);
  if (status === 'QUIT') {
    errors.push(err('supplierId', 'supplierStatus.notApplicable', ctx.lang, { status: statusLabel(status, ctx.lang) }));
  }
  const siteId = input.header.siteId;
  if (typeof siteId === 'number') {
    const [site] = await ctx.tx
      .select({ supplierId: supplierSites.supplierId })
      .from(supplierSites)
      .where(inArray(supplierSites.id, [siteId]));
    if (!site) errors.push(err('siteId', 'ref.notFound', ctx.lang));
    else if (site.supplierId !== input.header.supplierId) {
      errors.push(err('siteId', 'supplierStatus.siteNotOfSupplier', ctx.lang));
    }
  }
  return errors;
}

async function orgErrors(ctx: DocContext, orgId: unknown): Promise<FieldError[]> {
  const org = typeof orgId === 'number' ? (await orgsByIds(ctx.tx, [orgId])).get(orgId) : undefined;
  if (!org) return [err('orgId', 'ref.notFound', ctx.lang)];
  return org.enabledFlag === 'Y' ? [] : [err('orgId', 'ref.disabled', ctx.lang)];
}

/** Designated supplier: organisation, supplier, a material or a category (existing), valid to not before valid from. */
export async function validateDesignation(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const errors = [...(await orgErrors(ctx, h.orgId)), ...(await supplierErrors(ctx, h.supplierId)).errors];
  if (h.materialId == null && h.categoryId == null)
    errors.push(err('materialId', 'supplierStatus.materialOrCategory', ctx.lang));
  if (typeof h.materialId === 'number' && !(await materialsByIds(ctx.tx, [h.materialId])).has(h.materialId)) {
    errors.push(err('materialId', 'ref.notFound', ctx.lang));
  }
  if (typeof h.categoryId === 'number' && !(await categoriesByIds(ctx.tx, [h.categoryId])).has(h.categoryId)) {
    errors.push(err('categoryId', 'ref.notFound', ctx.lang));
  }
  if (typeof h.validTo === 'string' && typeof h.validFrom === 'string' && h.validTo < h.validFrom) {
    errors.push(err('validTo', 'supplierStatus.validToBeforeFrom', ctx.lang));
  }
  return errors;
}

/** Parts authorisation: organisation, supplier, and every line's material exists. */
export async function validatePartsAuthorisation(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = [
    ...(await orgErrors(ctx, input.header.orgId)),
    ...(await supplierErrors(ctx, input.header.supplierId)).errors,
  ];
  const ids = input.lines.flatMap((l) => (typeof l.materialId === 'number' ? [l.materialId] : []));
  const materials = await materialsByIds(ctx.tx, ids);
  input.lines.forEach((l, i) => {
    if (typeof l.materialId === 'number' && !materials.has(l.materialId)) {
      errors.push(err(`lines.${i}.materialId`, 'ref.notFound', ctx.lang));
    }
  });
  return errors;
}
