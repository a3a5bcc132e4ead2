import { deliveryActions } from './delivery/index.ts';
import { materialActions } from './materials.ts';
import { ordersActions } from './orders/index.ts';
import { plansActions } from './plans/index.ts';
import { requisitionActions } from './requisition.ts';
import { sourcesActions } from './sources/index.ts';

/** What other modules may use of the purchasing module. */
export {
  type DeliveryAccuracy,
  deliveryAccuracy,
  deliveryFigures,
  orderFigures,
  receiptsValue,
} from './homeFigures.ts';
export { materialsByIds } from './materials.ts';
export { seedPurchaseDemo } from './seed.ts';

/** Every restful action of the purchasing module. */
export const purchaseActions = [
  ...requisitionActions,
  ...materialActions,
  ...sourcesActions,
  ...ordersActions,
  ...deliveryActions,
  ...plansActions,
];
