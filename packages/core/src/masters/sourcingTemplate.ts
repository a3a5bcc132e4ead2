import Decimal from 'decimal.js';
import type { MessageKey } from '../i18n/messages.ts';
import { codeAndNames } from './codeAndNames.ts';
import type { MasterListDef } from './types.ts';

/*
 * Sourcing templates (寻源模板) on Sourcing → Templates (SRC_TEMPLATE): how an event of a sourcing type is
 * run — its method (inquiry, tender, auction), how bids are evaluated (lowest price, or a weighted technical
 * and commercial score), the rounds allowed, quote validity, the bid bond and tender fee, and the scoring
 * criteria lines (saved with the template: the master-list engine's `lines`). An inquiry reads its evaluation
 * method, rounds and validity from its type's template; a tender (next session) its criteria and bond.
 */
export const sourcingTemplateList: MasterListDef = {
  server: 'srmServer',
  entity: 'srmSrcTemplate',
  name: { CN: '寻源模板', EN: 'Sourcing templates' },
  one: { CN: '寻源模板', EN: 'sourcing template' },
  help: {
    CN: '加权评分模板的技术与商务权重之和须为 100%，每类评分项的权重之和也须为 100%。',
    EN: 'A weighted-score template needs technical and commercial weights summing to 100%, and the criteria of each kind summing to 100%.',
  },
  menuCode: 'SRC_TEMPLATE',
  // Buyers pick a template on a sourcing type and read its rules on an event: every internal user reads it.
  readers: 'internal',
  idKey: 'templateId',
  codeKey: 'templateCode',
  nameKey: 'templateName',
  nameEnKey: 'templateNameEn',
  fields: [
    ...codeAndNames(
      { code: 'templateCode', name: 'templateName', nameEn: 'templateNameEn' },
      { code: { CN: '模板编码', EN: 'Template code' }, name: { CN: '模板名称', EN: 'Template name' } },
      { code: 130, name: 180, nameEn: 180 },
    ),
    {
      key: 'sourcingMethod',
      label: { CN: '寻源方式', EN: 'Sourcing method' },
      type: 'lookup',
      lookupType: 'SRC_METHOD',
      required: true,
      filter: true,
      column: 110,
    },
    {
      key: 'evaluationMethod',
      label: { CN: '评标方法', EN: 'Evaluation method' },
      type: 'lookup',
      lookupType: 'SRC_EVAL_METHOD',
      required: true,
      defaultValue: 'LOWEST_PRICE',
      column: 130,
    },
    {
      key: 'technicalWeight',
      label: { CN: '技术权重(%)', EN: 'Technical weight (%)' },
      type: 'decimal',
      precision: 2,
      min: 0,
      max: 100,
      column: 120,
    },
    {
      key: 'commercialWeight',
      label: { CN: '商务权重(%)', EN: 'Commercial weight (%)' },
      type: 'decimal',
      precision: 2,
      min: 0,
      max: 100,
      column: 120,
    },
    {
      key: 'roundsAllowed',
      label: { CN: '允许轮次', EN: 'Rounds allowed' },
      type: 'integer',
      required: true,
      min: 1,
      max: 9,
      defaultValue: 1,
      hint: { CN: '报价轮次上限（含议价轮），1–9', EN: 'Quote rounds at most, bargaining rounds included: 1–9' },
      column: 100,
    },
    {
      key: 'quoteValidityDays',
      label: { CN: '报价有效期(天)', EN: 'Quote validity (days)' },
      type: 'integer',
      required: true,
      min: 1,
      max: 3650,
      defaultValue: 30,
      column: false,
    },
    {
      key: 'bondRule',
      label: { CN: '保证金规则', EN: 'Bid bond rule' },
      type: 'lookup',
      lookupType: 'SRC_BOND_RULE',
      required: true,
      defaultValue: 'NONE',
      column: false,
    },
    {
      key: 'bondValue',
      label: { CN: '保证金金额/比例', EN: 'Bid bond amount / percent' },
      type: 'decimal',
      precision: 2,
      money: true,
      min: 0,
      max: 999_999_999_999.99,
      hint: {
        CN: '固定金额：金额；按预算比例：百分比 (0–100)',
        EN: 'Fixed amount: the amount; percent of estimate: the percentage (0–100)',
      },
      column: false,
    },
    {
      key: 'tenderFee',
      label: { CN: '标书费', EN: 'Tender fee' },
      type: 'decimal',
      precision: 2,
      money: true,
      min: 0,
      max: 999_999_999.99,
      column: false,
    },
    {
      key: 'openAfterDeadline',
      label: { CN: '截止后方可查看报价', EN: 'Open quotes only after the deadline' },
      type: 'yn',
      defaultValue: 'Y',
      column: false,
    },
    { key: 'remark', label: { CN: '备注', EN: 'Remark' }, type: 'textarea', maxLength: 1000, column: false },
  ],
  orderBy: ['templateCode'],
  buttons: { add: 'btnAdd', edit: 'btnEdit', status: 'btnEdit', delete: 'btnDelete' },
  findById: true,
  picker: true,
};

