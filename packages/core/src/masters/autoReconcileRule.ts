import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Auto-reconcile rules (自动对账规则, issue 18 item 2; spec §1 "auto-reconcile setup") on Settlement →
 * Auto-reconcile rules (SET_RECONCILE_RULE). A rule says which account statements the daily job builds as
 * drafts: for an organisation, one supplier or (left empty) every supplier with open lines there, a currency,
 * optionally payment terms, per month or half month, in a variant (standard, two-sided, self-operated
 * subsidiary), sent to the supplier at once or left for the buyer. Rows belong to organisations: the caller
 * lists, finds, saves and deletes only those of its data scope. The job and "run now" are
 * apps/server/src/modules/settlement/autoReconcile*.ts; the periods are settlement/reconcilePeriods.ts.
 */
export const autoReconcileRuleList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSettleReconcileRule',
  name: { CN: '自动对账规则', EN: 'Auto-reconcile rules' },
  one: { CN: '自动对账规则', EN: 'auto-reconcile rule' },
  help: {
    CN: '每天自动按规则为上一个完整期间生成草稿对账单（每个供应商一张，同一规则、供应商和期间只生成一次）；“立即执行”马上按规则生成。',
    EN: 'Every day the job builds draft statements for the last complete period of each rule (one per supplier, never twice for a rule, supplier and period); “Run now” builds them at once.',
  },
  menuCode: 'SET_RECONCILE_RULE',
  readers: 'menu',
  idKey: 'ruleId',
  codeKey: 'ruleCode',
  nameKey: 'ruleName',
  nameEnKey: 'ruleNameEn',
  fields: [
    ...codeAndNames(
      { code: 'ruleCode', name: 'ruleName', nameEn: 'ruleNameEn' },
      { code: { CN: '规则编码', EN: 'Rule code' }, name: { CN: '规则名称', EN: 'Rule name' } },
      { code: 120, name: 180 },
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
      hint: {
        CN: '不填则为该组织下所有有待对账明细的供应商',
        EN: 'Empty: every supplier with open lines in the organisation',
      },
    },
    {
      key: 'currencyCode',
      label: { CN: '币种', EN: 'Currency' },
      type: 'lookup',
      lookupType: 'BASE_CURRENCY',
      required: true,
      defaultValue: 'CNY',
      column: 70,
    },
    {
      key: 'paymentTermId',
      label: { CN: '付款条件', EN: 'Payment term' },
      type: 'ref',
      ref: 'paymentTerm',
      column: false,
      hint: { CN: '不填则不限付款条件', EN: 'Empty: lines of any payment term' },
    },
    {
      key: 'periodType',
      label: { CN: '对账周期', EN: 'Period' },
      type: 'lookup',
      lookupType: 'SET_RECONCILE_PERIOD',
      required: true,
      defaultValue: 'MONTH',
      column: 90,
    },
    {
      key: 'variant',
      label: { CN: '对账方式', EN: 'Variant' },
      type: 'lookup',
      lookupType: 'SET_STATEMENT_VARIANT',
      required: true,
      defaultValue: 'STANDARD',
      filter: true,
      column: 120,
    },
    {
      key: 'sendAtOnce',
      label: { CN: '生成后立即发送供应商', EN: 'Send to the supplier at once' },
      type: 'yn',
      defaultValue: 'N',
      column: false,
      hint: {
        CN: '自营子公司方式不发送供应商，由采购方确认',
        EN: 'A self-operated subsidiary’s statement is not sent: the buyer confirms it',
      },
    },
  ],
  orderBy: ['ruleCode'],
  // Rows belong to organisations (a scoped list): enabling and disabling is the form's box.
  buttons: { add: 'btnAdd', edit: 'btnEdit', delete: 'btnDelete' },
  findById: true,
};

/** The button that runs one rule now (the list's own action beside the engine's). */
export const RUN_RULE_BUTTON = 'btnRun';
