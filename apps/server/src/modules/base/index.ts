import { purchaseCategoryActions } from './purchaseCategory.ts';
import { purchasingGroupActions } from './purchasingGroup.ts';

/** What other modules may use of the base-data module. */
export { categoriesByCodes, categoriesByIds } from './purchaseCategory.ts';
export { purchasingGroupsByIds } from './purchasingGroup.ts';

/** Every restful action of the base-data module. */
export const baseActions = [...purchaseCategoryActions, ...purchasingGroupActions];
