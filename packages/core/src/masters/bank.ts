import type { MasterListDef } from './types.ts';

/** Banks (银行) on Base data → Banks and branches (BASE_BANK); their branches stay a list of their own (modules/base/bank.ts). */
export const bankList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseBank',
  name: { CN: '银行', EN: 'Banks' },
  one: { CN: '银行', EN: 'bank' },
  menuCode: 'BASE_BANK',
  readers: 'internal',
  idKey: 'bankId',
  codeKey: 'bankCode',
  nameKey: 'bankName',
  nameEnKey: 'bankNameEn',
  fields: [
    {
      key: 'bankCode',
      label: { CN: '银行编码', EN: 'Bank code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 140,
    },
    {
      key: 'bankName',
      label: { CN: '银行名称', EN: 'Bank name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 200,
    },
    { key: 'bankNameEn', label: { CN: '英文名称', EN: 'English name' }, type: 'text', maxLength: 128, column: 260 },
  ],
  orderBy: ['bankCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete', import: 'btnImport' },
};
