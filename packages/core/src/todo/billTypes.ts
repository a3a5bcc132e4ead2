/*
 * To-do bill types (lookup SYS_TOBEDO, spec §4 "To-do bill types") and how a to-do of each type opens.
 * - menu:       the type's screen, found through the menus of the current responsibility (interior to-dos
 *               use `menuCode`, supplier to-dos `supplierMenuCode` when the supplier side has its own
 *               screen); a code not granted to the responsibility (or a screen not built yet) makes the
 *               opener say plainly that the screen is not available in this responsibility;
 * - markDone:   WJQMS / KJQMS: opening marks the to-do done, then goes to /main;
 * - dialog:     the purchase plan: a dialog showing the item;
 * - supplierTab: supplier collaboration: the bill link in a tab;
 * - todoDialog: a to-do written in the supplier to-do dialog: the read-only dialog with "Handle".
 */

export type TodoOpen =
  | { kind: 'menu'; menuCode: string; supplierMenuCode?: string }
  | { kind: 'markDone' }
  | { kind: 'dialog' }
  | { kind: 'supplierTab' }
  | { kind: 'todoDialog' };

/** The bill type of a to-do written by an internal user in the supplier to-do dialog. */
export const SUPPLIER_TODO = 'SUPPLIER_TODO';

export const TODO_BILL_TYPES = {
  PO_ORDER: { kind: 'menu', menuCode: 'PUR_ORDER', supplierMenuCode: 'SUP_ORDER' },
  DELIVERY_NOTE: { kind: 'menu', menuCode: 'PUR_DELIVERY', supplierMenuCode: 'SUP_DELIVERY' },
  PUR_DELIVERY_NOTICE: { kind: 'menu', menuCode: 'PUR_DELIVERY_NOTICE', supplierMenuCode: 'SUP_DELIVERY_NOTICE' },
  CONTRACT: { kind: 'menu', menuCode: 'CCT_CONTRACT', supplierMenuCode: 'SUP_CONTRACT' },
  BIDDING_RESPONSE: { kind: 'menu', menuCode: 'SRC_TENDER', supplierMenuCode: 'SUP_TENDER' },
  BIDDING_BARGAIN: { kind: 'menu', menuCode: 'SRC_TENDER', supplierMenuCode: 'SUP_TENDER' },
  BIDDING_REPLY: { kind: 'menu', menuCode: 'SRC_TENDER', supplierMenuCode: 'SUP_TENDER' },
  COMPETE: { kind: 'menu', menuCode: 'SRC_BIDDING', supplierMenuCode: 'SUP_BIDDING' },
  INQUIRY: { kind: 'menu', menuCode: 'SRC_INQUIRY', supplierMenuCode: 'SUP_INQUIRY' },
  PUBLIC_INQUIRY: { kind: 'menu', menuCode: 'SRC_INQUIRY', supplierMenuCode: 'SUP_INQUIRY' },
  INQUIRY_BARGAIN: { kind: 'menu', menuCode: 'SRC_INQUIRY', supplierMenuCode: 'SUP_INQUIRY' },
  PERFORMANCE: { kind: 'menu', menuCode: 'SPE_SCHEME', supplierMenuCode: 'SUP_PERFORMANCE' },
  RECTIFICATION: { kind: 'menu', menuCode: 'QUA_IMPROVEMENT', supplierMenuCode: 'SUP_RECTIFICATION' },
  PARTS_CERTIFICATION: { kind: 'menu', menuCode: 'QUA_PARTS_CERT', supplierMenuCode: 'SUP_PARTS_CERT' },
  PUR_PURCHASE_MRP_PLAN: { kind: 'dialog' },
  COST_ACCOUNTING: { kind: 'menu', menuCode: 'CAM_COST', supplierMenuCode: 'SUP_COST' },
  ENHANCED_CONTRACT_CONFIRM: { kind: 'menu', menuCode: 'CCT_CONTRACT', supplierMenuCode: 'SUP_CONTRACT' },
  INTERNAL_FEEDBACK: { kind: 'menu', menuCode: 'QUA_FEEDBACK', supplierMenuCode: 'SUP_FEEDBACK' },
  EXTERNAL_FEEDBACK: { kind: 'menu', menuCode: 'QUA_FEEDBACK', supplierMenuCode: 'SUP_FEEDBACK' },
  ONCE_INSPECT: { kind: 'menu', menuCode: 'QUA_FEEDBACK', supplierMenuCode: 'SUP_FEEDBACK' },
  QUALITY_IMPROVEMENT: { kind: 'menu', menuCode: 'QUA_IMPROVEMENT', supplierMenuCode: 'SUP_RECTIFICATION' },
  CLAIM: { kind: 'menu', menuCode: 'QUA_CLAIM', supplierMenuCode: 'SUP_CLAIM' },
  TWO_SIDES_AUDIT: { kind: 'menu', menuCode: 'QUA_AUDIT', supplierMenuCode: 'SUP_AUDIT' },
  ROLLING_STOCK_PLAN: { kind: 'menu', menuCode: 'PUR_ROLLING_PLAN', supplierMenuCode: 'SUP_ROLLING_PLAN' },
  PAYMENT_NOTICE: { kind: 'menu', menuCode: 'SET_PAYMENT', supplierMenuCode: 'SUP_PAYMENT' },
  ARCHIVE_CHANGE: { kind: 'menu', menuCode: 'SLC_CHANGE', supplierMenuCode: 'SUP_INFO' },
  FOUR_M_CHANGE: { kind: 'menu', menuCode: 'QUA_4M', supplierMenuCode: 'SUP_4M' },
  DRAWING_INVENTORY: { kind: 'menu', menuCode: 'DRAW_LIBRARY', supplierMenuCode: 'SUP_DRAWING' },
  DRAWING_SWITCH: { kind: 'menu', menuCode: 'DRAW_LIBRARY', supplierMenuCode: 'SUP_DRAWING' },
  DRAWING_DISTRIBUTION: { kind: 'menu', menuCode: 'DRAW_LIBRARY', supplierMenuCode: 'SUP_DRAWING' },
  QUALIFICATION_EXPIRY: { kind: 'menu', menuCode: 'SLC_QUALIFICATION', supplierMenuCode: 'SUP_QUALIFICATION' },
  ICM_SUPP_HEAD: { kind: 'supplierTab' },
  WJQMS: { kind: 'markDone' },
  KJQMS: { kind: 'markDone' },
  PUR_REQUISITION: { kind: 'menu', menuCode: 'PUR_REQUISITION' },
  /** Approved supplier list, pricing and agreements (issue 8 items 1–2): internal only. */
  PUR_ASL: { kind: 'menu', menuCode: 'PUR_ASL' },
  PUR_PRICING: { kind: 'menu', menuCode: 'PUR_PRICING' },
  PUR_AGREEMENT: { kind: 'menu', menuCode: 'PUR_AGREEMENT' },
  /** Sourcing approvals (issue 17): an inquiry's publication, an award; internal only. */
  SRC_INQUIRY: { kind: 'menu', menuCode: 'SRC_INQUIRY' },
  SRC_AWARD: { kind: 'menu', menuCode: 'SRC_AWARD' },
  /** The tender's publish approval and what its buyer is told (a supplier's payment reported). */
  SRC_TENDER: { kind: 'menu', menuCode: 'SRC_TENDER' },
  /** The account statement (issue 18): the supplier's "agree or dispute", the buyer's after a dispute. */
  SET_STATEMENT: { kind: 'menu', menuCode: 'SET_STATEMENT', supplierMenuCode: 'SUP_STATEMENT' },
  /** A deduction (issue 18 item 3): the supplier's "accept or appeal", the buyer's after an appeal. */
  SET_DEDUCTION: { kind: 'menu', menuCode: 'SET_DEDUCTION', supplierMenuCode: 'SUP_DEDUCTION' },
  /** An invoice (issue 18 item 4): finance's "confirm or return", the supplier's after a return. */
  SET_INVOICE: { kind: 'menu', menuCode: 'SET_INVOICE', supplierMenuCode: 'SUP_INVOICE' },
  /** Advances and payment applications (issue 18 item 5): their approvals; internal only. */
  SET_ADVANCE: { kind: 'menu', menuCode: 'SET_ADVANCE' },
  SET_PAYMENT: { kind: 'menu', menuCode: 'SET_PAYMENT' },
  /** A statement of account (issue 18 item 2): the supplier's "agree or dispute", the buyer's after a dispute. */
  SET_BALANCE: { kind: 'menu', menuCode: 'SET_BALANCE', supplierMenuCode: 'SUP_BALANCE' },
  [SUPPLIER_TODO]: { kind: 'todoDialog' },
  /** A notice asking for acknowledgement: its billLink opens noticePendingDesc. */
  BASE_NOTICE: { kind: 'supplierTab' },
  /** A supplier change request waiting for approval (issue 7): its list passes it on to the request's page. */
  SLC_SUPPLIER_CHANGE: { kind: 'menu', menuCode: 'SLC_CHANGE', supplierMenuCode: 'SLC_CHANGE' },
  /** The supplier lifecycle documents with approval (issue 7): internal only, each opens its own list. */
  SLC_INSPECTION_PLAN: { kind: 'menu', menuCode: 'SLC_INSPECTION_PLAN' },
  SLC_INSPECTION: { kind: 'menu', menuCode: 'SLC_INSPECTION' },
  SLC_SAMPLE_TRIAL: { kind: 'menu', menuCode: 'SLC_SAMPLE_TRIAL' },
  SLC_BATCH_TRIAL: { kind: 'menu', menuCode: 'SLC_BATCH_TRIAL' },
  SLC_BLACKLIST: { kind: 'menu', menuCode: 'SLC_BLACKLIST' },
  SLC_QUIT: { kind: 'menu', menuCode: 'SLC_QUIT' },
  SLC_DESIGNATED: { kind: 'menu', menuCode: 'SLC_DESIGNATED' },
  SLC_PARTS_AUTH: { kind: 'menu', menuCode: 'SLC_PARTS_AUTH' },
  /** Issue 8 item 6: a spare parts list to confirm, a returned capacity assessment (its notification). */
  PUR_PURCHASE_PLAN: { kind: 'menu', menuCode: 'PUR_ROLLING_PLAN', supplierMenuCode: 'SUP_ROLLING_PLAN' },
  PUR_SPARE_PARTS: { kind: 'menu', menuCode: 'PUR_SPARE_PARTS', supplierMenuCode: 'SUP_SPARE_PARTS' },
  PUR_CAPACITY_ASSESSMENT: { kind: 'menu', menuCode: 'PUR_CAPACITY', supplierMenuCode: 'SUP_CAPACITY' },
  /** A supplier registration waiting for its approvers (issue 15 item 6): internal only. */
  SUPPLIER_REGISTRATION: { kind: 'menu', menuCode: 'SLC_REGISTER_APPROVAL' },
  PUR_SUPPLIER_INVENTORY: { kind: 'menu', menuCode: 'PUR_SUPPLIER_INVENTORY', supplierMenuCode: 'SUP_INVENTORY' },
} as const satisfies Record<string, TodoOpen>;

