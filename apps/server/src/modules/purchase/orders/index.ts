import type { ActionDef } from '../../../platform/http/action.ts';

/** Every restful action of the orders part of procurement execution (issue 8). */
export const ordersActions: ActionDef[] = [];
