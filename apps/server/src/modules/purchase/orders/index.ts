import type { ActionDef } from '../../../platform/http/action.ts';
import { orderDocumentActions } from './order.ts';
import { orderCallActions } from './orderCalls.ts';
import { listRequisitionOrders } from './requisitionOrders.ts';

/** Every restful action of the orders part of procurement execution (issue 8). */
export const ordersActions: ActionDef[] = [...orderDocumentActions, ...orderCallActions, listRequisitionOrders];
