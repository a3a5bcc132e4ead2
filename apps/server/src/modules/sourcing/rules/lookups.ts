import type { LookupSeed } from '../../../platform/lookups/lookupSeed.ts';

/** The lookups of sourcing rule setup (packages/core/src/masters/sourcing*.ts), taken in by seed/demoLookups.ts. */
export const sourcingRuleLookups: LookupSeed[] = [
  {
    type: 'SRC_METHOD',
    cn: '寻源方式',
    en: 'Sourcing methods',
    values: [
      ['INQUIRY', '询价', 'Inquiry (RFQ)'],
      ['TENDER', '招标', 'Tender'],
      ['AUCTION', '竞价', 'Auction'],
    ],
  },
  {
    type: 'SRC_EVAL_METHOD',
    cn: '评标方法',
    en: 'Evaluation methods',
    values: [
      ['LOWEST_PRICE', '最低价法', 'Lowest price'],
      ['WEIGHTED_SCORE', '综合评分法', 'Weighted score'],
    ],
  },
  {
    type: 'SRC_BOND_RULE',
    cn: '保证金规则',
    en: 'Bid bond rules',
    values: [
      ['NONE', '无保证金', 'No bond'],
      ['FIXED', '固定金额', 'Fixed amount'],
      ['PERCENT', '按预算比例', 'Percent of estimate'],
    ],
  },
  {
    type: 'SRC_CRITERION_KIND',
    cn: '评分项类型',
    en: 'Criterion kinds',
    values: [
      ['TECHNICAL', '技术', 'Technical'],
      ['COMMERCIAL', '商务', 'Commercial'],
    ],
  },
  {
    type: 'SRC_EXPERT_SOURCE',
    cn: '专家类型',
    en: 'Expert types',
    values: [
      ['INTERNAL', '内部专家', 'Internal'],
      ['EXTERNAL', '外部专家', 'External'],
    ],
  },
  {
    type: 'SRC_EXPERT_LEVEL',
    cn: '专家级别',
    en: 'Expert levels',
    values: [
      ['SENIOR', '高级', 'Senior'],
      ['INTERMEDIATE', '中级', 'Intermediate'],
      ['JUNIOR', '初级', 'Junior'],
    ],
  },
  {
    type: 'SRC_PROJECT_STATUS',
    cn: '寻源项目状态',
    en: 'Sourcing project statuses',
    values: [
      ['PLANNING', '计划中', 'Planning'],
      ['RUNNING', '进行中', 'Running'],
      ['CLOSED', '已关闭', 'Closed'],
    ],
  },
  {
    type: 'SRC_PROJECT_PERIOD',
    cn: '寻源项目期间',
    en: 'Sourcing project periods',
    values: [
      ['YEAR', '全年', 'Whole year'],
      ['H1', '上半年', 'First half'],
      ['H2', '下半年', 'Second half'],
      ['Q1', '第一季度', 'Q1'],
      ['Q2', '第二季度', 'Q2'],
      ['Q3', '第三季度', 'Q3'],
      ['Q4', '第四季度', 'Q4'],
    ],
  },
];
