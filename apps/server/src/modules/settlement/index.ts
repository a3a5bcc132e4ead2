import { listSupply } from './supplyList.ts';

/** Settlement (对账结算, issue 18): the supply storage so far; statements, invoices and payments follow. */
export const settlementActions = [listSupply];
export { addReceiptSupply, type ReceivedSupply } from './supply.ts';
