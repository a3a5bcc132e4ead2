import { DOC_STATUS, type DocStatus } from '../constants/status.ts';
import type { Lang } from '../i18n/lang.ts';

/**
 * A document type declared once (ARCHITECTURE §6): its fields, lines, statuses, actions, list and
 * numbering. The server binds it to its tables (apps/server/src/platform/documents); the web builds
 * its list and edit screens from it (apps/web/src/components/Document*). Both read this one object,
 * so the screen never disagrees with the server about what may be done.
 */

export type Label = Record<Lang, string>;

/** How a field is edited and shown; the same names as the DataTable's edit types where they overlap. */
/**
 * `datetime`: an instant (an inquiry's quote deadline), sent as ISO 8601 with its offset
 * (2026-11-30T10:00:00+08:00 or …Z), stored as timestamptz, answered as ISO 8601 in UTC.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'price'
  | 'amount'
  | 'date'
  | 'datetime'
  | 'lookup'
  | 'ref'
  | 'attachments';

export type FieldDef = {
  key: string;
  label: Label;
  type: FieldType;
  required?: boolean;
  maxLength?: number;
  /** number / price / amount: bounds and decimals. */
  min?: number;
  max?: number;
  precision?: number;
  /** lookup: the lookup type whose values it takes. */
  lookupType?: string;
  /** ref: the select-dialog source ('material', 'purchaseCategory', 'supplier', 'person', 'department', 'org'…). */
  ref?: string;
  /** ref: the row field holding the chosen record's name, shown beside the id. */
  displayKey?: string;
  /** Computed by the server (a total, the number); shown, never sent. */
  readOnly?: boolean;
  /** Not stored at all (implies readOnly): the type's `present` hook fills it each time it is read. */
  computed?: boolean;
  /**
   * The buyer's company's own business (an order line's library price and the reason for departing from
   * it): a supplier user never reads it, in a record or in its history (platform/documents/records.ts).
   */
  internal?: boolean;
  /**
   * ref: a new document starts with the signed-in user's own record here (issue 15) — its organisation,
   * department, person (requester) or the user itself (buyer); the user may still pick another. The
   * values come with the session (userInfo.documentDefaults); the server checks them as any other.
   */
  fromUser?: 'org' | 'department' | 'person' | 'user';
};

/** Who may take an action on a document, besides holding its button resource. */
export type ActionActor =
  /** Whoever holds the button on the type's menu and the row in scope. */
  | 'holder'
  /** Only the document's creator (or requester): submit, withdraw. */
  | 'owner'
  /** Only the user with an open approval task on it: approve, reject. */
  | 'approver'
  /**
   * Only a user of the document's supplier (a supplier user; the scope already limits it to its own
   * supplier's documents): confirm or refuse an order, create and ship a delivery note. Internal users
   * never take it, whatever buttons they hold.
   */
  | 'supplier';

export type ActionDef = {
  label: Label;
  /** States the document must be in; anything else is refused with "not allowed in status X". */
  from: readonly DocStatus[];
  /** The state after the action; absent = unchanged (save). */
  to?: DocStatus;
  /** The button resource on the type's menu that unlocks it (spec §6). */
  resource?: string;
  actor: ActionActor;
  /**
   * Asks the user to confirm first (the question). `{key}` in it is replaced by the document's value of
   * that field (its shown name for a ref), so a confirmation can summarise what is posted.
   */
  confirm?: Label;
  /** A comment is asked for; 'required' refuses an empty one. */
  comment?: 'optional' | 'required';
  /** Button colour (spec §9). */
  kind?: 'default' | 'save' | 'delete' | 'danger';
  /**
   * The approval step this action is: `start` (submit) starts the deployed process, `approve` / `reject`
   * complete the user's task, `withdraw` cancels the instance. The workflow, not `to`, then decides when
   * the document reaches its final state (`to` is where a finished approval leaves it).
   */
  workflow?: 'start' | 'approve' | 'reject' | 'withdraw';
  /**
   * This action starts an alteration of an approved document (spec §4 alteration): it moves to `to`
   * (CHANGING), where the document is edited and submitted again. If that approval is withdrawn or
   * rejected, the document returns to `to` rather than to the draft or rejected state, so an approved
   * document never becomes a deletable draft; approved again, it takes the approve action's `to`.
   */
  alteration?: boolean;
  /**
   * Header values the action asks for and writes with its step (a payment's date paid and the bank's
   * reference). Each names a read-only header field of the type: the action is the only way to set it.
   */
  asks?: readonly FieldDef[];
};

