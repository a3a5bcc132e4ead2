import { interiorPendingDoneActions } from './interiorPendingDone.ts';
import { supplierPendingActions as supplierActions } from './supplierPending.ts';

/** The to-dos module: supplier to-dos (spec §7 srmBaseSupplierPending_*) and marking quality notices done. */
export const supplierPendingActions = [...supplierActions, ...interiorPendingDoneActions];
export { EXTERNAL_SYSTEM_LOOKUP } from './supplierPending.ts';
export { pendingTestHookActions } from './testHooks.ts';
