import { formatDate } from '@srm/core';
import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { isNotNull } from 'drizzle-orm';
import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { BoundType, StoredDoc } from '../../../platform/documents/binding.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { reconcileOrderAgreement } from './orderAgreement.ts';
import { computeOrderAmounts } from './orderAmounts.ts';
import { presentOrders } from './orderNames.ts';
import { validateOrder, validateOrderSubmit } from './orderRules.ts';
import { queueOrderToSap } from './orderSap.ts';
import { afterOrderSave, afterOrderStep, beforeOrderStep } from './orderSteps.ts';

/*
 * The purchase order (采购订单, issue 8 item 3): the declaration of packages/core bound to its tables.
 * Numbers POyyMMdd0001, states, versions, buttons, scope, history, approval and printing are the
 * engine's; the order's rules, names, amounts and side effects are in the files beside this one.
 */

function workflowVariables({ header }: StoredDoc): Record<string, unknown> {
  return {
    orgId: header.orgId,
    supplierId: header.supplierId,
    purchasingGroupId: header.purchasingGroupId,
    currencyCode: header.currencyCode,
    totalAmount: Number(header.totalWithTax),
    totalAmountText: header.totalWithTax,
    orderNumber: header.orderNumber,
  };
}

export const orderBinding = {
  server: 'srmServer' as const,
  entity: 'srmPoHeader',
  header: purchaseOrders,
  lines: { table: purchaseOrderLines, parentKey: 'orderId' },
  scope: { header: ['orgId', 'supplierId', 'purchasingGroupId'] as const, lines: ['categoryId'] as const },
  // A supplier sees an order only once it was published to it, never the buyer's drafts.
  supplierWhere: isNotNull(purchaseOrders.publishDate),
  hooks: {
    validate: validateOrder,
    compute: computeOrderAmounts,
    validateSubmit: validateOrderSubmit,
    afterSave: afterOrderSave,
    beforeStep: beforeOrderStep,
    afterStep: afterOrderStep,
    workflowVariables,
    present: presentOrders,
    // The creator, or the buyer named on it.
    isOwner: (header: StoredDoc['header'], user: { userId: number }) =>
      header.createdBy === user.userId || header.buyerId === user.userId,
  },
};

export const orderBound: BoundType = { def: purchaseOrder, binding: orderBinding };

export const orderDocumentActions = bindDocumentType(purchaseOrder, orderBinding);

// An approved order or alteration goes to SAP in the transaction that approved it; every approval of an
// order called off an agreement moves the agreement to its lines then (first approval, alteration).
onApprovalEnded(async (tx, event) => {
  if (event.billType !== purchaseOrder.billType || event.outcome !== 'APPROVED') return;
  await reconcileOrderAgreement(tx, event.docId, formatDate(new Date()));
  await queueOrderToSap(tx, event);
});
