import { supplierInventory } from '@srm/core/documents/supplierInventory';
import { ne } from 'drizzle-orm';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import { supplierInventories, supplierInventoryLines } from '../planSchema.ts';
import { orgSupplierChecks } from './planChecks.ts';
import { presentPlanDocs } from './planNames.ts';

/** The supplier inventory report (供应商库存) bound to its tables: written by its supplier, read by buyers of the organisation. */
export const supplierInventoryActions = bindDocumentType(supplierInventory, {
  server: 'srmServer',
  entity: 'srmPurSupplierInventory',
  header: supplierInventories,
  lines: { table: supplierInventoryLines, parentKey: 'inventoryId' },
  scope: { header: ['orgId', 'supplierId'] },
  // Buyers read a report once its supplier submitted it, never its draft (404 before).
  buyerWhere: ne(supplierInventories.status, 'DRAFT'),
  hooks: { validate: orgSupplierChecks(), present: presentPlanDocs },
});
