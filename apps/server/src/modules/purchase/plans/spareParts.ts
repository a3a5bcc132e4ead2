import { spareParts } from '@srm/core/documents/spareParts';
import { ne } from 'drizzle-orm';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import { sparePartsLines, sparePartsLists } from '../planSchema.ts';
import { orgSupplierChecks } from './planChecks.ts';
import { presentPlanDocs } from './planNames.ts';
import { afterSparePartsStep } from './planSteps.ts';

/** The spare parts list (备件清单) bound to its tables: the buyer writes and publishes, the supplier confirms. */
export const sparePartsActions = bindDocumentType(spareParts, {
  server: 'srmServer',
  entity: 'srmPurSpareParts',
  header: sparePartsLists,
  lines: { table: sparePartsLines, parentKey: 'sparePartsId' },
  scope: { header: ['orgId', 'supplierId'] },
  supplierWhere: ne(sparePartsLists.status, 'DRAFT'),
  hooks: {
    validate: orgSupplierChecks({ tradeBlock: true }),
    present: presentPlanDocs,
    afterStep: afterSparePartsStep,
  },
});
