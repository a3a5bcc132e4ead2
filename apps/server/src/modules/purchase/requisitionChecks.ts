import { formatDate, type Lang, type MessageKey, t } from '@srm/core';
import type { DocContext, DocInput, StoredDoc } from '../../platform/documents/binding.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { checkDepartmentRef, checkOrgRef } from '../admin/department.ts';
import { personsByIds } from '../admin/directoryService.ts';
import { categoriesByIds, materialsByIds } from '../base/index.ts';
import { supplierById } from '../supplier/index.ts';

/*
 * The requisition's own rules (the engine has checked formats, lookups, states and scope columns):
 * what a save needs the database for, and what must hold to submit.
 */

/** Runs a reference check of another module that throws a field error, and collects its errors instead. */
async function collected(check: () => Promise<void>): Promise<FieldError[]> {
  try {
    await check();
    return [];
  } catch (error) {
    const errors = error instanceof AppError ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
    if (errors) return errors;
    throw error;
  }
}

const refError = (field: string, key: MessageKey, lang: Lang): FieldError => ({ field, message: t(key, lang) });

/** Header references: the organisation (in scope, enabled), its department, a person of it as requester. */
async function headerErrors(ctx: DocContext, header: DocInput['header']): Promise<FieldError[]> {
  const orgId = header.orgId as number;
  const departmentId = header.departmentId as number;
  const requesterId = header.requesterId as number;
  const errors = [
    ...(await collected(() => checkOrgRef(ctx.tx, ctx.scope, ctx.lang, { orgId, enabled: true }))),
    ...(await collected(() => checkDepartmentRef(ctx.tx, ctx.scope, ctx.lang, { departmentId, orgId, enabled: true }))),
  ];
  const requester = (await personsByIds(ctx.tx, [requesterId])).get(requesterId);
  if (!requester) errors.push(refError('requesterId', 'ref.notFound', ctx.lang));
  else if (requester.enabledFlag !== 'Y') errors.push(refError('requesterId', 'ref.disabled', ctx.lang));
  else if (requester.orgId !== orgId) errors.push(refError('requesterId', 'requisition.requesterNotInOrg', ctx.lang));
  return errors;
}

/** Line references: categories and materials exist and are enabled, suggested suppliers exist. */
async function lineErrors(ctx: DocContext, lines: DocInput['lines']): Promise<FieldError[]> {
  const ids = (key: string) => lines.flatMap((l) => (typeof l[key] === 'number' ? [l[key] as number] : []));
  const categories = await categoriesByIds(ctx.tx, ids('categoryId'));
  const materials = await materialsByIds(ctx.tx, ids('materialId'));
  const suppliers = new Set<number>();
  for (const id of new Set(ids('suggestedSupplierId'))) if (await supplierById(ctx.tx, id)) suppliers.add(id);
  const errors: FieldError[] = [];
  for (const [i, line] of lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    const category = categories.get(line.categoryId as number);
    if (!category) errors.push(refError(at('categoryId'), 'ref.notFound', ctx.lang));
    else if (category.enabledFlag !== 'Y') errors.push(refError(at('categoryId'), 'ref.disabled', ctx.lang));
    if (line.materialId != null) {
      const material = materials.get(line.materialId as number);
      if (!material) errors.push(refError(at('materialId'), 'ref.notFound', ctx.lang));
      else if (material.enabledFlag !== 'Y') errors.push(refError(at('materialId'), 'ref.disabled', ctx.lang));
    }
    if (line.suggestedSupplierId != null && !suppliers.has(line.suggestedSupplierId as number)) {
      errors.push(refError(at('suggestedSupplierId'), 'ref.notFound', ctx.lang));
    }
  }
  return errors;
}

export async function validateRequisition(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  return [...(await headerErrors(ctx, input.header)), ...(await lineErrors(ctx, input.lines))];
}

/** To submit: at least one line, and no need-by date (header or line) before today. */
export async function validateRequisitionSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const today = formatDate(new Date());
  const past = (date: unknown) => typeof date === 'string' && date < today;
  const errors: FieldError[] = [];
  if (doc.lines.length === 0) errors.push(refError('lines', 'document.noLines', ctx.lang));
  if (past(doc.header.needByDate)) errors.push(refError('needByDate', 'requisition.needByDatePast', ctx.lang));
  for (const [i, line] of doc.lines.entries()) {
    if (past(line.needByDate)) errors.push(refError(`lines.${i}.needByDate`, 'requisition.needByDatePast', ctx.lang));
  }
  return errors;
}