export type TodoBillType = keyof typeof TODO_BILL_TYPES;

/** How a to-do of this bill type opens; an unknown type opens through the to-do's own menu code, if any. */
export function todoOpenOf(billType: string | null | undefined): TodoOpen | null {
  if (!billType || !Object.hasOwn(TODO_BILL_TYPES, billType)) return null;
  return TODO_BILL_TYPES[billType as TodoBillType];
}

/**
 * The menu codes to look for, in order, to open a `menu` to-do: the to-do's own menu code (the document
 * that opened it knows its screen), then the table's code for the side of the user.
 */
export function todoMenuCodes(
  billType: string | null | undefined,
  ownMenuCode: string | null | undefined,
  side: 'internal' | 'supplier',
): string[] {
  const open = todoOpenOf(billType);
  const codes: string[] = [];
  if (ownMenuCode) codes.push(ownMenuCode);
  if (open?.kind === 'menu') {
    const code = side === 'supplier' ? (open.supplierMenuCode ?? open.menuCode) : open.menuCode;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** The words a supplier to-do's title ends with while it waits, and once it is handled (spec §4). */
export const TODO_TITLE_WORDS = {
  pending: { CN: '请及时处理', EN: 'please deal with it in time' },
  handled: { CN: '已处理', EN: 'has been processed' },
} as const;

/**
 * The title shown for a supplier to-do: once handled (handleFlag Y), "please deal with it in time" reads
 * "has been processed" (CN 请及时处理 → 已处理; the English words match case-insensitively and keep the
 * case of their first letter). Other titles, and titles of items still waiting, are unchanged.
 */
export function todoTitle(title: string | null | undefined, handleFlag: string | null | undefined): string {
  const text = title ?? '';
  if (handleFlag !== 'Y') return text;
  return text
    .split(TODO_TITLE_WORDS.pending.CN)
    .join(TODO_TITLE_WORDS.handled.CN)
    .replace(/please deal with it in time/gi, (m) =>
      m[0] === 'P' ? `H${TODO_TITLE_WORDS.handled.EN.slice(1)}` : TODO_TITLE_WORDS.handled.EN,
    );
}

/** The home's to-do panel (spec §9): rows per tab, table heights, and the delay of the internal list. */
export const TODO_PANEL = {
  pageRows: 20,
  height: { internal: 350, supplier: 250 },
  internalDelayMs: 1000,
} as const;
