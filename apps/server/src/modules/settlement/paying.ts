import type { DocumentTypeDef } from '@srm/core/documents/types';
import { roundMoney } from '@srm/core/settlement/money';
import type { DbOrTx } from '../../platform/db/types.ts';
import { onApprovalEnded } from '../../platform/documents/approval.ts';
import { queueOutbox } from '../../platform/outbox/outbox.ts';
import { PAYMENT_NOTICE, sendMessage } from '../message/index.ts';
import { suppliersByIds } from '../supplier/index.ts';

/*
 * What the two documents that pay a supplier (advance, payment application) do alike once decided: approved,
 * they are posted to the ERP through the integration outbox in the approving transaction (the ERP pays them);
 * paid, the supplier's users are told — the payment notice, through the message centre (source PAYMENT_NOTICE:
 * its templates, channels and receivers are configured there) — and from then on see the document on their
 * notices page (its binding's supplierWhere).
 */

type PayingType = Pick<DocumentTypeDef, 'billType' | 'numberKey' | 'supplierMenuCode'>;

/** Posts every approved document of `def` to the ERP: its header as `payload(header)` describes it. */
export function postApprovedToErp(
  def: PayingType,
  payload: (tx: DbOrTx, header: Record<string, unknown>, docId: number) => Promise<Record<string, unknown>>,
) {
  onApprovalEnded(async (tx, event) => {
    if (event.billType !== def.billType || event.outcome !== 'APPROVED') return;
    const supplierId = event.header.supplierId as number;
    const supplier = (await suppliersByIds(tx, [supplierId])).get(supplierId);
    await queueOutbox(tx, {
      target: 'SAP',
      billType: def.billType,
      docId: event.docId,
      docNumber: event.docNumber,
      title: supplier?.supplierName ?? null,
      userId: null,
      payload: {
        action: 'PAY_REQUEST',
        number: event.docNumber,
        orgId: event.header.orgId,
        supplierNumber: supplier?.supplierNumber ?? null,
        supplierName: supplier?.supplierName ?? null,
        currencyCode: event.header.currencyCode,
        ...(await payload(tx, event.header, event.docId)),
      },
    });
  });
}

/** The payment notice of a document just paid (its stored header): a message to every user of its supplier. */
export async function sendPaymentNotice(
  tx: DbOrTx,
  def: PayingType,
  h: Record<string, unknown>,
  amountKey: string,
  userId: number,
) {
  const number = String(h[def.numberKey]);
  const currency = String(h.currencyCode);
  const params = { number, amount: roundMoney(String(h[amountKey]), currency), currency };
  await sendMessage(tx, {
    sourceCode: PAYMENT_NOTICE,
    variables: { ...params, paidDate: String(h.paidDate ?? ''), reference: String(h.paymentReference ?? '') },
    receivers: { supplierIds: [h.supplierId as number] },
    bill: {
      billType: def.billType,
      billId: h.id as number,
      billNumber: number,
      menuCode: def.supplierMenuCode ?? null,
    },
    senderUserId: userId,
  });
}
