import { addressActions } from './address.ts';
import { bankActions } from './bank.ts';
import { districtActions } from './districts.ts';
import { exchangeRateActions } from './exchangeRate.ts';
import { materialMaintenanceActions } from './materials.ts';
import { paymentTermActions } from './paymentTerm.ts';
import { purchaseCategoryActions } from './purchaseCategory.ts';
import { purchasingGroupActions } from './purchasingGroup.ts';

/** What other modules may use of the base-data module. */
export { addressesByIds } from './address.ts';
export { districtFullName, districtTree, isDistrict } from './districts.ts';
export { rateOn } from './exchangeRate.ts';
export { registerBaseImportRoutes } from './imports.ts';
export { registerMoreImportRoutes } from './moreImports.ts';
export { paymentTermsByIds } from './paymentTerm.ts';
export { categoriesByCodes, categoriesByIds } from './purchaseCategory.ts';
export { purchasingGroupsByIds } from './purchasingGroup.ts';
export { seedBaseDemo } from './seed.ts';

/** Every restful action of the base-data module. */
export const baseActions = [
  ...purchaseCategoryActions,
  ...purchasingGroupActions,
  ...materialMaintenanceActions,
  ...exchangeRateActions,
  ...paymentTermActions,
  ...districtActions,
  ...bankActions,
  ...addressActions,
];
