import { provideSupplierDirectory } from '../../platform/suppliers/directory.ts';
import { allSupplierIds, groupIdsOfSupplierSql, suppliersOfGroups } from './supplierGroups.ts';
import { suppliersByIds } from './suppliers.ts';

// The modules below this one (admin, notice, message) name suppliers and resolve supplier groups through
// platform/suppliers/directory.ts; this fills it when the module is loaded (index.ts imports this file).
provideSupplierDirectory({
  namesByIds: suppliersByIds,
  allIds: allSupplierIds,
  membersOfGroups: suppliersOfGroups,
  groupIdsOfSupplierSql,
});
