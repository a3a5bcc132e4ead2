import { z } from 'zod';
import { EMAIL_PATTERN } from '../forms/patterns.ts';
import { approvalActions } from './approvalActions.ts';
import { defineDocumentType, type Label } from './types.ts';

/*
 * Supplier change request (供应商信息变更, issue 7 item 3). A supplier changes its information only
 * through one: each line proposes one change of one section (base data, a contact, a bank account, an
 * address, a qualification) — ADD a row, CHANGE a row (targetId) or REMOVE it — with the proposed values
 * as JSON of that section's fields. Approved, the server applies exactly these lines in the transaction
 * that ends the approval; the differences (field by field) are shown before and after.
 */

export const SUPPLIER_CHANGE_BILL_TYPE = 'SLC_SUPPLIER_CHANGE';
export const SUPPLIER_CHANGE_MENU = 'SLC_CHANGE';

export const CHANGE_SECTIONS = ['BASE', 'CONTACT', 'BANK', 'ADDRESS', 'QUALIFICATION'] as const;
export type ChangeSection = (typeof CHANGE_SECTIONS)[number];
export const CHANGE_OPERATIONS = ['ADD', 'CHANGE', 'REMOVE'] as const;
export type ChangeOperation = (typeof CHANGE_OPERATIONS)[number];

const text = (max: number) => z.string().trim().max(max).nullish();
const required = (max: number) => z.string().trim().min(1, 'field.required').max(max);
const yn = z.enum(['Y', 'N']).default('N');
const email = z.string().trim().max(128).regex(EMAIL_PATTERN, 'supplierChange.email').nullish().or(z.literal(''));
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date')
  .nullish();

/** The proposed values of each section; the same schemas check the web form and the server's save. */
export const changeValueSchemas = {
  BASE: z.object({
    supplierShortName: text(128),
    supplierNameEn: text(256),
    supplierType: text(32),
    industry: text(128),
    legalPerson: text(64),
    registeredCapital: z
      .string()
      .regex(/^\d{1,18}(\.\d{1,2})?$/, 'field.number')
      .nullish(),
    establishDate: day,
    districtCode: text(12),
    registeredAddress: text(512),
    businessScope: text(4000),
    website: text(256),
    phone: text(32),
    email: email,
  }),
  CONTACT: z.object({
    contactName: required(64),
    position: text(64),
    mobile: text(32),
    phone: text(32),
    email: email,
    primaryFlag: yn,
  }),
  BANK: z.object({
    bankName: required(128),
    branchName: text(128),
    branchCode: text(32),
    accountName: required(256),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9 -]{6,64}$/, 'supplierChange.accountNumber'),
    currency: z.string().trim().min(1).max(8).default('CNY'),
    primaryFlag: yn,
  }),
  ADDRESS: z.object({
    addressType: required(32),
    districtCode: text(12),
    addressDetail: required(512),
    postcode: text(16),
  }),
  QUALIFICATION: z.object({
    qualificationType: required(64),
    qualificationName: required(256),
    qualificationNumber: text(128),
    issuer: text(256),
    validFrom: day,
    validTo: day,
    longTermFlag: yn,
    fileIds: text(1000),
  }),
} satisfies Record<ChangeSection, z.ZodType>;