export type NumberRuleDef = {
  prefix: string;
  datePattern: 'yyMMdd' | 'yyyyMMdd' | 'yyMM' | 'yyyyMM' | 'yyyy' | '';
  digits: number;
};

export type DocumentTypeDef<A extends string = string> = {
  /** The bill type code (to-dos, numbering, workflow deployments, history rows). */
  billType: string;
  name: Label;
  /** The menu whose button resources unlock the actions, and which opens the screen from a to-do. */
  menuCode: string;
  /**
   * The supplier portal's page of the same documents (SUP_ORDER for orders), when suppliers act on them:
   * a supplier user's buttons are read on it, and its to-dos open it.
   */
  supplierMenuCode?: string;
  /** The header's key and number fields (`requisitionId`, `requisitionNumber`). */
  idKey: string;
  numberKey: string;
  numberRule: NumberRuleDef;
  /** Statuses this type uses, in their usual order (for filters and the status tag). */
  statuses: readonly DocStatus[];
  /**
   * What a status is called on this type when the shared name (DOC_STATUS) would say the wrong thing:
   * a shipped delivery note is SUBMITTED in the engine, "shipped" to its users. See `statusLabel`.
   */
  statusLabels?: Partial<Record<DocStatus, Label>>;
  /** States in which the header and lines may be edited by saveOrUpdate. */
  editableIn: readonly DocStatus[];
  /** Who may edit besides holding btnEdit: 'holder' (default) or 'owner' (only its creator, as a batch trial). */
  editActor?: ActionActor;
  /**
   * Who may create one besides holding btnAdd: 'holder' (default) or 'supplier' (only a supplier user,
   * as for a delivery note: buyers holding the same menu receive them but never write one).
   */
  createActor?: ActionActor;
  header: readonly FieldDef[];
  lines?: {
    key: string;
    idKey: string;
    label: Label;
    fields: readonly FieldDef[];
    /**
     * The server fills the lines of a document saved without any (a payment application takes the invoices
     * awaiting payment): what the user is told then, instead of "lines not kept as sent".
     */
    loadedWhenEmpty?: Label;
  };
  /** Named actions beyond save/delete: submit, approve, reject, withdraw, abolish, close… */
  actions: Record<A, ActionDef>;
  list: { columns: readonly string[]; filters: readonly string[] };
  /** Whether submit starts an approval (the deployed process of this bill type and organisation). */
  approval: boolean;
  /**
   * What a supplier user reads of this document's history (issue 15 item 9). Absent: nothing — a type
   * suppliers can read must declare it (a test walks every such type).
   */
  supplierHistory?: SupplierHistoryDef;
};

/**
 * The one rule of what a supplier sees of a document's history (apps/server/src/platform/documents/
 * supplierHistory.ts): only rows from the document's publication to the supplier on, and of those only its
 * own users' actions and the buyer's actions named in `shared`. Approval steps, internal edits, prints and
 * everything before publication (drafts, remarks, approvers and their comments) stay inside the company.
 */
export type SupplierHistoryDef = {
  /**
   * The buyer's actions that put the document before the supplier (an order's `publish`); history starts
   * at the first of them. Empty: the supplier writes the document itself, and history starts at its own
   * first action (its `create`).
   */
  publishedBy: readonly string[];
  /**
   * The buyer's actions after publication the supplier is shown, with their comments and field changes:
   * the ones addressed to it (publish, receive, close, cancel, a review's return with its reason). Never an
   * approval step (submit, approve, reject, withdraw) — the binding refuses those at start.
   */
  shared: readonly string[];
  /**
   * The buyer's actions shown only once a later publication has put their result before the supplier: an
   * order's alteration edits, which the supplier then confirms (until published again they are work in
   * progress, and stay inside).
   */
  sharedOncePublished?: readonly string[];
};

/** Keeps the literal action names while checking the shape. */
export function defineDocumentType<A extends string>(def: DocumentTypeDef<A>): DocumentTypeDef<A> {
  return def;
}

/** A status's name on a type, in the language: the type's own name for it, else the shared one. */
export function statusLabel(
  def: Pick<DocumentTypeDef, 'statusLabels'> | undefined,
  status: string,
  lang: Lang,
): string {
  const own = def?.statusLabels?.[status as DocStatus];
  if (own) return own[lang];
  return (DOC_STATUS as Record<string, Label>)[status]?.[lang] ?? status;
}
