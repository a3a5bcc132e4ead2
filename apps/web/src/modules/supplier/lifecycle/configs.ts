import { supplierBatchTrial } from '@srm/core/documents/supplierBatchTrial';
import { supplierDailyRecord } from '@srm/core/documents/supplierDailyRecord';
import { supplierInspection } from '@srm/core/documents/supplierInspection';
import { supplierInspectionPlan } from '@srm/core/documents/supplierInspectionPlan';
import { supplierSampleTrial } from '@srm/core/documents/supplierSampleTrial';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';

/*
 * The screens of the supplier lifecycle documents: each declaration plus where its calls live and its
 * defaults. The generic document list and edit screens do the rest.
 */

const API = '/api/srmServer/v1';
const today = () => dayjs().format('YYYY-MM-DD');

export const inspectionPlanScreens: DocumentScreenConfig = {
  def: supplierInspectionPlan,
  base: `${API}/srmSlcInspectionPlanRestful`,
  editScreen: 'supplierInspectionPlanEdit',
  printScreen: 'supplierInspectionPlanPrint',
  testId: 'inspectionPlan',
  attachmentPath: 'supplier/inspectionPlan',
  functionId: 'SLC_INSPECTION_PLAN',
  newHeader: () => ({ plannedDate: dayjs().add(7, 'day').format('YYYY-MM-DD'), templateCode: 'STANDARD' }),
  // A new plan starts with one team member's line.
  newLine: () => ({}),
};

export const inspectionScreens: DocumentScreenConfig = {
  def: supplierInspection,
  base: `${API}/srmSlcInspectionRestful`,
  editScreen: 'supplierInspectionEdit',
  printScreen: 'supplierInspectionPrint',
  testId: 'inspection',
  attachmentPath: 'supplier/inspection',
  functionId: 'SLC_INSPECTION',
  newHeader: () => ({ inspectionDate: today() }),
  // A new inspection starts with one item to score; the average shows once saved (the server computes it).
  newLine: () => ({}),
};

export const sampleTrialScreens: DocumentScreenConfig = {
  def: supplierSampleTrial,
  base: `${API}/srmSlcSampleTrialRestful`,
  editScreen: 'supplierSampleTrialEdit',
  printScreen: 'supplierSampleTrialPrint',
  testId: 'sampleTrial',
  attachmentPath: 'supplier/sampleTrial',
  functionId: 'SLC_SAMPLE_TRIAL',
  newHeader: () => ({ trialDate: today() }),
};

export const batchTrialScreens: DocumentScreenConfig = {
  def: supplierBatchTrial,
  base: `${API}/srmSlcBatchTrialRestful`,
  editScreen: 'supplierBatchTrialEdit',
  printScreen: 'supplierBatchTrialPrint',
  testId: 'batchTrial',
  attachmentPath: 'supplier/batchTrial',
  functionId: 'SLC_BATCH_TRIAL',
  newHeader: () => ({ trialDate: today() }),
};

export const dailyRecordScreens: DocumentScreenConfig = {
  def: supplierDailyRecord,
  base: `${API}/srmSlcDailyRecordRestful`,
  editScreen: 'supplierDailyRecordEdit',
  printScreen: 'supplierDailyRecordPrint',
  testId: 'dailyRecord',
  attachmentPath: 'supplier/dailyRecord',
  functionId: 'SLC_DAILY_RECORD',
  newHeader: () => ({ recordDate: today() }),
};
