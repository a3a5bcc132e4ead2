import { DOC_STATUS } from '@srm/core';

/** Lookup types and values of the demo: [code, Chinese meaning, English meaning]. */
export type DemoLookup = { type: string; cn: string; en: string; values: [string, string, string][] };

export const demoLookups: DemoLookup[] = [
  {
    type: 'SYSTEM_LANGUAGE',
    cn: '系统语言',
    en: 'System language',
    values: [
      ['CN', '中文', 'Chinese'],
      ['EN', '英文', 'English'],
    ],
  },
  {
    type: 'SYS_TOBEDO',
    cn: '待办单据类型',
    en: 'To-do bill types',
    values: [
      ['PO_ORDER', '采购订单', 'Purchase order'],
      ['DELIVERY_NOTE', '送货单', 'Delivery note'],
      ['CONTRACT', '合同', 'Contract'],
      ['BIDDING_RESPONSE', '招标应答', 'Bidding response'],
      ['BIDDING_BARGAIN', '招标议价', 'Bidding bargaining'],
      ['BIDDING_REPLY', '招标回复', 'Bidding reply'],
      ['COMPETE', '竞价', 'Competitive bid'],
      ['INQUIRY', '询价', 'Inquiry'],
      ['PUBLIC_INQUIRY', '公开询价', 'Public inquiry'],
      ['INQUIRY_BARGAIN', '询价议价', 'Inquiry bargaining'],
      ['PERFORMANCE', '绩效', 'Performance'],
      ['RECTIFICATION', '整改', 'Rectification'],
      ['PARTS_CERTIFICATION', '零件认证', 'Parts certification'],
      ['PUR_PURCHASE_MRP_PLAN', '采购计划', 'Purchase plan'],
      ['COST_ACCOUNTING', '成本核算', 'Cost accounting'],
      ['ENHANCED_CONTRACT_CONFIRM', '增强合同确认', 'Enhanced contract confirm'],
      ['INTERNAL_FEEDBACK', '内部质量反馈', 'Internal feedback'],
      ['EXTERNAL_FEEDBACK', '外部质量反馈', 'External feedback'],
      ['ONCE_INSPECT', '一次检验', 'Once inspect'],
      ['QUALITY_IMPROVEMENT', '质量改进', 'Quality improvement'],
      ['CLAIM', '质量索赔', 'Claim'],
      ['TWO_SIDES_AUDIT', '二方审核', 'Two-sides audit'],
      ['ROLLING_STOCK_PLAN', '滚动备货计划', 'Rolling stock plan'],
      ['PAYMENT_NOTICE', '付款通知', 'Payment notice'],
      ['ARCHIVE_CHANGE', '档案变更', 'Archive change'],
      ['FOUR_M_CHANGE', '4M变更', '4M change'],
      ['DRAWING_INVENTORY', '图纸清单', 'Drawing inventory'],
      ['DRAWING_SWITCH', '图纸切换', 'Drawing switch'],
      ['DRAWING_DISTRIBUTION', '图纸分发', 'Drawing distribution'],
      ['QUALIFICATION_EXPIRY', '资质到期提醒', 'Qualification-expiry reminder'],
      ['ICM_SUPP_HEAD', '供应商协同', 'Supplier collaboration'],
      ['WJQMS', '外检质量', 'External inspection quality'],
      ['KJQMS', '客检质量', 'Customer inspection quality'],
    ],
  },
  {
    type: 'SLC_SUPPLIER_STATUS',
    cn: '供应商状态',
    en: 'Supplier status',
    values: [
      ['POTENTIAL', '潜在', 'Potential'],
      ['REGISTERED', '已注册', 'Registered'],
      ['QUALIFIED', '合格', 'Qualified'],
      ['EFFECTIVE', '生效', 'Effective'],
      ['FROZEN', '冻结', 'Frozen'],
      ['BLACKLIST', '黑名单', 'Blacklisted'],
      ['QUIT', '已退出', 'Quit'],
    ],
  },
  {
    type: 'SLC_EMERGENCY',
    cn: '应急供应商',
    en: 'Emergency supplier',
    values: [
      ['Y', '是', 'Yes'],
      ['N', '否', 'No'],
    ],
  },
  {
    type: 'DOC_STATUS',
    cn: '单据状态',
    en: 'Document status',
    values: Object.entries(DOC_STATUS).map(([code, label]) => [code, label.CN, label.EN] as [string, string, string]),
  },
  {
    type: 'YES_NO',
    cn: '是否',
    en: 'Yes / no',
    values: [
      ['Y', '是', 'Yes'],
      ['N', '否', 'No'],
    ],
  },
];