/** The fields of each section with their labels, in the order screens show them and differences list them. */
export const CHANGE_FIELD_LABELS: Record<ChangeSection, Record<string, Label>> = {
  BASE: {
    supplierShortName: { CN: '简称', EN: 'Short name' },
    supplierNameEn: { CN: '英文名称', EN: 'English name' },
    supplierType: { CN: '供应商类型', EN: 'Supplier type' },
    industry: { CN: '行业', EN: 'Industry' },
    legalPerson: { CN: '法定代表人', EN: 'Legal representative' },
    registeredCapital: { CN: '注册资本(万元)', EN: 'Registered capital (10k)' },
    establishDate: { CN: '成立日期', EN: 'Established' },
    districtCode: { CN: '所在地区', EN: 'District' },
    registeredAddress: { CN: '注册地址', EN: 'Registered address' },
    businessScope: { CN: '经营范围', EN: 'Business scope' },
    website: { CN: '网址', EN: 'Website' },
    phone: { CN: '电话', EN: 'Phone' },
    email: { CN: '邮箱', EN: 'Email' },
  },
  CONTACT: {
    contactName: { CN: '联系人', EN: 'Contact' },
    position: { CN: '职务', EN: 'Position' },
    mobile: { CN: '手机', EN: 'Mobile' },
    phone: { CN: '电话', EN: 'Phone' },
    email: { CN: '邮箱', EN: 'Email' },
    primaryFlag: { CN: '主联系人', EN: 'Primary' },
  },
  BANK: {
    bankName: { CN: '开户银行', EN: 'Bank' },
    branchName: { CN: '开户支行', EN: 'Branch' },
    branchCode: { CN: '联行号', EN: 'CNAPS code' },
    accountName: { CN: '账户名称', EN: 'Account name' },
    accountNumber: { CN: '银行账号', EN: 'Account number' },
    currency: { CN: '币种', EN: 'Currency' },
    primaryFlag: { CN: '主账户', EN: 'Primary' },
  },
  ADDRESS: {
    addressType: { CN: '地址类型', EN: 'Address type' },
    districtCode: { CN: '地区', EN: 'District' },
    addressDetail: { CN: '详细地址', EN: 'Address' },
    postcode: { CN: '邮编', EN: 'Postcode' },
  },
  QUALIFICATION: {
    qualificationType: { CN: '资质类型', EN: 'Type' },
    qualificationName: { CN: '资质名称', EN: 'Name' },
    qualificationNumber: { CN: '证书编号', EN: 'Number' },
    issuer: { CN: '发证机关', EN: 'Issuer' },
    validFrom: { CN: '有效期从', EN: 'Valid from' },
    validTo: { CN: '有效期至', EN: 'Valid to' },
    longTermFlag: { CN: '长期有效', EN: 'Long-term' },
    fileIds: { CN: '附件', EN: 'Files' },
  },
};

export type FieldDifference = { field: string; oldValue: string | null; newValue: string | null };

const shown = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * The differences of one change, field by field: what an ADD sets, what a CHANGE alters (only the fields
 * whose value differs), what a REMOVE takes away. The server and the screens use this one rule.
 */
export function fieldDifferences(
  section: ChangeSection,
  operation: ChangeOperation,
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const field of Object.keys(CHANGE_FIELD_LABELS[section])) {
    const before = operation === 'ADD' ? null : shown(oldValues?.[field]);
    const after = operation === 'REMOVE' ? null : shown(newValues?.[field]);
    if (before !== after) out.push({ field, oldValue: before, newValue: after });
  }
  return out;
}

export const supplierChange = defineDocumentType({
  billType: SUPPLIER_CHANGE_BILL_TYPE,
  name: { CN: '供应商信息变更', EN: 'Supplier change request' },
  menuCode: SUPPLIER_CHANGE_MENU,
  idKey: 'changeId',
  numberKey: 'changeNumber',
  numberRule: { prefix: 'SC', datePattern: 'yyMMdd', digits: 4 },
  statuses: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED'],
  editableIn: ['DRAFT', 'REJECTED'],
  header: [
    { key: 'changeNumber', label: { CN: '变更单号', EN: 'Change no.' }, type: 'text', readOnly: true },
    {
      key: 'supplierId',
      label: { CN: '供应商', EN: 'Supplier' },
      type: 'ref',
      ref: 'supplier',
      displayKey: 'supplierName',
      required: true,
    },
    { key: 'changeReason', label: { CN: '变更原因', EN: 'Reason' }, type: 'textarea', required: true, maxLength: 500 },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '变更内容', EN: 'Changes' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      {
        key: 'section',
        label: { CN: '变更项', EN: 'Section' },
        type: 'lookup',
        lookupType: 'SLC_CHANGE_SECTION',
        required: true,
      },
      {
        key: 'operation',
        label: { CN: '操作', EN: 'Operation' },
        type: 'lookup',
        lookupType: 'SLC_CHANGE_OPERATION',
        required: true,
      },
      { key: 'targetId', label: { CN: '原记录', EN: 'Row changed' }, type: 'ref', ref: 'supplierRow' },
      { key: 'newValues', label: { CN: '变更后', EN: 'Proposed values' }, type: 'textarea', maxLength: 8000 },
    ],
  },
  actions: approvalActions(),
  list: {
    columns: ['changeNumber', 'status', 'supplierId', 'changeReason'],
    filters: ['changeNumber', 'status', 'supplierId'],
  },
  approval: true,
  // A supplier's own request: its history from its creation on, and the outcome of the approval (never the
  // approvers, their steps or their comments).
  supplierHistory: { publishedBy: [], shared: ['approvalEnd'] },
});
