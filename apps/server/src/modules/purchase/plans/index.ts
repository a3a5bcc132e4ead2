import type { ActionDef } from '../../../platform/http/action.ts';

/** Every restful action of the plans part of procurement execution (issue 8). */
export const plansActions: ActionDef[] = [];
