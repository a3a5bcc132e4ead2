import { purchaseRequisition } from '@srm/core/documents/purchaseRequisition';
import dayjs from 'dayjs';
import type { Row } from '../../../components/DataTable/types.ts';
import { type DocumentScreenConfig, roundTo } from '../../../components/Document/config.ts';

/** The requisition's screens: its declaration plus what is special to it (amounts, defaults). */
export const requisitionScreens: DocumentScreenConfig = {
  def: purchaseRequisition,
  base: '/api/srmServer/v1/srmPurRequisitionRestful',
  editScreen: 'requisitionEdit',
  printScreen: 'requisitionPrint',
  testId: 'requisition',
  importHint: {
    CN: '组织、部门、品类、物料按编码填写，申请人填工号或姓名，供应商填供应商编号。',
    EN: 'Give organisation, department, category and material by code, the requester by employee number or name, the supplier by supplier number.',
  },
  attachmentPath: 'purchase/requisition',
  functionId: 'PUR_REQUISITION',
  // amount = quantity × estimated price (the server computes it again on save, cents half up)
  computeLine: (line: Row) => {
    const quantity = Number(line.quantity);
    const price = Number(line.estimatedPrice);
    return Number.isFinite(quantity) && Number.isFinite(price) && line.quantity != null && line.estimatedPrice != null
      ? { amount: roundTo(quantity * price, 2) }
      : { amount: null };
  },
  computeHeader: (lines: Row[]) => ({
    totalAmount: roundTo(
      lines.reduce((sum, l) => sum + (Number(l.amount) || 0), 0),
      2,
    ),
  }),
  newHeader: () => ({ currencyCode: 'CNY', needByDate: dayjs().add(14, 'day').format('YYYY-MM-DD'), totalAmount: 0 }),
  newLine: () => ({ unitCode: 'PCS', needByDate: dayjs().add(14, 'day').format('YYYY-MM-DD') }),
};
