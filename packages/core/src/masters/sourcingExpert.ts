import type { MasterListDef } from './types.ts';

/*
 * The expert library (专家库) on Sourcing → Experts (SRC_EXPERT): the people who evaluate tenders — internal
 * (a person of the company) or external (a company, phone, email, an ID number shown masked in lists) —,
 * their fields of expertise (purchase categories) and the suppliers they are tied to (conflicts: the random
 * draw of a tender's committee leaves them out for those suppliers' events). Only holders of the menu read
 * it; supplier users never do (403 on every action).
 */
export const sourcingExpertList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSrcExpert',
  name: { CN: '专家库', EN: 'Expert library' },
  one: { CN: '专家', EN: 'expert' },
  menuCode: 'SRC_EXPERT',
  readers: 'menu',
  idKey: 'expertId',
  codeKey: 'expertCode',
  nameKey: 'expertName',
  fields: [
    {
      key: 'expertCode',
      label: { CN: '专家编码', EN: 'Expert code' },
      type: 'code',
      required: true,
      maxLength: 64,
      column: 120,
    },
    {
      key: 'expertName',
      label: { CN: '专家姓名', EN: 'Name' },
      type: 'text',
      required: true,
      maxLength: 128,
      column: 120,
    },
    {
      key: 'expertSource',
      label: { CN: '专家类型', EN: 'Expert type' },
      type: 'lookup',
      lookupType: 'SRC_EXPERT_SOURCE',
      required: true,
      defaultValue: 'INTERNAL',
      filter: true,
      column: 100,
    },
    {
      key: 'personId',
      label: { CN: '内部人员', EN: 'Internal person' },
      type: 'ref',
      ref: 'person',
      hint: { CN: '内部专家必填', EN: 'Required for an internal expert' },
      column: false,
    },
    { key: 'company', label: { CN: '所在单位', EN: 'Company' }, type: 'text', maxLength: 200, column: 180 },
    { key: 'phone', label: { CN: '电话', EN: 'Phone' }, type: 'text', maxLength: 32, column: false },
    { key: 'email', label: { CN: '邮箱', EN: 'Email' }, type: 'text', maxLength: 128, column: false },
    {
      key: 'idNumber',
      label: { CN: '证件号码', EN: 'ID number' },
      type: 'text',
      maxLength: 32,
      hint: { CN: '列表中仅显示首尾各 3 位', EN: 'Lists show only its first and last 3 characters' },
      column: 150,
    },
    { key: 'expertTitle', label: { CN: '职称', EN: 'Title' }, type: 'text', maxLength: 64, column: false },
    {
      key: 'expertLevel',
      label: { CN: '专家级别', EN: 'Level' },
      type: 'lookup',
      lookupType: 'SRC_EXPERT_LEVEL',
      filter: true,
      column: 100,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000, column: false },
  ],
  orderBy: ['expertCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};

/** An ID number as lists show it: the first and last three characters, the rest masked. */
export function maskIdNumber(idNumber: string | null | undefined): string | null {
  if (!idNumber) return null;
  if (idNumber.length <= 6) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 6)}${idNumber.slice(-3)}`;
}

/** What an ID number may hold: letters, digits and '-' (a masked value sent back is refused, never stored). */
export const ID_NUMBER_PATTERN = /^[0-9A-Za-z-]{6,32}$/;

/** A phone: digits, spaces, + - ( ) and an extension. */
export const PHONE_PATTERN = /^[0-9+\-() ]{5,32}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
