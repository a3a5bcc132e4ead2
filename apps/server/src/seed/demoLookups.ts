import { DOC_STATUS } from '@srm/core';
import { sourcingRuleLookups } from '../modules/sourcing/rules/lookups.ts';
import { lifecycleLookups } from '../modules/supplier/lifecycle/lookups.ts';
import type { LookupSeed } from '../platform/lookups/lookupSeed.ts';

/** Lookup types and values of the demo: [code, Chinese meaning, English meaning]. */
/** A value may carry a description as a fourth element (e.g. the URL of an external system link). */
export type DemoLookup = LookupSeed;

export const demoLookups: DemoLookup[] = [
  // Purchase plan types (issue 8 item 6, packages/core documents/purchasePlan.ts).
  {
    type: 'PUR_PLAN_TYPE',
    cn: '采购计划类型',
    en: 'Purchase plan types',
    values: [
      ['ROLLING', '滚动备货计划', 'Rolling stock plan'],
      ['MRP', 'MRP计划', 'MRP plan'],
    ],
  },
  // A contract's type and where it came from (issue 19 item 2).
  {
    type: 'CCT_CONTRACT_TYPE',
    cn: '合同类型',
    en: 'Contract types',
    values: [
      ['NEW', '新签合同', 'New contract'],
      ['ALTERATION', '变更合同', 'Alteration'],
      ['SUPPLEMENT', '补充协议', 'Supplement'],
    ],
  },
  {
    type: 'CCT_SOURCE_TYPE',
    cn: '合同来源',
    en: 'Contract sources',
    values: [
      ['AWARD', '定标', 'Award'],
      ['AGREEMENT', '采购协议', 'Purchase agreement'],
      ['ORDER', '采购订单', 'Purchase order'],
      ['MANUAL', '手工创建', 'By hand'],
    ],
  },
  // What a deduction charges the supplier for (issue 18 item 3).
  {
    type: 'SET_DEDUCTION_TYPE',
    cn: '扣款类型',
    en: 'Deduction types',
    values: [
      ['QUALITY', '质量索赔', 'Quality claim'],
      ['LATE_DELIVERY', '延迟交货罚款', 'Late-delivery penalty'],
      ['OTHER', '其他扣款', 'Other charge'],
    ],
  },
  // How often an auto-reconcile rule builds statements, and a statement's variant (issue 18 item 2).
  {
    type: 'SET_RECONCILE_PERIOD',
    cn: '对账周期',
    en: 'Reconciliation periods',
    values: [
      ['MONTH', '按月', 'Monthly'],
      ['HALF_MONTH', '按半月', 'Half-monthly'],
    ],
  },
  {
    type: 'SET_STATEMENT_VARIANT',
    cn: '对账方式',
    en: 'Statement variants',
    values: [
      ['STANDARD', '标准（供应商确认）', 'Standard (the supplier agrees)'],
      ['TWO_SIDED', '双向确认（供应商确认后采购复核）', 'Two-sided (the buyer checks after the supplier)'],
      ['SELF_OPERATED', '自营子公司（采购方确认）', 'Self-operated subsidiary (the buyer confirms)'],
    ],
  },
  // What a rejected quantity does to its order (issue 15 item 3, delivery/orderQuantities.ts).
  {
    type: 'PUR_RETURN_DISPOSITION',
    cn: '退货处理方式',
    en: 'Return handling',
    values: [
      ['REPLACE', '退货补发', 'Return for replacement'],
      ['REDUCE', '退货并减少订单', 'Return and reduce the order'],
    ],
  },
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
      ['PUR_DELIVERY_NOTICE', '送货通知', 'Delivery notice'],
      ['CONTRACT', '合同', 'Contract'],
      ['BIDDING_RESPONSE', '招标应答', 'Bidding response'],
      ['BIDDING_BARGAIN', '招标议价', 'Bidding bargaining'],
      ['BIDDING_REPLY', '招标回复', 'Bidding reply'],
      ['COMPETE', '竞价', 'Competitive bid'],
      ['INQUIRY', '询价', 'Inquiry'],
      ['PUBLIC_INQUIRY', '公开询价', 'Public inquiry'],
      ['INQUIRY_BARGAIN', '询价议价', 'Inquiry bargaining'],
      // The inquiry document itself (issue 17): its approval to-dos and the buyer's clarification to-do.
      ['SRC_INQUIRY', '询价单', 'Inquiry'],
      // The award (issue 17): its approval to-dos.
      ['SRC_AWARD', '定标单', 'Award'],
      // The tender (issue 17 item 3): its publish approval and the buyer's notifications.
      ['SRC_TENDER', '招标单', 'Tender'],
      // The account statement (issue 18): the supplier's "confirm" to-do and the buyer's after a dispute.
      ['SET_STATEMENT', '对账单', 'Account statement'],
      ['SET_DEDUCTION', '扣款单', 'Deduction'],
      ['SET_INVOICE', '发票', 'Invoice'],
      ['SET_ADVANCE', '预付款申请', 'Advance payment'],
      ['SET_PAYMENT', '付款申请', 'Payment application'],
      ['SET_BALANCE', '往来对账函', 'Statement of account'],
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
      ['PUR_PURCHASE_PLAN', '采购计划单', 'Purchase plan document'],
      ['PUR_SUPPLIER_INVENTORY', '供应商库存', 'Supplier inventory'],
      ['PUR_CAPACITY_ASSESSMENT', '产能评估', 'Capacity assessment'],
      ['PUR_SPARE_PARTS', '备件清单', 'Spare parts list'],
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
      ['PUR_REQUISITION', '采购申请', 'Purchase requisition'],
      ['SUPPLIER_TODO', '供应商待办', 'Supplier to-do'],
      ['BASE_NOTICE', '公告确认', 'Notice to acknowledge'],
      ['SLC_INSPECTION_PLAN', '考察计划', 'Inspection plan'],
      ['SLC_INSPECTION', '现场考察', 'On-site inspection'],
      ['SLC_SAMPLE_TRIAL', '样件试制', 'Sample trial'],
      ['SLC_BATCH_TRIAL', '小批量试制', 'Batch trial'],
      ['SLC_BLACKLIST', '供应商拉黑/冻结', 'Supplier blacklist / freeze'],
      ['SLC_QUIT', '供应商退出', 'Supplier quit'],
      ['SLC_DESIGNATED', '指定供应商', 'Designated supplier'],
      ['SLC_PARTS_AUTH', '零件授权', 'Parts authorisation'],
      ['SLC_SUPPLIER_CHANGE', '供应商信息变更', 'Supplier change request'],
      ['PUR_ASL', '货源清单申请', 'ASL application'],
      ['PUR_PRICING', '定价单', 'Pricing'],
      ['PUR_AGREEMENT', '采购协议', 'Purchase agreement'],
      ['SUPPLIER_REGISTRATION', '供应商注册', 'Supplier registration'],
    ],
  },
  {
    // The external system links of the supplier home (srmBaseSupplierPending_qryExternalSystem):
    // meaning = the system's name, description = its address.
    type: 'SRM_EXTERNAL_SYSTEM',
    cn: '外部系统链接',
    en: 'External system links',
    values: [
      ['SAP_PORTAL', 'SAP 供应商门户', 'SAP supplier portal', 'http://localhost:8081/sap/portal'],
      ['E_INVOICE', '电子发票平台', 'E-invoice platform', 'http://localhost:8082/einvoice'],
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
    type: 'SLC_QUALIFICATION_TYPE',
    cn: '资质类型',
    en: 'Qualification types',
    values: [
      ['BUSINESS_LICENSE', '营业执照', 'Business licence'],
      ['ISO9001', 'ISO 9001 认证', 'ISO 9001 certificate'],
      ['ISO14001', 'ISO 14001 认证', 'ISO 14001 certificate'],
      ['IATF16949', 'IATF 16949 认证', 'IATF 16949 certificate'],
      ['PRODUCTION_PERMIT', '生产许可证', 'Production permit'],
    ],
  },
  {
    // The blacklist document family (supplier/status): what an approved document does to the supplier.
    type: 'SLC_STATUS_CHANGE_TYPE',
    cn: '供应商状态变更类型',
    en: 'Supplier status change type',
    values: [
      ['BLACKLIST', '拉黑', 'Blacklist'],
      ['LIFT_BLACKLIST', '解除拉黑', 'Lift blacklist'],
      ['FREEZE', '冻结', 'Freeze'],
      ['UNFREEZE', '解冻', 'Unfreeze'],
    ],
  },
  {
    type: 'SLC_CHANGE_SECTION',
    cn: '供应商变更项',
    en: 'Supplier change sections',
    values: [
      ['BASE', '基本信息', 'Base data'],
      ['CONTACT', '联系人', 'Contact'],
      ['BANK', '银行账户', 'Bank account'],
      ['ADDRESS', '地址', 'Address'],
      ['QUALIFICATION', '资质', 'Qualification'],
    ],
  },
  {
    type: 'SLC_CHANGE_OPERATION',
    cn: '变更操作',
    en: 'Change operations',
    values: [
      ['ADD', '新增', 'Add'],
      ['CHANGE', '修改', 'Change'],
      ['REMOVE', '删除', 'Remove'],
    ],
  },
  {
    type: 'SLC_ADDRESS_TYPE',
    cn: '供应商地址类型',
    en: 'Supplier address types',
    values: [
      ['REGISTERED', '注册地址', 'Registered office'],
      ['OFFICE', '办公地址', 'Office'],
      ['FACTORY', '工厂地址', 'Factory'],
      ['WAREHOUSE', '仓库地址', 'Warehouse'],
      ['SHIPPING', '发货地址', 'Shipping'],
    ],
  },
  {
    type: 'SLC_QUALIFICATION_REVIEW',
    cn: '资质审核状态',
    en: 'Qualification review states',
    values: [
      ['SUBMITTED', '待审核', 'Submitted'],
      ['APPROVED', '审核通过', 'Approved'],
      ['REJECTED', '已驳回', 'Rejected'],
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
    type: 'BASE_UOM',
    cn: '计量单位',
    en: 'Units of measure',
    values: [
      ['PCS', '个', 'Piece'],
      ['SET', '套', 'Set'],
      ['BOX', '箱', 'Box'],
      ['KG', '千克', 'Kilogram'],
      ['T', '吨', 'Tonne'],
      ['M', '米', 'Metre'],
      ['L', '升', 'Litre'],
    ],
  },
  {
    type: 'BASE_CURRENCY',
    cn: '币种',
    en: 'Currencies',
    values: [
      ['CNY', '人民币', 'Chinese yuan'],
      ['USD', '美元', 'US dollar'],
      ['EUR', '欧元', 'Euro'],
      ['JPY', '日元', 'Japanese yen'],
    ],
  },
  {
    type: 'BASE_RATE_TYPE',
    cn: '汇率类型',
    en: 'Exchange-rate types',
    values: [
      ['SPOT', '即期汇率', 'Spot'],
      ['MONTHLY', '月度汇率', 'Monthly'],
      ['BUDGET', '预算汇率', 'Budget'],
    ],
  },
  {
    type: 'BASE_PAYMENT_EVENT',
    cn: '付款起算事件',
    en: 'Payment events',
    values: [
      ['INVOICE', '发票', 'Invoice'],
      ['RECEIPT', '验收入库', 'Receipt'],
      ['DELIVERY', '到货', 'Delivery'],
      ['ORDER', '订单', 'Order'],
    ],
  },
  {
    type: 'BASE_ADDRESS_TYPE',
    cn: '地址类型',
    en: 'Address types',
    values: [
      ['RECEIVE', '收货地址', 'Receiving'],
      ['PICKUP', '提货地址', 'Pick-up'],
    ],
  },
  {
    type: 'BASE_NOTICE_TYPE',
    cn: '公告类型',
    en: 'Notice types',
    values: [
      ['TENDER_ANN', '招标公告', 'Tender announcement'],
      ['BIDDING_ANN', '竞标公告', 'Bidding announcement'],
      ['INQUIRY_ANN', '询价公告', 'Inquiry announcement'],
      ['COMPETE_ANN', '竞价公告', 'Competitive-bid announcement'],
      ['SYSTEM_ANN', '系统公告', 'System announcement'],
    ],
  },
  {
    type: 'BASE_COMMON_FILE_TYPE',
    cn: '公共文档类型',
    en: 'Public document types',
    values: [
      ['BUYER_OPERATION_GUIDE', '采购员操作手册', 'Buyer operation guide'],
      ['SUPPLIER_OPERATION_GUIDE', '供应商操作手册', 'Supplier operation guide'],
      ['PRINTER_OPERATION_GUIDE', '打印机操作手册', 'Printer operation guide'],
      ['OTHER_OPERATION_GUIDE', '其他操作手册', 'Other operation guide'],
      ['FINANCING_GUIDE', '融资指南', 'Financing guide'],
    ],
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
  // Approved supplier list, agreements (issue 8 items 1–2, modules/purchase/sources).
  {
    type: 'PUR_ASL_APPLY_TYPE',
    cn: '货源清单申请类型',
    en: 'ASL application types',
    values: [
      ['NEW', '新增', 'New entries'],
      ['ALTERATION', '变更', 'Alteration'],
    ],
  },
  {
    type: 'PUR_ASL_STATUS',
    cn: '货源清单状态',
    en: 'ASL entry statuses',
    values: [
      ['ACTIVE', '有效', 'Active'],
      ['SUSPENDED', '暂停', 'Suspended'],
    ],
  },
  {
    type: 'PUR_AGREEMENT_TYPE',
    cn: '协议类型',
    en: 'Agreement types',
    values: [
      ['FRAMEWORK', '框架协议', 'Framework'],
      ['PRICE', '价格协议', 'Price'],
    ],
  },
  ...lifecycleLookups,
  // What an approved award becomes (issue 17 item 5).
  {
    type: 'SRC_AWARD_OUTCOME',
    cn: '定标结果转化',
    en: 'Award outcomes',
    values: [
      ['PRICE_LIBRARY', '转价格库', 'Price library'],
      ['AGREEMENT', '转采购协议', 'Agreement'],
      ['ORDER', '转采购订单', 'Purchase orders'],
    ],
  },
  // The inquiry's mode (issue 17): invited suppliers only, or announced to every qualified supplier.
  {
    type: 'SRC_INQUIRY_MODE',
    cn: '询价方式',
    en: 'Inquiry modes',
    values: [
      ['INVITE', '邀请询价', 'By invitation'],
      ['PUBLIC', '公开询价', 'Public'],
    ],
  },
  // sourcing rule setup (issue 17): methods, evaluation, bond rules, criterion kinds, experts, projects
  ...sourcingRuleLookups,
];
