import type { ActionDef } from '../../../platform/http/action.ts';
import { capacityAssessmentActions } from './capacityAssessment.ts';
import { saveConfirmation } from './planConfirm.ts';
import { purchasePlanActions } from './purchasePlan.ts';
import { sparePartsActions } from './spareParts.ts';
import { supplierInventoryActions } from './supplierInventory.ts';
import { listMaterialsForSupplier, listOrgsForSupplier } from './supplierPicks.ts';

/**
 * Every restful action of the plans part of procurement execution (issue 8 item 6): purchase plans
 * (rolling and MRP), supplier inventory, capacity assessments, spare parts lists.
 */
export const plansActions: ActionDef[] = [
  ...purchasePlanActions,
  saveConfirmation as ActionDef,
  ...supplierInventoryActions,
  listOrgsForSupplier as ActionDef,
  listMaterialsForSupplier as ActionDef,
  ...capacityAssessmentActions,
  ...sparePartsActions,
];
