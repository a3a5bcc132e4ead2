import { purchasePlan } from '@srm/core/documents/purchasePlan';
import { ne } from 'drizzle-orm';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { BoundType, DocumentBinding } from '../../../platform/documents/binding.ts';
import { purchasePlanLines, purchasePlans } from '../planSchema.ts';
import { computePlan, validatePlan } from './planChecks.ts';
import { presentPlanDocs } from './planNames.ts';
import { afterPlanStep } from './planSteps.ts';

/*
 * The purchase plan (采购计划) bound to its tables: scope organisation + supplier; a supplier user
 * never sees a draft (only what was published to it, also once returned or closed).
 */
export const planBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurPlan',
  header: purchasePlans,
  lines: { table: purchasePlanLines, parentKey: 'planId' },
  scope: { header: ['orgId', 'supplierId'] },
  supplierWhere: ne(purchasePlans.status, 'DRAFT'),
  hooks: { validate: validatePlan, compute: computePlan, present: presentPlanDocs, afterStep: afterPlanStep },
};

/** The bound type, for the supplier's confirmation of quantities (planConfirm.ts). */
export const planBound: BoundType = { def: purchasePlan, binding: planBinding };

export const purchasePlanActions = bindDocumentType(purchasePlan, planBinding);
