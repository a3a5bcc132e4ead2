import { addressActions } from './address.ts';
import { bankActions } from './bank.ts';
import { districtActions } from './districts.ts';
import { exchangeRateActions } from './exchangeRate.ts';
import { materialPickerActions } from './materialPicker.ts';
import { materialMaintenanceActions } from './materials.ts';
import { paymentTermActions } from './paymentTerm.ts';
import { purchaseCategoryActions } from './purchaseCategory.ts';
import { purchasingGroupActions } from './purchasingGroup.ts';
// Names of category and purchasing-group permits, provided to admin when the module is loaded.
import './permitValueNames.ts';

/** What other modules may use of the base-data module. */
export { addressesByIds } from './address.ts';
export { districtFullName, districtTree, isDistrict } from './districts.ts';
export { rateOn } from './exchangeRate.ts';
export { registerBaseImportRoutes } from './imports.ts';
export { materialsByCodes, materialsByIds, materialTable, materialTitle } from './materialService.ts';
export { provideMaterialOnRequisitions } from './materialUse.ts';
export { registerMoreImportRoutes } from './moreImports.ts';
export { nodesOf as paymentTermNodesOf, paymentStageNames, paymentTermsByIds } from './paymentTerm.ts';
export { categoriesByCodes, categoriesByIds } from './purchaseCategory.ts';
export { purchasingGroupsByIds } from './purchasingGroup.ts';
export { seedBaseDemo } from './seed.ts';

/** Every restful action of the base-data module. */
export const baseActions = [
  ...purchaseCategoryActions,
  ...purchasingGroupActions,
  ...materialMaintenanceActions,
  ...materialPickerActions,
  ...exchangeRateActions,
  ...paymentTermActions,
  ...districtActions,
  ...bankActions,
  ...addressActions,
];
