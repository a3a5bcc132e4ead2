/** What other modules may use of the supplier module. */
export { qualificationWarnings } from './qualifications.ts';
export {
  allSupplierIds,
  groupIdsOfSupplierSql,
  seedSupplierGroupDemo,
  supplierGroupActions,
  suppliersOfGroups,
} from './supplierGroups.ts';
export { supplierInfoActions } from './supplierInfo.ts';
export { supplierActions, supplierById, suppliersByIds, suppliersByNumbers } from './suppliers.ts';