/** The kinds of a scoring criterion (lookup SRC_CRITERION_KIND). */
export const CRITERION_KINDS = ['TECHNICAL', 'COMMERCIAL'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

/** At most this many criteria lines on one template. */
export const MAX_CRITERIA = 50;

/** The criteria line as the form and the save send it. */
export type CriterionInput = {
  criterionName?: string | null;
  criterionKind?: string | null;
  weight?: string | number | null;
  maxScore?: string | number | null;
};

export type TemplateRuleInput = {
  sourcingMethod?: string | null;
  evaluationMethod?: string | null;
  openAfterDeadline?: string | null;
  technicalWeight?: string | number | null;
  commercialWeight?: string | number | null;
  bondRule?: string | null;
  bondValue?: string | number | null;
  criteria?: readonly CriterionInput[] | null;
};

/** A broken rule of a template: the field it is shown on, its message and the message's values. */
export type TemplateIssue = { field: string; key: MessageKey; params?: Record<string, string | number> };

const given = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
const dec = (v: unknown) => {
  try {
    return given(v) ? new Decimal(String(v).trim()) : null;
  } catch {
    return null;
  }
};
const HUNDRED = new Decimal(100);

/**
 * The rules across a template's fields, one function for the form (said before sending) and the server
 * (refused on save): a weighted score needs technical + commercial = 100 and criteria of each weighted
 * kind; a lowest-price template takes no weights; the criteria of each kind present sum to 100; a fixed
 * bond needs its amount, a percent bond a percentage up to 100, no bond no value. Values that are not
 * decimals at all are the field schema's business (not repeated here).
 */
export function templateIssues(t: TemplateRuleInput): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const technical = dec(t.technicalWeight);
  const commercial = dec(t.commercialWeight);
  const criteria = t.criteria ?? [];
  if (t.evaluationMethod === 'WEIGHTED_SCORE') {
    if (!technical) issues.push({ field: 'technicalWeight', key: 'field.required' });
    if (!commercial) issues.push({ field: 'commercialWeight', key: 'field.required' });
    if (technical && commercial && !technical.plus(commercial).equals(HUNDRED)) {
      issues.push({
        field: 'commercialWeight',
        key: 'srcTemplate.weightsSum',
        params: { sum: technical.plus(commercial).toFixed() },
      });
    }
    for (const [kind, weight] of [
      ['TECHNICAL', technical],
      ['COMMERCIAL', commercial],
    ] as const) {
      if (weight?.greaterThan(0) && !criteria.some((c) => c.criterionKind === kind)) {
        issues.push({
          field: 'criteria',
          key: kind === 'TECHNICAL' ? 'srcTemplate.technicalCriteriaMissing' : 'srcTemplate.commercialCriteriaMissing',
        });
      }
    }
  } else {
    if (technical || commercial) {
      issues.push({
        field: technical ? 'technicalWeight' : 'commercialWeight',
        key: 'srcTemplate.weightsOnlyWeighted',
      });
    }
  }
  for (const kind of CRITERION_KINDS) {
    const lines = criteria.filter((c) => c.criterionKind === kind);
    if (!lines.length) continue;
    const sum = lines.reduce((s, c) => s.plus(dec(c.weight) ?? 0), new Decimal(0));
    if (!sum.equals(HUNDRED)) {
      issues.push({
        field: 'criteria',
        key: kind === 'TECHNICAL' ? 'srcTemplate.technicalCriteriaSum' : 'srcTemplate.commercialCriteriaSum',
        params: { sum: sum.toFixed() },
      });
    }
  }
  // A tender's bids are sealed until the opening: never readable before the deadline.
  if (t.sourcingMethod === 'TENDER' && t.openAfterDeadline === 'N') {
    issues.push({ field: 'openAfterDeadline', key: 'srcTemplate.tenderSealed' });
  }
  const bond = dec(t.bondValue);
  if (t.bondRule === 'FIXED' && !bond?.greaterThan(0)) {
    issues.push({ field: 'bondValue', key: 'srcTemplate.bondAmountRequired' });
  } else if (t.bondRule === 'PERCENT' && (!bond?.greaterThan(0) || bond.greaterThan(HUNDRED))) {
    issues.push({ field: 'bondValue', key: 'srcTemplate.bondPercent' });
  } else if ((t.bondRule === 'NONE' || !t.bondRule) && bond) {
    issues.push({ field: 'bondValue', key: 'srcTemplate.bondNone' });
  }
  return issues;
}
