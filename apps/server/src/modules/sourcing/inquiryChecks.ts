import { formatDate, type Lang, type MessageKey, t } from '@srm/core';
import { eq, sql } from 'drizzle-orm';
import { inScope } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocContext, DocInput, StoredDoc } from '../../platform/documents/binding.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { checkOrgRef } from '../admin/department.ts';
import { addressesByIds, categoriesByIds, materialsByIds, paymentTermsByIds } from '../base/index.ts';
import { inquirySuppliers } from './inquirySchema.ts';
import { invitationRefusal } from './invitationRules.ts';
import { sourcingProjects } from './ruleSchema.ts';
import { sourcingTypeDefaults } from './rules/index.ts';

/*
 * The inquiry's own rules (the engine has checked formats, lookups, states and the scope columns it was
 * sent): references exist and are enabled; a line with a material takes a blank name, category or unit
 * from it (nothing typed is replaced); what must hold to submit (lines, dates, the deadline by the
 * database clock, at least one invited supplier of an INVITE inquiry, none of them blocked now).
 */

const error = (field: string, key: MessageKey, lang: Lang, params: Record<string, string | number> = {}) => ({
  field,
  message: t(key, lang, params),
});

async function collected(check: () => Promise<void>): Promise<FieldError[]> {
  try {
    await check();
    return [];
  } catch (e) {
    const errors = e instanceof AppError ? (e.data as { errors?: FieldError[] } | null)?.errors : undefined;
    if (errors) return errors;
    throw e;
  }
}

/**
 * The header references every sourcing event has (the inquiry's and the tender's): the organisation, the
 * main category, the payment term, the delivery address and the sourcing project.
 */
export async function eventHeaderErrors(ctx: DocContext, header: DocInput['header']): Promise<FieldError[]> {
  const errors = await collected(() =>
    checkOrgRef(ctx.tx, ctx.scope, ctx.lang, { orgId: header.orgId as number, enabled: true }),
  );
  const category = (await categoriesByIds(ctx.tx, [header.categoryId as number])).get(header.categoryId as number);
  if (!category) errors.push(error('categoryId', 'ref.notFound', ctx.lang));
  else if (category.enabledFlag !== 'Y') errors.push(error('categoryId', 'ref.disabled', ctx.lang));
  if (header.paymentTermId != null) {
    const term = (await paymentTermsByIds(ctx.tx, [header.paymentTermId as number])).get(
      header.paymentTermId as number,
    );
    if (!term) errors.push(error('paymentTermId', 'ref.notFound', ctx.lang));
  }
  if (header.deliveryAddressId != null) {
    const id = header.deliveryAddressId as number;
    if (!(await addressesByIds(ctx.tx, [id])).get(id))
      errors.push(error('deliveryAddressId', 'ref.notFound', ctx.lang));
  }
  // The project is enabled and of an organisation the caller sees (the same rows its project picker offers).
  if (header.projectId != null) {
    const [project] = await ctx.tx
      .select({ orgId: sourcingProjects.orgId, enabledFlag: sourcingProjects.enabledFlag })
      .from(sourcingProjects)
      .where(eq(sourcingProjects.id, header.projectId as number));
    if (!project || !inScope(ctx.scope, { orgId: project.orgId })) {
      errors.push(error('projectId', 'ref.notFound', ctx.lang));
    } else if (project.enabledFlag !== 'Y') errors.push(error('projectId', 'ref.disabled', ctx.lang));
  }
  return errors;
}

/** Rule setup: the sourcing type is an enabled INQUIRY type and its template's rounds bound maxRounds. */
async function ruleErrors(ctx: DocContext, header: DocInput['header']): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (header.sourcingTypeId != null) {
    const type = await sourcingTypeDefaults(ctx.tx, header.sourcingTypeId as number);
    if (type?.sourcingMethod !== 'INQUIRY') errors.push(error('sourcingTypeId', 'ref.notFound', ctx.lang));
    else if (type.roundsAllowed != null && Number(header.maxRounds) > type.roundsAllowed) {
      errors.push(error('maxRounds', 'inquiry.maxRoundsTooHigh', ctx.lang, { max: type.roundsAllowed }));
    }
  }
  return errors;
}

/**
 * Lines (the inquiry's and the tender's): material and category exist and are enabled; blanks taken from
 * the material; free text needs them all.
 */
