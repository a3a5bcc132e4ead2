import { capacityAssessment } from '@srm/core/documents/capacityAssessment';
import { PLAN_WEEKS, purchasePlan } from '@srm/core/documents/purchasePlan';
import { spareParts } from '@srm/core/documents/spareParts';
import { supplierInventory } from '@srm/core/documents/supplierInventory';
import type { DocumentTypeDef } from '@srm/core/documents/types';
import dayjs from 'dayjs';
import type { Row } from '../../../components/DataTable/types.ts';
import { type DocumentScreenConfig, roundTo } from '../../../components/Document/config.ts';
import './refSources.ts';

/*
 * The screens of the four documents of this part, each on the buyers' page and on the supplier
 * portal's page. The supplier's screens read the buttons of its own page: the same declaration with
 * the supplier menu as the web's menu code (the server accepts either menu on every call).
 */

const SERVER = '/api/srmServer/v1';
const onSupplierPage = (def: DocumentTypeDef): DocumentTypeDef => ({
  ...def,
  menuCode: def.supplierMenuCode ?? def.menuCode,
});

const planBase: Omit<DocumentScreenConfig, 'def' | 'editScreen' | 'testId'> = {
  base: `${SERVER}/srmPurPlanRestful`,
  attachmentPath: 'purchase/plan',
  functionId: 'PUR_ROLLING_PLAN',
  actionCalls: { return: 'return' },
  computeLine: (line: Row) => ({
    totalQuantity: roundTo(
      PLAN_WEEKS.reduce((sum, w) => sum + (Number(line[w]) || 0), 0),
      4,
    ),
  }),
  newHeader: () => ({ planType: 'ROLLING', planPeriod: dayjs().add(1, 'month').format('YYYY-MM'), planVersion: 1 }),
  newLine: () => ({ unitCode: 'PCS', needByDate: dayjs().add(1, 'month').format('YYYY-MM-DD') }),
};

export const planScreens: DocumentScreenConfig = {
  ...planBase,
  def: purchasePlan,
  editScreen: 'purchasePlanEdit',
  testId: 'plan',
};
export const planSupplierScreens: DocumentScreenConfig = {
  ...planBase,
  def: onSupplierPage(purchasePlan),
  editScreen: 'purchasePlanSupplierEdit',
  testId: 'plan',
};

const inventoryBase = {
  base: `${SERVER}/srmPurSupplierInventoryRestful`,
  attachmentPath: 'purchase/supplierInventory',
  functionId: 'PUR_SUPPLIER_INVENTORY',
  testId: 'inventory',
  newHeader: () => ({ asOfDate: dayjs().format('YYYY-MM-DD') }),
  newLine: () => ({ unitCode: 'PCS' }),
};
export const inventoryScreens: DocumentScreenConfig = {
  ...inventoryBase,
  def: supplierInventory,
  editScreen: 'supplierInventoryEdit',
};
export const inventorySupplierScreens: DocumentScreenConfig = {
  ...inventoryBase,
  def: onSupplierPage(supplierInventory),
  editScreen: 'supplierInventorySupplierEdit',
};

const capacityBase = {
  base: `${SERVER}/srmPurCapacityAssessmentRestful`,
  attachmentPath: 'purchase/capacity',
  functionId: 'PUR_CAPACITY',
  testId: 'capacity',
  actionCalls: { return: 'return' },
};
export const capacityScreens: DocumentScreenConfig = {
  ...capacityBase,
  def: capacityAssessment,
  editScreen: 'capacityAssessmentEdit',
};
export const capacitySupplierScreens: DocumentScreenConfig = {
  ...capacityBase,
  def: onSupplierPage(capacityAssessment),
  editScreen: 'capacityAssessmentSupplierEdit',
};

const sparePartsBase = {
  base: `${SERVER}/srmPurSparePartsRestful`,
  attachmentPath: 'purchase/spareParts',
  functionId: 'PUR_SPARE_PARTS',
  testId: 'spareParts',
};
export const sparePartsScreens: DocumentScreenConfig = {
  ...sparePartsBase,
  def: spareParts,
  editScreen: 'sparePartsEdit',
};
export const sparePartsSupplierScreens: DocumentScreenConfig = {
  ...sparePartsBase,
  def: onSupplierPage(spareParts),
  editScreen: 'sparePartsSupplierEdit',
};
