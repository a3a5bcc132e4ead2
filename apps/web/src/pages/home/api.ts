/** Endpoint paths of the home pages' own data (docs/api.md); to-dos and notices have their modules. */
export const HOME_API = {
  quickMenus: '/api/srmServer/v1/srmBaseUserQuickMenuRestful/findMine',
  saveQuickMenus: '/api/srmServer/v1/srmBaseUserQuickMenuRestful/saveMine',
  loginCount: '/api/baseServer/v1/basePersonAssignRestful/loginCount',
  dashboard: '/api/srmServer/v1/srmBaseHomeRestful/dashboard',
} as const;

/**
 * The home dashboard of the current responsibility (srmBaseHome/dashboard): each part is null when the
 * responsibility does not do that work; figures are the caller's scope only.
 */
export type HomeDashboard = {
  approvals: number | null;
  orders: {
    awaitingConfirmation: number;
    myOpenOrders: number | null;
    overdueLines: number;
    dueSoonLines: number;
  } | null;
  deliveries: { inTransit: number; refusedLines: number } | null;
  accuracy: { lines: number; onTime: number; inFull: number; onTimeInFull: number; rate: number } | null;
  receipts: { receipts: number; amounts: { currencyCode: string; amount: string }[] } | null;
  /** Contracts in force ending within 30/60/90 days and payment stages due (issue 19); null without a contract page. */
  contracts: {
    expiring: { days: number; count: number }[];
    stagesDue: number;
    stagesOverdue: number;
  } | null;
  sendsSupplierTodos: boolean;
};

/** The windows the server counts in (modules/purchase/homeFigures.ts), for the texts. */
export const DASHBOARD_DAYS = { accuracy: 90, receipts: 30, dueSoon: 7 } as const;

export type LoginCountPoint = { name: string; externalCount: number; insideCount: number };

/** Spec §6: a responsibility with this code keeps its users off the home's navigation and data. */
export const RESTRICTED_HOME_RESP = 'GZJTMDY';

/** Spec §9 home constants. */
export const HOME_LIMITS = {
  internalNotices: 5,
  supplierNotices: 10,
  notifications: 5,
  todos: 20,
  internalTodoHeight: 350,
  supplierTodoHeight: 250,
  internalTodoDelayMs: 1000,
  loginChartDays: 15,
} as const;

/** Notice type groups of spec §9, each a list on the homes. */
export const NOTICE_GROUPS = [
  { key: 'tender', types: ['TENDER_ANN', 'BIDDING_ANN'] },
  { key: 'inquiry', types: ['INQUIRY_ANN', 'COMPETE_ANN'] },
  { key: 'system', types: ['SYSTEM_ANN'] },
] as const;

/** Guide types of spec §9, under the public-documents menu BASE_GGWD. */
export const INTERNAL_GUIDES = [
  'BUYER_OPERATION_GUIDE',
  'SUPPLIER_OPERATION_GUIDE',
  'PRINTER_OPERATION_GUIDE',
  'OTHER_OPERATION_GUIDE',
];
export const SUPPLIER_GUIDES = ['SUPPLIER_OPERATION_GUIDE', 'PRINTER_OPERATION_GUIDE', 'FINANCING_GUIDE'];
