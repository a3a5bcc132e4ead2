import { capacityAssessment } from '@srm/core/documents/capacityAssessment';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import { capacityAssessmentLines, capacityAssessments } from '../planSchema.ts';
import { orgSupplierChecks } from './planChecks.ts';
import { presentPlanDocs } from './planNames.ts';
import { afterCapacityStep } from './planSteps.ts';

/** The capacity assessment (产能评估) bound to its tables: the supplier writes and submits, a buyer approves or returns. */
export const capacityAssessmentActions = bindDocumentType(capacityAssessment, {
  server: 'srmServer',
  entity: 'srmPurCapacityAssessment',
  header: capacityAssessments,
  lines: { table: capacityAssessmentLines, parentKey: 'assessmentId' },
  scope: { header: ['orgId', 'supplierId'] },
  hooks: {
    validate: orgSupplierChecks({ materialOrCategory: true }),
    present: presentPlanDocs,
    afterStep: afterCapacityStep,
  },
});
