import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Late-delivery penalty rules (延期交货罚款规则, issue 18 item 3; docs/decisions.md "Late-delivery penalties"):
 * for an organisation — and, more narrowly, one supplier and/or one purchase category — the days late not
 * charged, the percent per day of the late quantity's amount with tax, and the cap in percent of that amount.
 * The buyer's own terms: read and kept by holders of the page SET_PENALTY_RULE only, never by a supplier.
 * The penalty itself is settlement/latePenalty.ts.
 */
export const penaltyRuleList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSettlePenaltyRule',
  name: { CN: '延期交货罚款规则', EN: 'Late-delivery penalty rules' },
  one: { CN: '罚款规则', EN: 'penalty rule' },
  help: {
    CN: '收货晚于订单行承诺交期（无承诺交期时为需求日期）超过宽限天数的，每超一天按该批货款（含税）的比例罚款，最高不超过封顶比例。指定供应商的规则优先于指定品类的，指定品类的优先于整个组织的。',
    EN: 'A receipt later than its order line’s promised date (else its need-by date) by more than the grace days is charged, per day beyond them, a percent of that quantity’s amount with tax, up to the cap. A rule for a supplier comes before one for a category, which comes before one for the whole organisation.',
  },
  menuCode: 'SET_PENALTY_RULE',
  readers: 'menu',
  idKey: 'ruleId',
  codeKey: 'ruleCode',
  nameKey: 'ruleName',
  nameEnKey: 'ruleNameEn',
  fields: [
    ...codeAndNames(
      { code: 'ruleCode', name: 'ruleName', nameEn: 'ruleNameEn' },
      { code: { CN: '规则编码', EN: 'Rule code' }, name: { CN: '规则名称', EN: 'Rule name' } },
      { code: 130, name: 180, nameEn: false },
    ),
    {
      key: 'orgId',
      label: { CN: '组织', EN: 'Organisation' },
      type: 'ref',
      ref: 'org',
      required: true,
      filter: true,
      column: false,
    },
    {
      key: 'supplierId',
      label: { CN: '供应商', EN: 'Supplier' },
      type: 'ref',
      ref: 'supplier',
      filter: true,
      column: false,
      hint: { CN: '留空：组织内所有供应商', EN: 'Blank: every supplier of the organisation' },
    },
    {
      key: 'categoryId',
      label: { CN: '采购品类', EN: 'Purchase category' },
      type: 'ref',
      ref: 'purchaseCategory',
      column: false,
      hint: { CN: '留空：所有品类', EN: 'Blank: every category' },
    },
    {
      key: 'graceDays',
      label: { CN: '宽限天数', EN: 'Grace days' },
      type: 'integer',
      required: true,
      min: 0,
      max: 365,
      defaultValue: 0,
      column: 100,
    },
    {
      key: 'ratePerDay',
      label: { CN: '每日罚款比例(%)', EN: 'Penalty per day (%)' },
      type: 'decimal',
      required: true,
      precision: 4,
      min: 0.0001,
      max: 100,
      column: 130,
      hint: { CN: '按迟交数量的含税货款计', EN: 'Of the late quantity’s amount with tax' },
    },
    {
      key: 'capPercent',
      label: { CN: '封顶比例(%)', EN: 'Cap (%)' },
      type: 'decimal',
      required: true,
      precision: 2,
      min: 0.01,
      max: 100,
      column: 110,
    },
  ],
  orderBy: ['ruleCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit' },
  findById: true,
};
