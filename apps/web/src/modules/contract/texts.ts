import type { Lang } from '@srm/core/i18n/lang';

/** The contract screens' own words (the declaration names the fields and actions). */
export const contractTexts: Record<
  Lang,
  {
    fromSource: string;
    fromSourceTitle: string;
    sourceType: string;
    source: string;
    supplier: string;
    contractName: string;
    create: string;
    pickSource: string;
    award: string;
    agreement: string;
    order: string;
    stages: string;
    stageName: string;
    percent: string;
    amount: string;
    plannedDate: string;
    condition: string;
    addStage: string;
    fromPaymentTerm: string;
    saveStages: string;
    saved: string;
    noStages: string;
    terms: string;
    noTerms: string;
    alter: string;
    alterConfirm: string;
    altered: string;
    generateOrder: string;
    generateTitle: string;
    rest: string;
    orderQuantity: string;
    orderMade: string;
    differences: string;
    noDifferences: string;
    field: string;
    before: string;
    after: string;
    remove: string;
  }
> = {
  CN: {
    fromSource: '从来源创建',
    fromSourceTitle: '从定标、协议或订单创建合同',
    sourceType: '来源类型',
    source: '来源单据',
    supplier: '供应商',
    contractName: '合同名称',
    create: '创建',
    pickSource: '请选择来源单据和供应商',
    award: '定标',
    agreement: '采购协议',
    order: '采购订单',
    stages: '付款阶段',
    stageName: '阶段名称',
    percent: '比例(%)',
    amount: '金额',
    plannedDate: '计划付款日期',
    condition: '付款条件',
    addStage: '添加阶段',
    fromPaymentTerm: '按付款条件生成',
    saveStages: '保存付款阶段',
    saved: '已保存',
    noStages: '暂无付款阶段',
    terms: '合同条款',
    noTerms: '暂无条款',
    alter: '变更',
    alterConfirm: '将生成此合同的新版本（草稿），原版本保持不变。确定变更吗？',
    altered: '已生成新版本',
    generateOrder: '生成采购订单',
    generateTitle: '按合同生成采购订单',
    rest: '可下单',
    orderQuantity: '本次下单数量',
    orderMade: '已生成采购订单 {number}',
    differences: '变更差异',
    noDifferences: '与原版本无差异',
    field: '字段',
    before: '原值',
    after: '新值',
    remove: '删除',
  },
  EN: {
    fromSource: 'Create from source',
    fromSourceTitle: 'A contract from an award, an agreement or an order',
    sourceType: 'Source type',
    source: 'Source',
    supplier: 'Supplier',
    contractName: 'Contract name',
    create: 'Create',
    pickSource: 'Choose the source and the supplier',
    award: 'Award',
    agreement: 'Purchase agreement',
    order: 'Purchase order',
    stages: 'Payment stages',
    stageName: 'Stage',
    percent: 'Percent',
    amount: 'Amount',
    plannedDate: 'Planned date',
    condition: 'Condition',
    addStage: 'Add stage',
    fromPaymentTerm: 'From the payment term',
    saveStages: 'Save stages',
    saved: 'Saved',
    noStages: 'No payment stages yet',
    terms: 'Clauses',
    noTerms: 'No clauses',
    alter: 'Alter',
    alterConfirm: 'Makes a new draft version of this contract; this version stays as it is. Alter it?',
    altered: 'A new version was made',
    generateOrder: 'Generate order',
    generateTitle: 'A purchase order from the contract',
    rest: 'Left to order',
    orderQuantity: 'Quantity to order',
    orderMade: 'Purchase order {number} was made',
    differences: 'Differences',
    noDifferences: 'No differences from the altered version',
    field: 'Field',
    before: 'Before',
    after: 'After',
    remove: 'Remove',
  },
};
