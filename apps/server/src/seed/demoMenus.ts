import {
  ALL_INSIDE,
  adminButtons,
  BUYERS,
  baseDataButtons,
  type DemoMenu,
  docButtons,
  page,
  SUPPLIER,
} from './menuKit.ts';
import { planSupplierMenus } from './purchase/planMenus.ts';
import { purchasingMenus } from './purchase/purchasingMenus.ts';

export type { DemoMenu } from './menuKit.ts';

/** The supplier lifecycle documents' pages (issue 7 item 5): approvers open them from their to-dos. */
const lifecycleMenus = (roles: string[], buttons: [string, string, string][]): DemoMenu[] => [
  page('SLC_LIFECYCLE_STATUS', '供应商生命周期', 'Supplier lifecycle', 'supplierLifecycleStatus', roles),
  page('SLC_INSPECTION_PLAN', '考察计划', 'Inspection plans', 'supplierInspectionPlanList', roles, buttons),
  page('SLC_INSPECTION', '现场考察', 'On-site inspection', 'supplierInspectionList', roles, buttons),
  page('SLC_SAMPLE_TRIAL', '样件试制', 'Sample trials', 'supplierSampleTrialList', roles, buttons),
  page('SLC_BATCH_TRIAL', '小批量试制', 'Batch trials', 'supplierBatchTrialList', roles, buttons),
  page('SLC_DAILY_RECORD', '日常管理', 'Daily management', 'supplierDailyRecordList', roles, buttons),
];

/** The supplier-status documents' pages (issue 7 item 5): blacklist / freeze, quit, designated suppliers, parts authorisation. */
const supplierStatusMenus = (roles: string[], buttons: [string, string, string][]): DemoMenu[] => [
  page('SLC_BLACKLIST', '拉黑/冻结', 'Blacklist / freeze', 'supplierBlacklist', roles, buttons),
  page('SLC_QUIT', '供应商退出', 'Supplier quit', 'supplierQuitList', roles, buttons),
  page('SLC_DESIGNATED', '指定供应商', 'Designated suppliers', 'supplierDesignatedList', roles, buttons),
  page('SLC_PARTS_AUTH', '零件授权', 'Parts authorisation', 'partsAuthorisationList', roles, [
    ...buttons,
    ['btnAbandon', '放弃', 'Abandon'],
  ]),
];

/** The CA authorize page's buttons (issue 19 item 4). */
const CA_AUTHORIZE_BUTTONS: [string, string, string][] = [
  ['btnApprove', '审核通过', 'Approve'],
  ['btnRefuse', '驳回', 'Refuse'],
  ['btnRevoke', '吊销证书', 'Revoke certificate'],
];

/** The buttons of "my certificate" (buyer side and supplier portal): apply, seals, rebind the seal operator. */
const MY_CERT_BUTTONS: [string, string, string][] = [
  ['btnApply', '申请认证', 'Apply'],
  ['btnSealUpload', '上传/生成印章', 'Upload or draw a seal'],
  ['btnSealRevoke', '作废印章', 'Revoke seal'],
  ['btnRebind', '重新绑定', 'Rebind'],
];

/** The account statement's buttons (issue 18): send, recall, void, and excluding supply lines (exclude bill). */
const STATEMENT_BUTTONS: [string, string, string][] = [
  ['btnAdd', '新增', 'Add'],
  ['btnEdit', '编辑', 'Edit'],
  ['btnDelete', '删除', 'Delete'],
  ['btnSubmit', '发送供应商', 'Send to supplier'],
  ['btnWithdraw', '撤回修改', 'Recall to correct'],
  ['btnAbolish', '作废', 'Void'],
  ['btnExclude', '剔除/恢复明细', 'Exclude / restore lines'],
  // The files a supplier attached to its dispute.
  ['btnDownloadAttachment', '下载附件', 'Download attachment'],
  ['btnExport', '导出', 'Export'],
  ['btnPrint', '打印', 'Print'],
  // The statement variants (issue 18 item 2): a two-sided one's check, a self-operated subsidiary's confirmation.
  ['btnCheck', '复核', 'Check'],
  ['btnConfirm', '内部确认', 'Confirm internally'],
];

/** The statement of account's buttons (issue 18 item 2): sent for the supplier's answer as a deduction is. */
const BALANCE_BUTTONS: [string, string, string][] = [
  ['btnAdd', '新增', 'Add'],
  ['btnEdit', '编辑', 'Edit'],
  ['btnDelete', '删除', 'Delete'],
  ['btnSubmit', '发送供应商', 'Send to supplier'],
  ['btnWithdraw', '撤回修改', 'Recall to correct'],
  ['btnAbolish', '作废', 'Void'],
  ['btnExport', '导出', 'Export'],
];

