import type { ActionDef, FieldDef } from './types.ts';

/*
 * What the two documents that pay a supplier (an advance, a payment application) declare alike: finance
 * registers the bank's payment of an approved one — the date it was paid and the bank's reference — which
 * is its payment notice to the supplier. The fields are read-only on the form: the pay action sets them.
 */

const paidDate: FieldDef = { key: 'paidDate', label: { CN: '付款日期', EN: 'Paid on' }, type: 'date', required: true };
const paymentReference: FieldDef = {
  key: 'paymentReference',
  label: { CN: '银行流水号', EN: 'Bank reference' },
  type: 'text',
  required: true,
  maxLength: 64,
};

/** The header's record of the payment (read-only: set by `pay`). */
export const paidFields: FieldDef[] = [
  { ...paidDate, required: false, readOnly: true },
  { ...paymentReference, required: false, readOnly: true },
];

/**
 * Finance registers the payment of an approved document (APPROVED → PAID, button btnPay), asked with the
 * amount paid (the header field `amountKey`) and the supplier named: money is posted only once confirmed.
 */
export const payAction = (amountKey: string): ActionDef => ({
  label: { CN: '登记付款', EN: 'Register payment' },
  from: ['APPROVED'],
  to: 'PAID',
  resource: 'btnPay',
  actor: 'holder',
  kind: 'save',
  asks: [paidDate, paymentReference],
  confirm: {
    CN: `登记已向 {supplierName} 付款 {${amountKey}} {currencyCode}，并通知供应商。`,
    EN: `Registers {${amountKey}} {currencyCode} as paid to {supplierName} and tells the supplier.`,
  },
});
