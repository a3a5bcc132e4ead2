import { averageAmount } from '@srm/core/documents/amounts';
import { supplierBatchTrial } from '@srm/core/documents/supplierBatchTrial';
import { supplierDailyRecord } from '@srm/core/documents/supplierDailyRecord';
import { supplierInspection } from '@srm/core/documents/supplierInspection';
import { supplierInspectionPlan } from '@srm/core/documents/supplierInspectionPlan';
import { supplierSampleTrial } from '@srm/core/documents/supplierSampleTrial';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { DocInput, StoredDoc } from '../../../platform/documents/binding.ts';
import {
  batchTrials,
  dailyRecords,
  inspectionPlanMembers,
  inspectionPlans,
  inspectionScores,
  inspections,
  sampleTrials,
} from '../lifecycleSchema.ts';
import {
  validateBatchTrialSubmit,
  validateInspection,
  validateInspectionPlan,
  validateInspectionSubmit,
  validateSupplierDoc,
  validScore,
} from './checks.ts';
import { presentLifecycle } from './names.ts';
// Registers the status transitions on approval (the listener lives with the rule).
import './transitions.ts';

/*
 * The supplier lifecycle documents (issue 7 item 5) bound to their tables. Everything generic is the
 * document engine's; their rules are in checks.ts, their names in names.ts, and what their approval
 * does to the supplier's status in transitions.ts.
 */

/** Scope: the supplier (a supplier user would see only its own) and the purchase category. */
const scope = { header: ['supplierId', 'categoryId'] } as const;

/** What the approval process may read. */
const workflowVariables = ({ header }: StoredDoc) => ({
  supplierId: header.supplierId,
  categoryId: header.categoryId,
  conclusion: header.conclusion,
});

/** The inspection's average score over its items (two decimals, half up). */
export function computeAverageScore(input: DocInput): void {
  input.header.totalScore = averageAmount(input.lines.map((l) => l.score).filter(validScore) as string[], 2);
}

const inspectionPlanActions = bindDocumentType(supplierInspectionPlan, {
  server: 'srmServer',
  entity: 'srmSlcInspectionPlan',
  header: inspectionPlans,
  lines: { table: inspectionPlanMembers, parentKey: 'inspectionPlanId' },
  scope,
  hooks: { validate: validateInspectionPlan, workflowVariables, present: presentLifecycle },
});

const inspectionActions = bindDocumentType(supplierInspection, {
  server: 'srmServer',
  entity: 'srmSlcInspection',
  header: inspections,
  lines: { table: inspectionScores, parentKey: 'inspectionId' },
  scope,
  hooks: {
    validate: validateInspection,
    compute: computeAverageScore,
    validateSubmit: validateInspectionSubmit,
    workflowVariables,
    present: presentLifecycle,
  },
});

const sampleTrialActions = bindDocumentType(supplierSampleTrial, {
  server: 'srmServer',
  entity: 'srmSlcSampleTrial',
  header: sampleTrials,
  scope,
  hooks: { validate: validateSupplierDoc, workflowVariables, present: presentLifecycle },
});

// Only its creator may edit it (the declaration's editActor owner; the default isOwner is the creator).
const batchTrialActions = bindDocumentType(supplierBatchTrial, {
  server: 'srmServer',
  entity: 'srmSlcBatchTrial',
  header: batchTrials,
  scope,
  hooks: {
    validate: validateSupplierDoc,
    validateSubmit: validateBatchTrialSubmit,
    workflowVariables,
    present: presentLifecycle,
  },
});

const dailyRecordActions = bindDocumentType(supplierDailyRecord, {
  server: 'srmServer',
  entity: 'srmSlcDailyRecord',
  header: dailyRecords,
  scope: { header: ['supplierId'] },
  hooks: { validate: validateSupplierDoc, present: presentLifecycle },
});

export const lifecycleDocumentActions = [
  ...inspectionPlanActions,
  ...inspectionActions,
  ...sampleTrialActions,
  ...batchTrialActions,
  ...dailyRecordActions,
];
