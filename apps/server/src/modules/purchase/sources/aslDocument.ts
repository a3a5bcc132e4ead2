import { purchaseAsl } from '@srm/core/documents/purchaseAsl';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { BoundType, DocumentBinding, StoredDoc } from '../../../platform/documents/binding.ts';
import { aslApplicationLines, aslApplications } from '../sourceSchema.ts';
import { validateAsl, validateAslSubmit } from './aslChecks.ts';
import { presentSources } from './sourceNames.ts';

/*
 * The approved-supplier-list application (货源清单申请, PUR_ASL) bound to its tables. What its
 * approval leaves behind (entries) is in aslApply.ts; the entries' list in aslEntryList.ts.
 */
const aslBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurAsl',
  header: aslApplications,
  lines: { table: aslApplicationLines, parentKey: 'aslId' },
  scope: { header: ['orgId'], lines: ['categoryId'] },
  hooks: {
    validate: validateAsl,
    validateSubmit: validateAslSubmit,
    present: presentSources,
    workflowVariables: ({ header, lines }: StoredDoc) => ({
      orgId: header.orgId,
      applyType: header.applyType,
      aslNumber: header.aslNumber,
      lineCount: lines.length,
    }),
  },
};

/** The bound type, for the seed (refreshLineScope) and for tests. */
export const aslBound: BoundType = { def: purchaseAsl, binding: aslBinding };

export const aslActions = bindDocumentType(purchaseAsl, aslBinding);
