import { dashboardActions } from './dashboard.ts';
import { loginCountActions } from './loginCount.ts';
import { quickMenuActions } from './quickMenus.ts';

/** Every restful action of the home module (the home pages' own data; to-dos and notices have their modules). */
export const homeActions = [...quickMenuActions, ...loginCountActions, ...dashboardActions];
