import { materialActions } from './materials.ts';
import { requisitionActions } from './requisition.ts';

/** What other modules may use of the purchasing module. */
export { materialsByIds } from './materials.ts';
export { seedPurchaseDemo } from './seed.ts';

/** Every restful action of the purchasing module. */
export const purchaseActions = [...requisitionActions, ...materialActions];
