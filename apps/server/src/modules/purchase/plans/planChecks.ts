import { isSupplierUserType, t } from '@srm/core';
import { sumAmounts } from '@srm/core/documents/amounts';
import { PLAN_WEEKS } from '@srm/core/documents/purchasePlan';
import type { DocContext, DocInput } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds, materialsByIds } from '../../base/index.ts';
import { supplierById, supplierTradeBlock } from '../../supplier/index.ts';

/*
 * The save checks the four documents of this part share (validate hooks): the organisation, the
 * supplier (a supplier user's own, filled in here; a buyer must name one that is not blocked), the
 * materials and categories of the lines. The engine has checked formats, lookups and scope already.
 */

type Options = {
  /** Refuse a supplier that is frozen or blacklisted (documents the buyer sends to the supplier). */
  tradeBlock?: boolean;
  /** Each line names a material or a category (capacity), instead of a required material. */
  materialOrCategory?: boolean;
};

export function orgSupplierChecks(options: Options = {}) {
  return async (ctx: DocContext, input: DocInput): Promise<FieldError[]> => {
    const { tx, lang, user } = ctx;
    const errors: FieldError[] = [];
    const h = input.header;
    // A supplier user writes for its own supplier only (on its reports the field is read-only, never sent).
    if (isSupplierUserType(user.userType)) h.supplierId = user.supplierId;
    if (h.supplierId == null) {
      errors.push({ field: 'supplierId', message: t('field.required', lang) });
    } else {
      const supplier = await supplierById(tx, h.supplierId as number);
      if (!supplier) errors.push({ field: 'supplierId', message: t('ref.notFound', lang) });
      else if (options.tradeBlock && (await supplierTradeBlock(tx, supplier.id, lang))) {
        errors.push({ field: 'supplierId', message: t('plan.supplierBlocked', lang) });
      }
    }
    const orgs = await orgsByIds(tx, typeof h.orgId === 'number' ? [h.orgId] : []);
    if (typeof h.orgId === 'number' && !orgs.has(h.orgId))
      errors.push({ field: 'orgId', message: t('ref.notFound', lang) });

    const ids = (key: string) => input.lines.flatMap((l) => (typeof l[key] === 'number' ? [l[key] as number] : []));
    const [materials, categories] = await Promise.all([
      materialsByIds(tx, ids('materialId')),
      categoriesByIds(tx, ids('categoryId')),
    ]);
    for (const [i, line] of input.lines.entries()) {
      if (typeof line.materialId === 'number') {
        const m = materials.get(line.materialId);
        if (!m) errors.push({ field: `lines.${i}.materialId`, message: t('ref.notFound', lang) });
        else if (m.enabledFlag !== 'Y')
          errors.push({ field: `lines.${i}.materialId`, message: t('ref.disabled', lang) });
      }
      if (typeof line.categoryId === 'number' && !categories.has(line.categoryId)) {
        errors.push({ field: `lines.${i}.categoryId`, message: t('ref.notFound', lang) });
      }
      if (options.materialOrCategory && line.materialId == null && line.categoryId == null) {
        errors.push({ field: `lines.${i}.materialId`, message: t('plan.materialOrCategory', lang) });
      }
    }
    return errors;
  };
}

/** The purchase plan's own rules: the period is a month, and each line plans something. */
export async function validatePlan(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = await orgSupplierChecks({ tradeBlock: true })(ctx, input);
  const period = String(input.header.planPeriod ?? '');
  if (period && !/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) {
    errors.push({ field: 'planPeriod', message: t('plan.periodFormat', ctx.lang) });
  }
  for (const [i, line] of input.lines.entries()) {
    if (!PLAN_WEEKS.some((w) => line[w] != null && Number(line[w]) > 0)) {
      errors.push({ field: `lines.${i}.week1Quantity`, message: t('plan.noQuantity', ctx.lang) });
    }
  }
  return errors;
}

/** A plan line's total is the sum of its weeks (exact decimals). */
export function computePlan(input: DocInput): void {
  for (const line of input.lines) {
    line.totalQuantity = sumAmounts(
      PLAN_WEEKS.map((w) => (line[w] == null ? '0' : String(line[w]))),
      4,
    );
  }
}
