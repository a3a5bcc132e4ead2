import { deliveryActions } from './delivery/index.ts';
import { ordersActions } from './orders/index.ts';
import { plansActions } from './plans/index.ts';
import { requisitionActions } from './requisition.ts';
import { sourcesActions } from './sources/index.ts';
// The requisition-line check of materials, provided to base data when the module is loaded.
import './materialUse.ts';

/** What an approved sourcing award becomes (issue 17): price-library entries, an agreement, orders. */
export {
  type AwardedDoc,
  type AwardedLine,
  createAwardAgreement,
  createAwardOrder,
  createAwardPricing,
  type MadeDoc,
  orderRateOn,
} from './awardOutcome.ts';
export { type ReceivedSupply, supplyIntake } from './delivery/supplyIntake.ts';
export { supplyReferences } from './delivery/supplyReferences.ts';
/** What other modules may use of the purchasing module. */
export {
  type DeliveryAccuracy,
  deliveryAccuracy,
  deliveryFigures,
  orderFigures,
  receiptsValue,
} from './homeFigures.ts';
// The advance's order picker (settlement, issue 18): approved orders searched on the server.
export { ADVANCEABLE_ORDER_STATUSES, advanceableOrders } from './orders/advanceableOrders.ts';
export { seedPurchaseDemo } from './seed.ts';
// Sourcing (issue 17): the approved supplier list of a category, offered when inviting to an inquiry.
export { type AslSupplier, aslSuppliersOfCategory } from './sources/aslSuppliers.ts';

/** Every restful action of the purchasing module. */
export const purchaseActions = [
  ...requisitionActions,
  ...sourcesActions,
  ...ordersActions,
  ...deliveryActions,
  ...plansActions,
];
