import type { DemoMenu } from '../menuKit.ts';

/** Purchase plans, supplier inventory, capacity assessment and spare parts (issue 8 item 6). */
export const planMenus = (): DemoMenu[] => [];
