import { t } from '@srm/core';
import { deliveryNotice } from '@srm/core/documents/deliveryNotice';
import { ne } from 'drizzle-orm';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import {
  cancelSupplierPendings,
  handleSupplierPendings,
  openSupplierPending,
} from '../../../platform/pending/supplierPendings.ts';
import { deliveryNoticeLines, deliveryNotices } from '../deliverySchema.ts';
import { presentDelivery } from './names.ts';
import { isShippable, orderLinesByIds } from './orderQuantities.ts';

/*
 * The delivery notice's binding (issue 8 item 4): the buyer asks its supplier for quantities by date
 * on open lines of the supplier's confirmed orders, publishes it (a supplier to-do), the supplier
 * answers (noticeAnswer.ts) and confirms (to-do handled); the buyer may close it (to-do cancelled).
 * A supplier never sees the buyer's drafts.
 */

export const NOTICE_BILL_TYPE = 'PUR_DELIVERY_NOTICE';

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const supplierId = Number(input.header.supplierId);
  const orgId = Number(input.header.orgId);
  const orderLines = await orderLinesByIds(
    ctx.tx,
    input.lines.map((l) => Number(l.orderLineId)),
  );
  const errors: FieldError[] = [];
  for (const [i, line] of input.lines.entries()) {
    const orderLine = orderLines.get(Number(line.orderLineId));
    line.materialId = orderLine?.materialId ?? null;
    if (!isShippable(orderLine, supplierId)) {
      errors.push({ field: `lines.${i}.orderLineId`, message: t('delivery.orderLineNotOpen', ctx.lang) });
    } else if (orderLine!.orgId !== orgId) {
      errors.push({ field: `lines.${i}.orderLineId`, message: t('delivery.orderLineOtherOrg', ctx.lang) });
    }
  }
  if (input.lines.length === 0) errors.push({ field: 'lines', message: t('document.noLines', ctx.lang) });
  return errors;
}

async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const where = { billType: NOTICE_BILL_TYPE, billId: doc.header.id, userId: ctx.user.userId };
  if (step.action === 'publish') {
    const number = String(doc.header.deliveryNoticeNumber);
    await openSupplierPending(ctx.tx, {
      supplierId: doc.header.supplierId as number,
      pendingTitle: t('delivery.noticeTodo', ctx.lang, { number }),
      billType: NOTICE_BILL_TYPE,
      billId: doc.header.id,
      billNumber: number,
      menuCode: 'SUP_DELIVERY_NOTICE',
      orgId: doc.header.orgId as number,
      createdBy: ctx.user.userId,
    });
  } else if (step.action === 'confirm') {
    await handleSupplierPendings(ctx.tx, { ...where, supplierId: doc.header.supplierId as number });
  } else if (step.action === 'close') {
    await cancelSupplierPendings(ctx.tx, where);
  }
}

export const noticeBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmPurDeliveryNotice',
  header: deliveryNotices,
  lines: { table: deliveryNoticeLines, parentKey: 'deliveryNoticeId' },
  scope: { header: ['orgId', 'supplierId'] },
  supplierWhere: ne(deliveryNotices.status, 'DRAFT'),
  hooks: { validate, afterStep, present: presentDelivery },
};

export const noticeType: BoundType = { def: deliveryNotice, binding: noticeBinding };
