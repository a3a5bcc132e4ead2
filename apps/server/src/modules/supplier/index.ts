/** What other modules may use of the supplier module. */
import { supplierChangeActions } from './change/changeRequest.ts';
import { supplierDetailActions } from './info/detail.ts';
import { supplierListActions } from './info/list.ts';
import { supplierMaintainActions } from './info/maintain.ts';
import { qualificationActions } from './qualification/review.ts';
// An approved change request is applied when its approval ends (registered when the module is loaded).
import './change/apply.ts';
// What the modules below this one need of suppliers, provided to them when the module is loaded: the
// directory of names and groups (admin, notice, message) and a supplier user's facts (admin).
import './directory.ts';
import './adminFacts.ts';

export { supplierGroupMaintenanceActions } from './groups/groupMaintenance.ts';
export { qualificationReminderJob } from './qualification/reminderJob.ts';
export { type SourcingBlock, supplierSourcingBlock } from './qualification/sourcingBlock.ts';
export { QUALIFICATION_WARNING_DAYS, qualificationWarnings } from './qualification/warnings.ts';
export { queueSupplierToSap, type SapReason } from './sap/queueSupplierToSap.ts';
// Sourcing (issue 17): suppliers a buyer may invite beyond the approved supplier list.
export { supplierIdsInStatuses } from './sourcingCandidates.ts';
export {
  isDesignatedSupplier,
  isPartAuthorised,
  supplierStatusActions,
  supplierTradeBlock,
  type TradeBlock,
} from './status/index.ts';
export { seedSupplierGroupDemo, supplierGroupActions } from './supplierGroups.ts';
export {
  supplierActions,
  supplierById,
  supplierSitesByIds,
  suppliersByIds,
  suppliersByNumbers,
} from './suppliers.ts';

/**
 * Supplier information (list, detail, my company, sites and categories maintained by the buyer side),
 * change requests and qualification files (issue 7 items 3–4).
 */
export const supplierInfoActions = [
  ...supplierListActions,
  ...supplierDetailActions,
  ...supplierMaintainActions,
  ...supplierChangeActions,
  ...qualificationActions,
];