/**
 * The deduction's buttons (issue 18 item 3): those who charge (`chargers`) make, submit for approval and send; the
 * approver reads the page to approve on it.
 */
const deductionButtons = (chargers: string[]): NonNullable<DemoMenu['resources']> => [
  ['btnAdd', '新增', 'Add', chargers],
  ['btnEdit', '编辑', 'Edit', chargers],
  ['btnDelete', '删除', 'Delete', chargers],
  ['btnSubmit', '提交审批/发送供应商', 'Submit / send to supplier', chargers],
  ['btnWithdraw', '撤回修改', 'Recall to correct', chargers],
  ['btnAbolish', '作废', 'Void', chargers],
  ['btnExport', '导出', 'Export'],
  // The evidence: attached by those who charge, read by everyone on the page.
  ['btnUploadAttachment', '上传附件', 'Upload attachment', chargers],
  ['btnDelAttachment', '删除附件', 'Delete attachment', chargers],
  ['btnDownloadAttachment', '下载附件', 'Download attachment'],
];

/**
 * Advances and payment applications (issue 18 item 5): those who apply (`applicants`) edit and submit; finance
 * alone registers what the bank paid; the approver reads the page to approve on it.
 */
const payingButtons = (applicants: string[]): NonNullable<DemoMenu['resources']> => [
  ['btnAdd', '新增', 'Add', applicants],
  ['btnEdit', '编辑', 'Edit', applicants],
  ['btnDelete', '删除', 'Delete', applicants],
  ['btnSubmit', '提交', 'Submit', applicants],
  ['btnPay', '登记付款', 'Register payment', ['SYS_ADMIN', 'FIN_STAFF']],
  ['btnAbolish', '作废', 'Void', applicants],
  ['btnExport', '导出', 'Export'],
];

/** The contract's buttons (issue 19 item 2; packages/core documents/contract.ts and contract/*.ts calls). */
const CONTRACT_BUTTONS: [string, string, string][] = [
  ...docButtons,
  ['btnSend', '发送供应商', 'Send to supplier'],
  ['btnSign', '签署', 'Sign'],
  ['btnTerminate', '终止', 'Terminate'],
  ['btnAbolish', '作废', 'Void'],
  ['btnAlter', '变更', 'Alter'],
  ['btnCreateOrder', '生成订单', 'Generate order'],
  ['btnPrint', '打印', 'Print'],
];