export async function lineErrors(ctx: DocContext, lines: DocInput['lines']): Promise<FieldError[]> {
  const ids = (key: string) => lines.flatMap((l) => (typeof l[key] === 'number' ? [l[key] as number] : []));
  const materials = await materialsByIds(ctx.tx, ids('materialId'));
  const errors: FieldError[] = [];
  for (const [i, line] of lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    if (line.materialId != null) {
      const material = materials.get(line.materialId as number);
      if (!material) errors.push(error(at('materialId'), 'ref.notFound', ctx.lang));
      else if (material.enabledFlag !== 'Y') errors.push(error(at('materialId'), 'ref.disabled', ctx.lang));
      else {
        line.itemName ??= material.materialName;
        line.uomCode ??= material.unitCode;
        if (line.categoryId == null && material.categoryId != null) {
          line.categoryId = material.categoryId;
          // Taken from base data, so the engine has not judged it: the caller must be able to see it.
          if (!inScope(ctx.scope, { categoryId: material.categoryId })) {
            errors.push(error(at('categoryId'), 'ref.notFound', ctx.lang));
          }
        }
      }
    }
    if (line.itemName == null) errors.push(error(at('itemName'), 'inquiry.itemNameRequired', ctx.lang));
    if (line.uomCode == null) errors.push(error(at('uomCode'), 'inquiry.uomRequired', ctx.lang));
    if (line.categoryId == null) errors.push(error(at('categoryId'), 'inquiry.categoryRequired', ctx.lang));
  }
  const categories = await categoriesByIds(ctx.tx, ids('categoryId'));
  for (const [i, line] of lines.entries()) {
    if (line.categoryId == null) continue;
    const category = categories.get(line.categoryId as number);
    if (!category) errors.push(error(`lines.${i}.categoryId`, 'ref.notFound', ctx.lang));
    else if (category.enabledFlag !== 'Y') errors.push(error(`lines.${i}.categoryId`, 'ref.disabled', ctx.lang));
  }
  return errors;
}

export async function validateInquiry(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  return [
    ...(await eventHeaderErrors(ctx, input.header)),
    ...(await ruleErrors(ctx, input.header)),
    ...(await lineErrors(ctx, input.lines)),
  ];
}

/** Is this instant still ahead by the database clock (the clock every deadline is judged by)? */
export async function isFuture(db: DbOrTx, at: unknown): Promise<boolean> {
  const when = at instanceof Date ? at : new Date(String(at));
  const result = await db.execute(sql`select (${when.toISOString()}::timestamptz > now()) as ahead`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { ahead: boolean }[] }).rows) as {
    ahead: boolean;
  }[];
  return rows[0]?.ahead === true;
}

/** The deadline is ahead: at submit, and again when the approver approves (publication). */
export async function deadlineErrors(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  return (await isFuture(ctx.tx, doc.header.quoteDeadline))
    ? []
    : [error('quoteDeadline', 'inquiry.deadlinePast', ctx.lang)];
}

/**
 * To submit: at least one line, no need-by date before today, the deadline ahead, and for an INVITE
 * inquiry at least one invited supplier — each of them still allowed to take part (a supplier invited in
 * the draft may have been blacklisted or frozen since).
 */
export async function validateInquirySubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (doc.lines.length === 0) errors.push(error('lines', 'document.noLines', ctx.lang));
  const today = formatDate(new Date());
  for (const [i, line] of doc.lines.entries()) {
    if (String(line.needByDate) < today)
      errors.push(error(`lines.${i}.needByDate`, 'inquiry.needByDatePast', ctx.lang));
  }
  errors.push(...(await deadlineErrors(ctx, doc)));
  const invited = await ctx.tx
    .select({ supplierId: inquirySuppliers.supplierId })
    .from(inquirySuppliers)
    .where(eq(inquirySuppliers.inquiryId, doc.header.id));
  if (doc.header.inquiryMode === 'INVITE' && invited.length === 0) {
    errors.push(error('suppliers', 'inquiry.noSuppliers', ctx.lang));
  }
  for (const { supplierId } of invited) {
    const refusal = await invitationRefusal(ctx.tx, ctx.lang, supplierId);
    if (refusal) errors.push({ field: 'suppliers', message: refusal });
  }
  return errors;
}
