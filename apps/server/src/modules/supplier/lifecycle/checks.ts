import { type Lang, type MessageKey, t } from '@srm/core';
import { compareDecimal } from '@srm/core/documents/amounts';
import { and, asc, eq } from 'drizzle-orm';
import { inScope } from '../../../platform/access/scope.ts';
import type { DocContext, DocInput, StoredDoc } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { personsByIds } from '../../admin/directoryService.ts';
import { categoriesByIds, materialsByIds } from '../../base/index.ts';
import { inspectionPlans } from '../lifecycleSchema.ts';
import { supplierCategories, supplierSites } from '../schema.ts';
import { supplierById } from '../suppliers.ts';

/*
 * The lifecycle documents' own rules (the engine has checked formats, lookups, states and scope
 * columns): the references a save names, the inspection's plan and scores, and what a batch trial
 * needs to be submitted.
 */

const error = (field: string, key: MessageKey, lang: Lang): FieldError => ({ field, message: t(key, lang) });

/** A supplier that exists and has not quit or been blacklisted. */
async function supplierErrors(ctx: DocContext, supplierId: unknown): Promise<FieldError[]> {
  if (typeof supplierId !== 'number') return [];
  const supplier = await supplierById(ctx.tx, supplierId);
  if (!supplier) return [error('supplierId', 'ref.notFound', ctx.lang)];
  if (supplier.supplierStatus === 'BLACKLIST' || supplier.supplierStatus === 'QUIT') {
    return [error('supplierId', 'lifecycle.supplierInactive', ctx.lang)];
  }
  return [];
}

/** An enabled category, and an enabled material when one is named. */
async function categoryMaterialErrors(ctx: DocContext, header: DocInput['header']): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (typeof header.categoryId === 'number') {
    const category = (await categoriesByIds(ctx.tx, [header.categoryId])).get(header.categoryId);
    if (!category) errors.push(error('categoryId', 'ref.notFound', ctx.lang));
    else if (category.enabledFlag !== 'Y') errors.push(error('categoryId', 'ref.disabled', ctx.lang));
  }
  if (typeof header.materialId === 'number') {
    const material = (await materialsByIds(ctx.tx, [header.materialId])).get(header.materialId);
    if (!material) errors.push(error('materialId', 'ref.notFound', ctx.lang));
    else if (material.enabledFlag !== 'Y') errors.push(error('materialId', 'ref.disabled', ctx.lang));
  }
  return errors;
}

/** Sample and batch trials, daily records: the supplier, category and material they name. */
export async function validateSupplierDoc(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  return [
    ...(await supplierErrors(ctx, input.header.supplierId)),
    ...(await categoryMaterialErrors(ctx, input.header)),
  ];
}

/** The names of the supplier's sites that take part in inspection (inspectFlag Y). */
export async function inspectedSiteNames(ctx: DocContext, supplierId: number): Promise<string[]> {
  const rows = await ctx.tx
    .select({ siteName: supplierSites.siteName })
    .from(supplierSites)
    .where(and(eq(supplierSites.supplierId, supplierId), eq(supplierSites.inspectFlag, 'Y')))
    .orderBy(asc(supplierSites.siteName));
  return rows.map((r) => r.siteName);
}

/**
 * An inspection plan: supplier, category, the team's persons; and it records which of the supplier's
 * sites will be inspected (only those with inspectFlag Y), as they are when the plan is saved.
 */
export async function validateInspectionPlan(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = await validateSupplierDoc(ctx, input);
  const personIds = input.lines.map((l) => l.personId as number);
  const persons = await personsByIds(ctx.tx, personIds);
  for (const [i, line] of input.lines.entries()) {
    const person = persons.get(line.personId as number);
    if (!person) errors.push(error(`members.${i}.personId`, 'ref.notFound', ctx.lang));
    else if (person.enabledFlag !== 'Y') errors.push(error(`members.${i}.personId`, 'ref.disabled', ctx.lang));
  }
  if (typeof input.header.supplierId === 'number') {
    const sites = await inspectedSiteNames(ctx, input.header.supplierId);
    input.header.inspectSites = sites.length ? sites.join(', ').slice(0, 1000) : null;
  }
  return errors;
}

/** A score of 0 to 100 (two decimals: the schema's precision). */
export const validScore = (score: unknown) =>
  typeof score === 'string' && compareDecimal(score, 0) >= 0 && compareDecimal(score, 100) <= 0;

/**
 * An on-site inspection: an approved plan the user can see, whose supplier and category it takes; each
 * item scored 0–100 (the spec's score message), each item once.
 */
export async function validateInspection(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const [plan] = await ctx.tx
    .select()
    .from(inspectionPlans)
    .where(eq(inspectionPlans.id, input.header.inspectionPlanId as number));
  if (!plan || !inScope(ctx.scope, { supplierId: plan.supplierId, categoryId: plan.categoryId })) {
    errors.push(error('inspectionPlanId', 'ref.notFound', ctx.lang));
  } else if (plan.status !== 'APPROVED') {
    errors.push(error('inspectionPlanId', 'lifecycle.planNotApproved', ctx.lang));
  } else {
    input.header.supplierId = plan.supplierId;
    input.header.categoryId = plan.categoryId;
  }
  const seen = new Set<unknown>();
  for (const [i, line] of input.lines.entries()) {
    if (!validScore(line.score)) errors.push(error(`scores.${i}.score`, 'lifecycle.scoreRange', ctx.lang));
    if (seen.has(line.itemCode)) errors.push(error(`scores.${i}.itemCode`, 'lifecycle.itemTwice', ctx.lang));
    seen.add(line.itemCode);
  }
  return errors;
}

/** To submit an inspection: at least one scored item. */
export async function validateInspectionSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  return doc.lines.length === 0 ? [error('scores', 'document.noLines', ctx.lang)] : [];
}

/** To submit a batch trial: the supplier is qualified (or approved already) for the category. */
export async function validateBatchTrialSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const [row] = await ctx.tx
    .select({ status: supplierCategories.categoryStatus })
    .from(supplierCategories)
    .where(
      and(
        eq(supplierCategories.supplierId, doc.header.supplierId as number),
        eq(supplierCategories.categoryId, doc.header.categoryId as number),
      ),
    );
  return row?.status === 'QUALIFIED' || row?.status === 'EFFECTIVE'
    ? []
    : [error('categoryId', 'lifecycle.categoryNotQualified', ctx.lang)];
}