export const demoMenus: DemoMenu[] = [
  {
    code: 'WORKBENCH',
    cn: '工作台',
    en: 'Workbench',
    icon: 'DesktopOutlined',
    for: [...ALL_INSIDE, ...SUPPLIER],
    children: [page('MY_ACCOUNT', '我的账户', 'My account', 'myAccount', [...ALL_INSIDE, ...SUPPLIER])],
  },
  {
    code: 'BASE_DATA',
    cn: '基础数据',
    en: 'Base data',
    icon: 'DatabaseOutlined',
    for: BUYERS,
    children: [
      page('BASE_MATERIAL', '物料管理', 'Materials', 'baseMaterialList', BUYERS, baseDataButtons),
      page('BASE_CATEGORY', '采购品类', 'Purchase categories', 'purchaseClassification', BUYERS, baseDataButtons),
      page('BASE_EXCHANGE_RATE', '汇率', 'Exchange rates', 'exchangeRateList', BUYERS, baseDataButtons),
      page('BASE_PAYMENT_TERM', '付款条件', 'Payment terms', 'paymentProportionList', BUYERS, baseDataButtons),
      page('BASE_DISTRICT', '行政区划', 'Districts', 'districtList', BUYERS),
      page('BASE_BANK', '银行及支行', 'Banks and branches', 'bankList', BUYERS, baseDataButtons),
      page('BASE_PURCHASING_GROUP', '采购组', 'Purchasing groups', 'purchasingGroupList', BUYERS, baseDataButtons),
      page(
        'BASE_ADDRESS',
        '收货/提货地址',
        'Receiving and pick-up addresses',
        'harvestAddressList',
        BUYERS,
        baseDataButtons,
      ),
      page('BASE_GGWD', '公共文档', 'Public documents', 'commonFileList', BUYERS, [
        ...adminButtons,
        ['btnUploadAttachment', '上传附件', 'Upload attachment'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
        ['btnDelAttachment', '删除附件', 'Delete attachment'],
      ]),
    ],
  },
  {
    code: 'SUPPLIER_LIFECYCLE',
    cn: '供应商管理',
    en: 'Suppliers',
    icon: 'TeamOutlined',
    for: [...BUYERS, 'PUR_APPROVER'],
    children: [
      page('SLC_REGISTER_APPROVAL', '注册审批', 'Registration approval', 'supplierRegisterApproval', BUYERS, [
        ['btnRegApprove', '通过', 'Approve'],
        ['btnRegReturn', '退回修改', 'Return'],
        ['btnRegReject', '拒绝', 'Reject'],
      ]),
      page(
        'SLC_SUPPLIER_INFO',
        '供应商信息',
        'Supplier information',
        'supplierInfoList',
        [...BUYERS, 'PUR_APPROVER'],
        docButtons,
      ),
      page('SLC_QUALIFICATION', '资质管理', 'Qualifications', 'supplierQualificationList', BUYERS, [
        ['btnApprove', '审核', 'Review'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
      ]),
      // Change requests: the buyers' list (changeInfo); supplier users hold it too, to file their own
      // requests (the engine checks the buttons on this one menu), and reach it from "My company information".
      page(
        'SLC_CHANGE',
        '信息变更',
        'Change requests',
        'changeInfo',
        [...BUYERS, 'PUR_APPROVER', ...SUPPLIER],
        docButtons,
      ),
      ...lifecycleMenus([...BUYERS, 'PUR_APPROVER'], [...docButtons, ['btnPrint', '打印', 'Print']]),
      ...supplierStatusMenus(
        [...BUYERS, 'PUR_APPROVER'],
        [...docButtons, ['btnAbolish', '作废', 'Void'], ['btnPrint', '打印', 'Print']],
      ),
      page('SLC_INTRO_SCENE', '引入场景', 'Introduction scenes', 'introductionSceneList', BUYERS, adminButtons),
      page('SLC_SUPPLIER_GROUP', '供应商组', 'Supplier groups', 'supplierGroups', BUYERS, adminButtons),
    ],
  },
  {
    code: 'SOURCING',
    cn: '寻源管理',
    en: 'Sourcing',
    icon: 'AuditOutlined',
    // The approver too: it approves inquiries (their publication) on SRC_INQUIRY.
    for: [...BUYERS, 'PUR_APPROVER'],
    children: [
      // The inquiry (issue 17 item 2): the document's buttons and its own (close quotes early, withdraw,
      // move the deadline, answer clarification questions).
      page(
        'SRC_INQUIRY',
        '询价',
        'Inquiries',
        'inquiryList',
        [...BUYERS, 'PUR_APPROVER'],
        [
          ...docButtons,
          ['btnClose', '截止报价', 'Close quotes'],
          ['btnAbolish', '撤销', 'Withdraw'],
          ['btnAdjustDeadline', '调整截止时间', 'Adjust deadline'],
          ['btnAnswer', '答复澄清', 'Answer questions'],
          ['btnPrint', '打印', 'Print'],
          // quotes (issue 17 item 4): start a bargaining round for chosen suppliers
          ['btnBargain', '发起议价', 'Start bargaining'],
        ],
      ),
      // The award (issue 17 item 5): a document with approval made from a closed inquiry.
      page(
        'SRC_AWARD',
        '定标',
        'Awards',
        'awardList',
        [...BUYERS, 'PUR_APPROVER'],
        [...docButtons, ['btnAbolish', '作废', 'Void'], ['btnPrint', '打印', 'Print']],
      ),
      // The tender (issue 17 items 3-6): the document's buttons and its own (withdraw, print, change letters,
      // confirm fee and bond, refund bonds); the approver approves its publication. The committee opens the
      // bids on SRC_TENDER_OPENING, the experts score on SRC_EVALUATION (buyer, approver, admin in the demo).
      page(
        'SRC_TENDER',
        '招标',
        'Tenders',
        'tenderProjectList',
        [...BUYERS, 'PUR_APPROVER'],
        [
          ...docButtons,
          ['btnAbolish', '撤销', 'Withdraw'],
          ['btnPrint', '打印', 'Print'],
          ['btnChangeLetter', '发布变更函', 'Issue change letter'],
          ['btnConfirmPayment', '确认缴费', 'Confirm payment'],
          ['btnRefundBond', '退还保证金', 'Refund bond'],
        ],
      ),
      page('SRC_TENDER_OPENING', '开标', 'Bid opening', 'tenderOpening', [...BUYERS, 'PUR_APPROVER']),
      page('SRC_EVALUATION', '评标', 'Evaluation', 'tenderEvaluation', [...BUYERS, 'PUR_APPROVER']),
      page('SRC_BID_REPORT', '投标报表', 'Bid reports', 'bidReportList', BUYERS, [['btnExport', '导出', 'Export']]),
      page('SRC_BIDDING', '竞价大厅', 'Competitive bidding hall', 'biddingHall', BUYERS),
      // rule setup (issue 17 item 1): declared master lists (packages/core/src/masters/sourcing*.ts)
      page('SRC_RULE_TYPE', '寻源类型', 'Sourcing types', 'sourcingTypeList', BUYERS, adminButtons),
      page('SRC_TEMPLATE', '寻源模板', 'Sourcing templates', 'sourcingTemplateList', BUYERS, adminButtons),
      page('SRC_EXPERT', '专家库', 'Expert library', 'sourcingExpertList', BUYERS, adminButtons),
      page('SRC_PROJECT', '寻源项目', 'Sourcing projects', 'sourcingProjectList', BUYERS, adminButtons),
    ],
  },
  purchasingMenus(),
  {
    code: 'CONTRACT',
    cn: '合同管理',
    en: 'Contracts',
    icon: 'FileProtectOutlined',
    for: BUYERS,
    children: [
      // The contract (issue 19 item 2): the document's buttons, its sending, signing, termination, alteration and the
      // orders generated from it; the approver approves it.
      page('CCT_CONTRACT', '合同列表', 'Contracts', 'cctContractList', [...BUYERS, 'PUR_APPROVER'], CONTRACT_BUTTONS),
      // E-signing (issue 19 item 4): the administrator reviews CA registrations; the buyer side keeps the
      // organisations' certificates and seals (the supplier portal's page is SUP_CA_CERT).
      page('CCT_CA_AUTHORIZE', 'CA 认证审核', 'CA authorize', 'caAuthorize', ['SYS_ADMIN'], CA_AUTHORIZE_BUTTONS),
      page('CCT_MY_CERT', '证书与印章', 'Certificates and seals', 'caMyCertificate', BUYERS, MY_CERT_BUTTONS),
      // The template setup (issue 19 item 1): templates with their versions, the terms library, watermarks.
      page('CCT_TEMPLATE', '合同模板', 'Contract templates', 'cctTemplateList', BUYERS, [
        ['btnAdd', '新增/新版本', 'Add / new version'],
        ['btnEdit', '编辑', 'Edit'],
        ['btnPublish', '发布/失效', 'Publish / invalidate'],
      ]),
      page('CCT_TERMS', '合同条款', 'Contract clauses', 'cctTermsList', BUYERS, [
        ['btnAdd', '新增', 'Add'],
        ['btnEdit', '编辑', 'Edit'],
      ]),
      page('CCT_WATERMARK', '水印', 'Watermarks', 'cctWatermarkList', BUYERS, [
        ['btnAdd', '新增', 'Add'],
        ['btnEdit', '编辑', 'Edit'],
      ]),
    ],
  },
  {
    code: 'QUALITY',
    cn: '质量管理',
    en: 'Quality',
    icon: 'SafetyCertificateOutlined',
    for: BUYERS,
    children: [
      page('QUA_FEEDBACK', '质量反馈', 'Quality feedback', 'qualityFeedbackList', BUYERS),
      page('QUA_IMPROVEMENT', '质量改进', 'Quality improvement', 'qualityImprovementList', BUYERS),
      page('QUA_CLAIM', '质量索赔', 'Quality claims', 'qualityClaimList', BUYERS),
      page('QUA_4M', '4M变更', '4M changes', 'fourMChangeList', BUYERS),
    ],
  },
  {
    code: 'QUOTA',
    cn: '配额管理',
    en: 'Quota',
    icon: 'PieChartOutlined',
    for: BUYERS,
    children: [page('SML_PRESET', '预设比例', 'Preset proportions', 'SmlPresetProportionList', BUYERS)],
  },
  {
    code: 'PERFORMANCE',
    cn: '绩效评价',
    en: 'Performance',
    icon: 'TrophyOutlined',
    for: BUYERS,
    children: [
      page('SPE_INDICATOR', '评价指标', 'Indicators', 'SpeIndicatorList', BUYERS),
      page('SPE_SCHEME', '评价方案', 'Schemes', 'SpeSchemeList', BUYERS),
    ],
  },
  {
    code: 'SETTLEMENT',
    cn: '对账结算',
    en: 'Settlement',
    icon: 'AccountBookOutlined',
    for: ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF', 'PUR_APPROVER'],
    children: [
      page(
        'SET_STATEMENT',
        '对账单',
        'Account statements',
        'accountStatementList',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF'],
        STATEMENT_BUTTONS,
      ),
      page(
        'SET_INVOICE',
        '发票',
        'Invoices',
        'invoiceList',
        ['SYS_ADMIN', 'FIN_STAFF'],
        [
          ['btnConfirm', '财务确认', 'Confirm'],
          ['btnReject', '退回', 'Return'],
          ['btnExport', '导出', 'Export'],
        ],
      ),
      page(
        'SET_PAYMENT',
        '付款申请',
        'Payment applications',
        'paymentApplyList',
        ['SYS_ADMIN', 'FIN_STAFF', 'PUR_APPROVER'],
        payingButtons(['SYS_ADMIN', 'FIN_STAFF']),
      ),
      page(
        'SET_ADVANCE',
        '预付款申请',
        'Advance payments',
        'advanceApplyList',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF', 'PUR_APPROVER'],
        payingButtons(['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF']),
      ),
      page(
        'SET_BALANCE',
        '往来对账函',
        'Statements of account',
        'balanceList',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF'],
        BALANCE_BUTTONS,
      ),
      page(
        'SET_DEDUCTION',
        '扣款单',
        'Deductions',
        'deductionList',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF', 'PUR_APPROVER'],
        deductionButtons(['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF']),
      ),
      // The rules late-delivery penalties are computed by (issue 18 item 3): the buyer's own terms.
      page(
        'SET_PENALTY_RULE',
        '延期交货罚款规则',
        'Late-delivery penalty rules',
        'penaltyRuleList',
        ['SYS_ADMIN', 'PUR_BUYER'],
        [
          ['btnAdd', '新增', 'Add'],
          ['btnEdit', '编辑', 'Edit'],
        ],
      ),
      // Open statements, invoices awaiting match and payables ageing (issue 18 item 7): read-only, exported.
      page(
        'SET_REPORT',
        '对账结算报表',
        'Settlement reports',
        'settlementReports',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF'],
        [['btnExport', '导出', 'Export']],
      ),
      // The rules the daily job builds draft statements by (issue 18 item 2), and runs now.
      page(
        'SET_RECONCILE_RULE',
        '自动对账规则',
        'Auto-reconcile rules',
        'autoReconcileRuleList',
        ['SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF'],
        [
          ['btnAdd', '新增', 'Add'],
          ['btnEdit', '编辑', 'Edit'],
          ['btnDelete', '删除', 'Delete'],
          ['btnRun', '立即执行', 'Run now'],
        ],
      ),
      // Instalments of confirmed invoices by due date; finance starts a payment application from it (issue 18).
      page(
        'SET_PAY_PLAN',
        '付款计划',
        'Payment plan',
        'paymentPlan',
        ['SYS_ADMIN', 'FIN_STAFF'],
        [['btnExport', '导出', 'Export']],
      ),
    ],
  },
  {
    code: 'COST',
    cn: '成本分析',
    en: 'Cost analysis',
    icon: 'FundOutlined',
    for: BUYERS,
    children: [page('CAM_COST', '成本信息', 'Cost information', 'CamCostInfoList', BUYERS)],
  },
  {
    code: 'PRICE',
    cn: '价格管理',
    en: 'Price management',
    icon: 'DollarOutlined',
    for: BUYERS,
    children: [
      page('PRICE_WORKED', '工价', 'Worked prices', 'workedPriceList', BUYERS),
      page('PRICE_MATERIALS', '材料价', 'Materials prices', 'materialsPriceList', BUYERS),
    ],
  },
  {
    code: 'DRAWING',
    cn: '图纸管理',
    en: 'Drawings',
    icon: 'PictureOutlined',
    for: BUYERS,
    children: [page('DRAW_LIBRARY', '图纸库', 'Drawing library', 'drawingLibrary', BUYERS)],
  },
  {
    code: 'WORKFLOW',
    cn: '审批流程',
    en: 'Approval',
    icon: 'ApartmentOutlined',
    for: ALL_INSIDE,
    children: [
      page('BPM_MY_APPROVAL', '我的审批', 'My approvals', 'myApproval', ALL_INSIDE),
      page('BPM_SUBMITTED', '我的申请', 'My requests', 'submitRequest', ALL_INSIDE),
      page(
        'BPM_PROCESS_LIST',
        '流程模型',
        'Process models',
        'processList',
        ['SYS_ADMIN'],
        [...adminButtons, ['btnDeploy', '发布', 'Deploy']],
      ),
      page('BPM_OA_OUTBOX', 'OA 推送队列', 'OA outbox', 'oaOutbox', ['SYS_ADMIN'], [['btnRetry', '重新发送', 'Retry']]),
      page('BPM_MONITOR', '审批流程监控', 'Approval monitoring', 'processMonitoring', ['SYS_ADMIN']),
      page('BPM_INITIATE', '发起审批', 'Start an approval', 'processInitiate', ALL_INSIDE),
    ],
  },
  {
    code: 'MESSAGE',
    cn: '消息中心',
    en: 'Message centre',
    icon: 'MessageOutlined',
    for: [...ALL_INSIDE, ...SUPPLIER],
    children: [
      page('MSG_RECEIVE', '我的消息', 'My messages', 'receiveMessageList', [...ALL_INSIDE, ...SUPPLIER]),
      page('MSG_USER', '接收设置', 'Receiving preferences', 'msgUser', [...ALL_INSIDE, ...SUPPLIER]),
      // Notice and notification management (issue 15): published messages belong with the other messages.
      page('BASE_NOTICE', '公告管理', 'Notices', 'noticeManagement', BUYERS, [
        ...adminButtons,
        ['btnPublish', '发布', 'Publish'],
        ['btnRevoke', '撤回', 'Revoke'],
        ['btnUploadAttachment', '上传附件', 'Upload attachment'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
        ['btnDelAttachment', '删除附件', 'Delete attachment'],
      ]),
      page('BASE_NOTIFICATION', '通知管理', 'Notifications', 'notificationManagement', BUYERS, [
        ...adminButtons,
        ['btnPublish', '发布', 'Publish'],
        ['btnRevoke', '撤回', 'Revoke'],
        ['btnUploadAttachment', '上传附件', 'Upload attachment'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
        ['btnDelAttachment', '删除附件', 'Delete attachment'],
      ]),
      page('MSG_LIST', '消息发送', 'Send messages', 'messageList', BUYERS, [
        ['btnSend', '发送', 'Send'],
        ['btnWithdraw', '撤回', 'Withdraw'],
      ]),
      page(
        'MSG_INSTANCE',
        '消息实例',
        'Message instances',
        'msgInstance',
        ['SYS_ADMIN'],
        [['btnWithdraw', '撤回', 'Withdraw']],
      ),
      page('MSG_RECEIVER', '接收人', 'Receivers', 'msgReceive', BUYERS),
      page('MSG_HISTORY', '消息历史', 'Message history', 'msgHistory', ['SYS_ADMIN']),
      page('MSG_TODO', '待办消息', 'To-do messages', 'msgTd', ['SYS_ADMIN']),
      page('MSG_LOG', '发送日志', 'Delivery log', 'msgLog', ['SYS_ADMIN'], [['btnRetry', '重新发送', 'Retry']]),
      page('MSG_SOURCE', '消息来源', 'Message sources', 'msgSourceCfg', ['SYS_ADMIN'], adminButtons),
      page('MSG_TEMPLATE', '消息模板', 'Message templates', 'msgTempleCfg', ['SYS_ADMIN'], adminButtons),
      page('MSG_CONFIG', '消息配置', 'Message configuration', 'msgCfg', ['SYS_ADMIN'], [['btnEdit', '编辑', 'Edit']]),
      page('MSG_REMINDER', '催办设置', 'Reminder settings', 'reminderSetting', ['SYS_ADMIN'], adminButtons),
      page(
        'MSG_ARTICLE',
        '文章管理',
        'Articles',
        'articleManagementList',
        ['SYS_ADMIN'],
        [...adminButtons, ['btnPublish', '发布', 'Publish'], ['btnUnpublish', '取消发布', 'Unpublish']],
      ),
    ],
  },
  {
    code: 'SYSTEM',
    cn: '系统管理',
    en: 'Administration',
    icon: 'SettingOutlined',
    for: ['SYS_ADMIN'],
    children: [
      page(
        'SYS_USER',
        '用户管理',
        'Users',
        'user',
        ['SYS_ADMIN'],
        [
          ['btnResetPassword', '重置密码', 'Reset password'],
          ['btnDisableUser', '启用/禁用', 'Enable / disable'],
          ['btnAdd', '新增', 'Add'],
          ['btnEdit', '编辑', 'Edit'],
          ['btnResetAllPasswords', '重置全部密码', 'Reset all passwords'],
          ['btnUnlockUser', '解锁', 'Unlock'],
          ['btnGrantResp', '分配职责', 'Assign responsibilities'],
        ],
      ),
      page('SYS_ROLE', '角色管理', 'Roles', 'role', ['SYS_ADMIN'], adminButtons),
      page(
        'SYS_RESP',
        '职责管理',
        'Responsibilities',
        'resp',
        ['SYS_ADMIN'],
        [
          ['btnAdd', '新增', 'Add'],
          ['btnEdit', '编辑', 'Edit'],
          ['btnGrant', '分配菜单与按钮', 'Grant menus and buttons'],
        ],
      ),
      page('SYS_MENU', '菜单管理', 'Menus', 'systemsetting/menuFunction', ['SYS_ADMIN'], adminButtons),
      page(
        'SYS_LOOKUP',
        '值集管理',
        'Lookups',
        'lookup',
        ['SYS_ADMIN'],
        [...adminButtons, ['btnImportLookup', '导入', 'Import']],
      ),
      page(
        'SYS_INSTITUTION',
        '组织机构',
        'Organisations',
        'institution',
        ['SYS_ADMIN'],
        [
          ['btnOrgEdit', '维护组织', 'Edit organisations'],
          ['btnDepartmentEdit', '维护部门', 'Edit departments'],
          ['btnPositionEdit', '维护职位与职级', 'Edit positions and levels'],
          ['btnJobTitleEdit', '维护岗位', 'Edit job titles'],
        ],
      ),
      page(
        'SYS_EMPLOYEE',
        '人员管理',
        'Persons',
        'employee',
        ['SYS_ADMIN'],
        [
          ['btnPersonEdit', '维护人员', 'Edit persons'],
          ['btnPositionAllot', '分配职位', 'Allot positions'],
          ['btnDataPermission', '数据权限', 'Data permissions'],
        ],
      ),
      page('SYS_PROFILE', '系统参数', 'Profiles', 'profile', ['SYS_ADMIN'], [['btnEdit', '编辑', 'Edit']]),
      page(
        'SYS_INTEGRATION_OUTBOX',
        '集成推送队列',
        'Integration outbox',
        'integrationOutbox',
        ['SYS_ADMIN'],
        [['btnRetry', '重新发送', 'Redeliver']],
      ),
      // Every mail recorded (issue 15 item 6): without SMTP the only way to read a registration's code.
      page(
        'SYS_MAIL_OUTBOX',
        '邮件发件箱',
        'Mail outbox',
        'mailOutbox',
        ['SYS_ADMIN'],
        [['btnRetry', '重新发送', 'Resend']],
      ),
      page('SYS_LOG', '操作日志', 'Logs', 'log', ['SYS_ADMIN'], [['btnExport', '导出', 'Export']]),
      page(
        'SYS_JOBS',
        '计划任务',
        'Scheduled jobs',
        'concurrentPrograms',
        ['SYS_ADMIN'],
        [
          ['btnJobEdit', '修改计划', 'Edit schedule'],
          ['btnJobRun', '立即运行', 'Run now'],
        ],
      ),
    ],
  },
  // Pages for whoever runs or develops the platform, kept out of the business folders (issue 15).
  {
    code: 'SYS_TOOLS',
    cn: '系统工具',
    en: 'System tools',
    icon: 'ToolOutlined',
    for: ['SYS_ADMIN'],
    children: [
      page('SYS_DATASOURCE', '数据源', 'Data source', 'datasource', ['SYS_ADMIN']),
      page('SYS_REDIS', '缓存', 'Cache (Redis)', 'redis', ['SYS_ADMIN']),
      page('SYS_API', '接口管理', 'API list', 'apiManager', ['SYS_ADMIN']),
      page('SYS_MODULES', '项目与模块', 'Projects and modules', 'projectAndModule', ['SYS_ADMIN']),
      page(
        'SYS_GALLERY',
        '组件示例',
        'Component gallery',
        'componentGallery',
        ['SYS_ADMIN'],
        [['btnGallery', '查看示例', 'View samples'], ...docButtons, ['btnImport', '导入', 'Import']],
      ),
    ],
  },
  // The supplier portal
  {
    code: 'SUP_COLLAB',
    cn: '订单协同',
    en: 'Order collaboration',
    icon: 'ShoppingOutlined',
    for: SUPPLIER,
    children: [
      page('SUP_ORDER', '我的订单', 'My purchase orders', 'srmPoSupplierList', SUPPLIER, [
        ['btnConfirm', '确认', 'Confirm'],
        ['btnRefuse', '拒绝', 'Refuse'],
        ['btnPrint', '打印', 'Print'],
        ['btnExport', '导出', 'Export'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
      ]),
      page('SUP_DELIVERY', '我的送货单', 'My delivery notes', 'deliveryNoteSupplierList', SUPPLIER, [
        ['btnAdd', '新增', 'Add'],
        ['btnEdit', '编辑', 'Edit'],
        ['btnDelete', '删除', 'Delete'],
        ['btnShip', '发货', 'Ship'],
        ['btnCancel', '取消', 'Cancel'],
        ['btnPrint', '打印标签', 'Print labels'],
        ['btnExport', '导出', 'Export'],
      ]),
      page('SUP_DELIVERY_NOTICE', '送货通知', 'Delivery notices', 'deliveryNoticeSupplierList', SUPPLIER, [
        ['btnConfirm', '答复确认', 'Answer'],
        ['btnExport', '导出', 'Export'],
      ]),
      page('SUP_STATEMENT', '我的对账单', 'My statements', 'accountStatementSupplierList', SUPPLIER, [
        ['btnConfirm', '确认对账', 'Agree'],
        ['btnRefuse', '提出异议', 'Dispute'],
        ['btnExport', '导出', 'Export'],
        ['btnPrint', '打印', 'Print'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
      ]),
      page('SUP_INVOICE', '我的发票', 'My invoices', 'invoiceSupplierList', SUPPLIER, [
        ['btnAdd', '新增', 'Add'],
        // Registrations with their tax invoices from an Excel file (invoiceImport.ts), as drafts.
        ['btnImport', '导入', 'Import'],
        ['btnEdit', '编辑', 'Edit'],
        ['btnDelete', '删除', 'Delete'],
        ['btnSubmit', '提交', 'Submit'],
        ['btnAbolish', '作废', 'Void'],
        ['btnExport', '导出', 'Export'],
      ]),
      // The supplier's contracts (issue 19 item 2): confirmed or refused, then signed as party B.
      page('SUP_CONTRACT', '我的合同', 'My contracts', 'cctContractSupplierList', SUPPLIER, [
        ['btnConfirm', '确认合同', 'Confirm'],
        ['btnRefuse', '拒绝', 'Refuse'],
        ['btnSign', '签署', 'Sign'],
        ['btnExport', '导出', 'Export'],
        ['btnPrint', '打印', 'Print'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
      ]),
      page('SUP_DEDUCTION', '扣款单', 'Deductions', 'deductionSupplierList', SUPPLIER, [
        ['btnConfirm', '接受扣款', 'Accept'],
        ['btnRefuse', '申诉', 'Appeal'],
        ['btnExport', '导出', 'Export'],
        // The buyer's evidence, once the deduction is sent (the file service's rule, settlementFiles.ts).
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
      ]),
      page('SUP_BALANCE', '往来对账函', 'Statements of account', 'balanceSupplierList', SUPPLIER, [
        ['btnConfirm', '确认无误', 'Agree'],
        ['btnRefuse', '提出异议', 'Dispute'],
        ['btnExport', '导出', 'Export'],
      ]),
      page('SUP_PAYMENT', '付款通知', 'Payment notices', 'paymentSupplierList', SUPPLIER, [
        ['btnExport', '导出', 'Export'],
      ]),
      page('SUP_ADVANCE', '预付款通知', 'Advance notices', 'advanceSupplierList', SUPPLIER, [
        ['btnExport', '导出', 'Export'],
      ]),
      // Purchase plans, inventory, capacity, spare parts (issue 8 item 6, seed/purchase/planMenus.ts).
      ...planSupplierMenus(SUPPLIER),
    ],
  },
  {
    code: 'SUP_SOURCING',
    cn: '寻源协同',
    en: 'Sourcing collaboration',
    icon: 'AuditOutlined',
    for: SUPPLIER,
    children: [
      page('SUP_INQUIRY', '我的询价', 'My inquiries', 'inquirySupplierList', SUPPLIER),
      // Tenders (issue 17 item 3): those the supplier is invited to and public ones; sign up, pay, bid.
      page('SUP_TENDER', '招标', 'Tenders', 'tenderSupplierList', SUPPLIER),
    ],
  },
  {
    code: 'SUP_PROFILE',
    cn: '企业信息',
    en: 'Company information',
    icon: 'IdcardOutlined',
    for: SUPPLIER,
    children: [
      page('SUP_INFO', '企业资料', 'Company profile', 'supplierSelfInfo', SUPPLIER),
      page('SUP_CA_CERT', '电子签章证书', 'E-signing certificate', 'caSupplierCertificate', SUPPLIER, MY_CERT_BUTTONS),
      page('SUP_QUALIFICATION', '我的资质', 'My qualifications', 'supplierSelfQualification', SUPPLIER, [
        ['btnUploadAttachment', '上传附件', 'Upload attachment'],
        ['btnDownloadAttachment', '下载附件', 'Download attachment'],
        ['btnDelAttachment', '删除附件', 'Delete attachment'],
      ]),
    ],
  },
];
