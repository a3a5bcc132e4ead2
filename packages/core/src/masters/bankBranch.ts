import type { MasterListDef } from './types.ts';

/**
 * Bank branches (开户支行) on Base data → Banks and branches (BASE_BANK), a branch identified by its 12-digit
 * CNAPS code (联行号). The server shows each with its bank's code and name and its district's full name;
 * the registration page's public search and the Excel import stay hand-written beside the binding
 * (apps/server/src/modules/base/bank.ts, moreImports.ts).
 */
export const bankBranchList: MasterListDef = {
  server: 'baseServer',
  entity: 'baseBankBranch',
  name: { CN: '支行', EN: 'Branches' },
  one: { CN: '支行', EN: 'branch' },
  menuCode: 'BASE_BANK',
  readers: 'internal',
  idKey: 'branchId',
  codeKey: 'cnapsCode',
  nameKey: 'branchName',
  fields: [
    {
      key: 'bankId',
      label: { CN: '银行名称', EN: 'Bank name' },
      type: 'ref',
      ref: 'bank',
      required: true,
      filter: true,
    },
    {
      key: 'cnapsCode',
      label: { CN: '联行号', EN: 'CNAPS code' },
      type: 'code',
      required: true,
      maxLength: 12,
      searched: true,
    },
    {
      key: 'branchName',
      label: { CN: '支行名称', EN: 'Branch name' },
      type: 'text',
      required: true,
      maxLength: 240,
      searched: true,
    },
    { key: 'districtCode', label: { CN: '所在地区', EN: 'District' }, type: 'text', maxLength: 12, column: false },
  ],
  orderBy: ['cnapsCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
};
