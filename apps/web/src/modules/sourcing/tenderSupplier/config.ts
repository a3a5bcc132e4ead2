/*
 * The supplier portal's tender calls (srmSrcSupplierTenderRestful, menu SUP_TENDER) and what they answer.
 * Every answer is the supplier's own: the server never sends another supplier's participation, a buyer's
 * internal field, or a price before the opening (/work/notes/tender.md "Sealing rule").
 */

export const SUPPLIER_TENDER_BASE = '/api/srmServer/v1/srmSrcSupplierTenderRestful';

/** The htmlUrl of a tender's page (registered in screens.ts). */
export const SUPPLIER_TENDER_SCREEN = 'tenderSupplierView';

/** A tender line, as a supplier reads it. */
export type TenderLine = {
  lineId: number;
  lineNumber: number;
  materialName?: string | null;
  itemName: string;
  specification: string | null;
  quantity: string;
  uomCode: string;
  needByDate: string;
  fileIds: string | null;
  remark: string | null;
};

/** A change letter (变更函): newest first; `deadline moved` when it moved the bid deadline or opening time. */
export type ChangeLetter = {
  changeId: number;
  letterNumber: number;
  title: string;
  content: string;
  fileIds: string | null;
  oldBidDeadline: string | null;
  newBidDeadline: string | null;
  oldOpeningTime: string | null;
  newOpeningTime: string | null;
  issuedAt: string;
};

export type FeeStatus = 'NONE' | 'UNPAID' | 'PAID' | 'REFUNDED' | 'FORFEITED';

/** The supplier's own participation: how it takes part, its response, its fee and bond. */
export type Participation = {
  source: 'INVITED' | 'SIGNED_UP';
  responseStatus: 'INVITED' | 'BID' | 'DECLINED';
  declineReason: string | null;
  feeStatus: FeeStatus;
  feePaidDate: string | null;
  bondStatus: FeeStatus;
  bondPaidDate: string | null;
  paymentReference: string | null;
};

export type SupplierTender = {
  tenderId: number;
  tenderNumber: string;
  title: string;
  orgName: string | null;
  categoryName: string | null;
  tenderMode: 'INVITE' | 'PUBLIC';
  currencyCode: string;
  signUpDeadline: string | null;
  bidDeadline: string;
  openingTime: string;
  tenderFee: string | null;
  bidBond: string | null;
  bondTerms: string | null;
  bondAccount: string | null;
  paymentTermName: string | null;
  deliveryAddressName: string | null;
  notesToSuppliers: string | null;
  fileIds: string | null;
  status: string;
  publishDate: string | null;
  closedDate: string | null;
  openedDate: string | null;
  abolishReason: string | null;
  /** The tender's public key (SPKI, base64) bids are encrypted to. */
  eventPublicKey: string | null;
  lines: TenderLine[];
  changes: ChangeLetter[];
  participation: Participation | null;
  /** The database clock when answered: the countdown runs on it, not on the browser's clock. */
  serverTime: string;
  /** What the supplier may do now: signUp, decline, reportPayment, bid. */
  _actions: string[];
};

/** The receipt of a submitted bid: the ciphertext's SHA-256 as the server checked it, and when. */
export type BidReceipt = {
  bidId: number;
  status: 'SUBMITTED';
  commercialHash: string;
  submittedAt: string;
  submitCount: number;
};

/** A bid line as opened (only after OPENED, its own). */
export type OpenedBidLine = {
  tenderLineId: number;
  lineNumber: number;
  itemName: string;
  priceWithoutTax: string;
  taxRate: string;
  priceWithTax: string;
  amountWithoutTax: string;
  amountWithTax: string;
  leadTimeDays: number | null;
  remark: string | null;
};

/** The supplier's bid: never its prices before the opening (the server cannot read them). */
export type MyBid = {
  bidId: number;
  status: 'SUBMITTED' | 'WITHDRAWN' | 'OPENED' | 'INVALID';
  commercialHash: string;
  submittedAt: string;
  submitCount: number;
  technicalStatement: string | null;
  technicalFileIds: string | null;
  /** Once opened, its own figures; null before. */
  invalidReason: string | null;
  totalWithoutTax: string | null;
  totalWithTax: string | null;
  validityDays: number | null;
  commercialRemark: string | null;
  lines: OpenedBidLine[];
};

/** myBid: whether the supplier may bid now (and why not, in its language), and its bid if any. */
export type MyBidView = {
  status: string;
  dbNow: string;
  eventPublicKey: string | null;
  canBid: boolean;
  cannotBidReason: string | null;
  bid: MyBid | null;
};

/** An entry of the opening record as a supplier sees it: another bidder's shows only its bid's hash. */
export type OpeningEntry = {
  seq: number;
  event: string;
  at: string;
  bidHash: string | null;
  mine: boolean;
  entryHash: string;
  detail?: Record<string, unknown> | null;
};

/** An awarded line of the supplier's own (a winner's result). */
export type WonLine = {
  lineNumber: number;
  itemName: string;
  specification: string | null;
  uomCode: string;
  awardedQuantity: string;
  priceWithoutTax: string;
  taxRate: string;
  priceWithTax: string;
  amountWithoutTax: string;
  amountWithTax: string;
};

/** The supplier's own result: WON / LOST once awarded (null before), its awarded lines when it won. */
export type MyResult = { result: 'WON' | 'LOST' | null; resultDate: string | null; lines: WonLine[] };

/** Fee and bond settled (paid, or none asked): what the server requires before a bid. */
export const paidUp = (p: Pick<Participation, 'feeStatus' | 'bondStatus'>) =>
  (p.feeStatus === 'PAID' || p.feeStatus === 'NONE') && (p.bondStatus === 'PAID' || p.bondStatus === 'NONE');

/** The tender moved past its bids: the form is closed for good. */
export const PAST_BIDDING = ['CLOSED', 'OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED', 'ABOLISHED'];
