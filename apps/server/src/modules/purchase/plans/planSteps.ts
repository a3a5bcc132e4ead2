import { t } from '@srm/core';
import type { DocContext, StepTaken, StoredDoc } from '../../../platform/documents/binding.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../../platform/pending/supplierPendings.ts';
import { notify } from '../../notice/index.ts';

/*
 * What the declared actions of plans and spare parts do besides moving the state (afterStep hooks):
 * publishing opens the supplier's to-do; the supplier's confirm or return handles it and tells the
 * buyer who wrote the document (a notification, with the reason of a return); closing cancels what
 * is still open.
 */

/** The supplier to-do's bill type of a plan: an MRP plan opens the plan dialog, a rolling plan its page. */
export const planTodoType = (planType: unknown) =>
  planType === 'MRP' ? 'PUR_PURCHASE_MRP_PLAN' : 'ROLLING_STOCK_PLAN';

export async function afterPlanStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const h = doc.header;
  const billType = planTodoType(h.planType);
  const number = String(h.planNumber);
  const where = { billType, billId: h.id, userId: ctx.user.userId };
  switch (step.action) {
    case 'publish':
      await openSupplierPending(ctx.tx, {
        supplierId: h.supplierId as number,
        pendingTitle: t('plan.todoTitle', ctx.lang, { number, period: String(h.planPeriod) }),
        billType,
        billId: h.id,
        billNumber: number,
        menuCode: billType === 'ROLLING_STOCK_PLAN' ? 'SUP_ROLLING_PLAN' : null,
        orgId: h.orgId as number,
        createdBy: ctx.user.userId,
      });
      return;
    case 'confirm':
    case 'return': {
      await handleSupplierPendings(ctx.tx, { ...where, supplierId: h.supplierId as number });
      const title =
        step.action === 'confirm'
          ? t('plan.confirmedNotice', ctx.lang, { number })
          : t('plan.returnedNotice', ctx.lang, { number, reason: step.comment ?? '' });
      await notifyCreator(ctx, doc, title, 'ROLLING_STOCK_PLAN');
      return;
    }
    case 'close':
      await cancelSupplierPendings(ctx.tx, where);
      return;
  }
}

export async function afterSparePartsStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const h = doc.header;
  const where = { billType: 'PUR_SPARE_PARTS', billId: h.id, userId: ctx.user.userId };
  if (step.action === 'publish') {
    await openSupplierPending(ctx.tx, {
      supplierId: h.supplierId as number,
      pendingTitle: t('spareParts.todoTitle', ctx.lang, { number: String(h.sparePartsNumber) }),
      billType: 'PUR_SPARE_PARTS',
      billId: h.id,
      billNumber: String(h.sparePartsNumber),
      menuCode: 'SUP_SPARE_PARTS',
      orgId: h.orgId as number,
      createdBy: ctx.user.userId,
    });
  } else if (step.action === 'confirm') {
    await handleSupplierPendings(ctx.tx, { ...where, supplierId: h.supplierId as number });
  }
}

/** A returned capacity assessment: its supplier author learns why. */
export async function afterCapacityStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  if (step.action !== 'return') return;
  const number = String(doc.header.assessmentNumber);
  await notifyCreator(
    ctx,
    doc,
    t('capacity.returnedNotice', ctx.lang, { number, reason: step.comment ?? '' }),
    'PUR_CAPACITY_ASSESSMENT',
  );
}

/** Tells the document's creator; the notification opens the document like a to-do of `billType`. */
async function notifyCreator(ctx: DocContext, doc: StoredDoc, title: string, billType: string): Promise<void> {
  if (doc.header.createdBy == null) return;
  await notify(ctx.tx, {
    recipientUserIds: [doc.header.createdBy],
    title,
    billType,
    billId: doc.header.id,
    orgId: (doc.header.orgId as number) ?? null,
    createdBy: ctx.user.userId,
  });
}
