import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Payment terms (付款条件, spec "payment proportions") on Base data → Payment terms (BASE_PAYMENT_TERM): a term
 * is paid in nodes — a stage, an event, days after it and a proportion — saved with the term, adding up to
 * exactly 100 % (modules/base/paymentTerm.ts).
 */
export const paymentTermList: MasterListDef = {
  server: 'baseServer',
  entity: 'basePaymentTerm',
  name: { CN: '付款条件', EN: 'Payment terms' },
  one: { CN: '付款条件', EN: 'payment term' },
  menuCode: 'BASE_PAYMENT_TERM',
  readers: 'internal',
  idKey: 'paymentTermId',
  codeKey: 'termCode',
  nameKey: 'termName',
  nameEnKey: 'termNameEn',
  fields: [
    ...codeAndNames(
      { code: 'termCode', name: 'termName', nameEn: 'termNameEn' },
      { code: { CN: '条件编码', EN: 'Term code' }, name: { CN: '条件名称', EN: 'Term name' } },
    ),
    { key: 'description', label: { CN: '说明', EN: 'Description' }, type: 'textarea', maxLength: 512 },
  ],
  orderBy: ['termCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};
