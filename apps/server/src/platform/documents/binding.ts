import type { DocStatus, Lang, ServerName } from '@srm/core';
import type { DocumentTypeDef } from '@srm/core/documents/types';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DataScope, ScopeColumns } from '../access/scope.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import type { AppDeps } from '../http/deps.ts';
import type { FieldError } from '../i18n/zodMessages.ts';

/*
 * How a document type declared in packages/core is bound on the server: its tables, its scope columns
 * and the hooks holding what is special to it. The engine (bind.ts) does the rest the same way for
 * every type: numbers, states, versions, permissions, history, workflow, paging, printing.
 */

/** A scope column a document table may have; the table's property of the same name holds it. */
export type ScopeKey = keyof ScopeColumns;

export type DocumentBinding = {
  server: ServerName;
  /** Entity name without `Restful`: `srmPurRequisition` → /api/srmServer/v1/srmPurRequisitionRestful/… */
  entity: string;
  /**
   * The header table. Its properties are named as the declaration's header keys, plus `id`, `status`,
   * `printCount`, `lastPrintDate` and the who/version columns (checked when the type is bound).
   */
  header: PgTable;
  /** The line table: properties named as the declared line fields, plus `id` and the header id (`parentKey`). */
  lines?: { table: PgTable; parentKey: string };
  /**
   * The scope columns (ARCHITECTURE §5). A document is visible when its header is inside the scope and
   * every one of its lines is: a user never sees a line of a category it is not permitted.
   */
  scope: { header: readonly ScopeKey[]; lines?: readonly ScopeKey[] };
  /**
   * What a supplier user sees of its own supplier's documents, beyond the scope: an order only once it
   * was published to it (`isNotNull(orders.publishDate)`), never the buyer's drafts. Absent: all of them.
   */
  supplierWhere?: SQL;
  /**
   * The buyer-side twin of supplierWhere: what an internal user sees, beyond its scope, of documents a
   * supplier writes (delivery notes, supplier inventory reports): never the supplier's drafts, which are
   * the supplier's own work until it ships or submits them. Absent: all of them.
   */
  buyerWhere?: SQL;
  hooks?: DocumentHooks;
};

/** Everything an action works with: the transaction, the caller and its scope. */
export type DocContext = { tx: DbOrTx; user: SessionUser; lang: Lang; scope: DataScope; deps: AppDeps };

/** A stored document: the header row and its lines, as the tables' properties name them. */
export type HeaderRow = Record<string, unknown> & {
  id: number;
  status: DocStatus;
  version: number;
  createdBy: number | null;
};
export type LineRow = Record<string, unknown> & { id: number };
export type StoredDoc = { header: HeaderRow; lines: LineRow[] };

/** A save request after its schema: header fields and lines (a line's `id` when it exists already). */
export type DocInput = {
  /** The document being changed; absent for a new one (a rule that must not count the document itself). */
  id?: number;
  header: Record<string, unknown>;
  lines: (Record<string, unknown> & { id?: number })[];
};

/** A record as the API answers it; hooks add display values (names beside ids) to it. */
export type DocRecord = Record<string, unknown>;

export type DocumentHooks = {
  /**
   * Rules a save needs the database for (references exist, belong together, lie inside the caller's
   * scope). The schema has checked formats and the engine the lookup values. Field paths as in the
   * body: `departmentId`, `lines.0.categoryId`.
   */
  validate?: (ctx: DocContext, input: DocInput) => Promise<FieldError[]>;
  /** Sets the computed fields (line amounts, totals) on the input before it is stored. */
  compute?: (input: DocInput) => void;
  /**
   * What else a declared action does, in its transaction, after the document took its new state and
   * its history row was written: a to-do for the supplier when an order is published, one for the buyer
   * when the supplier refuses it. An ended approval is heard through onApprovalEnded (approval.ts).
   */
  afterStep?: (ctx: DocContext, doc: StoredDoc, step: StepTaken) => Promise<void>;
  /**
   * What else a save or a delete does, in its transaction, once the document's lines are written (after
   * null: deleted). Added for purchase orders (issue 8): the ordered quantity of the requisition lines an
   * order draws on is recomputed from the stored order lines, which exist only after the write.
   */
  afterSave?: (ctx: DocContext, before: StoredDoc | null, after: StoredDoc | null) => Promise<void>;
  /**
   * What must also hold for this user to take a declared action now, after the engine's state, version,
   * actor and button checks: a pricing document is approved only by a user with pricing authority for
   * its categories. Throws an AppError to refuse.
   */
  beforeStep?: (ctx: DocContext, doc: StoredDoc, action: string) => Promise<void>;
  /**
   * Whether a declared action applies to this document at all, beside its state: a type whose documents come
   * in variants (an account statement sent to its supplier, or confirmed by the buyer for an internal
   * subsidiary) offers each only its variant's actions. False keeps it out of `_actions` and refuses it (409).
   */
  offers?: (header: HeaderRow, action: string) => boolean;
  /** Rules that must hold to submit, on the stored document. */
  validateSubmit?: (ctx: DocContext, doc: StoredDoc) => Promise<FieldError[]>;
  /** The document fields the approval's conditions and assignee rules read. */
  workflowVariables?: (doc: StoredDoc) => Record<string, unknown>;
  /** The title of the approval's to-do items, in the submitter's language. */
  title?: (doc: StoredDoc, lang: Lang) => string;
  /** Adds display values to a page of records at once (one query per kind of name, not per row). */
  present?: (db: DbOrTx, lang: Lang, records: DocRecord[]) => Promise<void>;
  /** May this user submit and withdraw it? Default: its creator. */
  isOwner?: (header: HeaderRow, user: SessionUser) => boolean;
  /**
   * Excel import (doImport): turns the codes a file carries in the ref columns (organisation code,
   * person number, material code…) into ids, in place, for all documents of the file at once. Answers
   * per document the field errors of codes it cannot resolve (paths as in `validate`). Without it the
   * ref columns take ids.
   */
  importRefs?: (ctx: DocContext, docs: DocInput[]) => Promise<FieldError[][]>;
};

/** A declared action just taken: its name, the states it moved between and the comment given. */
export type StepTaken = { action: string; fromStatus: DocStatus; toStatus: DocStatus; comment: string | null };

/** A bound type as the engine's parts share it. */
export type BoundType = { def: DocumentTypeDef; binding: DocumentBinding };
