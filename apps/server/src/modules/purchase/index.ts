import { deliveryActions } from './delivery/index.ts';
import { ordersActions } from './orders/index.ts';
import { plansActions } from './plans/index.ts';
import { requisitionActions } from './requisition.ts';
import { sourcesActions } from './sources/index.ts';
// The requisition-line check of materials, provided to base data when the module is loaded.
import './materialUse.ts';

/** What other modules may use of the purchasing module. */
export {
  type DeliveryAccuracy,
  deliveryAccuracy,
  deliveryFigures,
  orderFigures,
  receiptsValue,
} from './homeFigures.ts';
export { seedPurchaseDemo } from './seed.ts';

/** Every restful action of the purchasing module. */
export const purchaseActions = [
  ...requisitionActions,
  ...sourcesActions,
  ...ordersActions,
  ...deliveryActions,
  ...plansActions,
];
