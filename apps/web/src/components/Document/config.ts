import type { DocumentTypeDef, FieldDef, Label } from '@srm/core/documents/types';
import type { Lang } from '@srm/core/i18n/lang';
import type { ComponentType, ReactNode } from 'react';
import type { Row } from '../DataTable/types.ts';

/**
 * What a document type's screens need besides its declaration (packages/core/src/documents): where
 * its calls live, the edit page's name, and the few things special to it (computed amounts, defaults).
 * The generic list and edit screens read everything else from the declaration.
 */
export type DocumentScreenConfig = {
  def: DocumentTypeDef;
  /** The restPath of the type's calls, e.g. '/api/srmServer/v1/srmPurRequisitionRestful'. */
  base: string;
  /** The htmlUrl the edit page is registered under (opened in its own tab with ?id=…&mode=…). */
  editScreen: string;
  /** The htmlUrl the print page (PrintScreen) is registered under (opened with ?ids=1,2); none = no printing. */
  printScreen?: string;
  /** Prefix of the data-testid attributes (e.g. 'requisition'). */
  testId: string;
  /** How the type's import file names what it refers to, shown after the import dialog's general intro. */
  importHint?: Label;
  /** Attachments' storage path and function id. */
  attachmentPath: string;
  functionId: string;
  /** Endpoint action of a named action when it differs from the default (submit → doSubmit…). */
  actionCalls?: Record<string, string>;
  /** Values a line shows computed before saving (the server computes them again). */
  computeLine?: (line: Row) => Row;
  /** Header values computed from the lines (e.g. the total). */
  computeHeader?: (lines: Row[]) => Row;
  /**
   * Something a type adds to each printed sheet under its number (the order's Code128 barcode of its
   * number, issue 8); none by default.
   */
  sheetExtra?: (doc: Row) => ReactNode;
  /**
   * What a type shows above a stored document's tabs, from the record (the order's prices departing
   * from the price library, for the buyer and the approver); none by default.
   */
  banner?: (doc: Row) => ReactNode;
  /** What a type shows under a stored document's lines (the orders made from a requisition); none by default. */
  related?: (doc: Row) => ReactNode;
  /**
   * Tabs a type adds after the details of a stored document (an inquiry's invited suppliers, questions and
   * quotes received); none by default.
   */
  tabs?: (doc: Row) => { key: string; label: ReactNode; children: ReactNode }[];
  /**
   * Buttons a type adds beside the declared actions, for actions that ask for more than a comment (a new
   * deadline, the suppliers of a bargaining round); none by default. Such a button updates the record in
   * the query cache (['docFind', base, id]) with the server's answer, and the page shows it.
   */
  toolbar?: (doc: Row) => ReactNode;
  /**
   * Declared actions a type runs through a dialog of its own instead of the declaration's confirm and
   * comment (the tender's submit seals the bids' key to its committee first); none by default.
   */
  actionDialogs?: Record<string, ComponentType<ActionDialogProps>>;
  /** Values of a new document and a new line. */
  newHeader?: () => Row;
  newLine?: () => Row;
};

/**
 * What an action's own dialog gets. `run(prepare)` does what the button would: it saves unsaved edits
 * (before a submit), calls `prepare` with the stored record — its answer, if any, is the record the action
 * is then posted with (a new version) — and posts the action, with `body` added to what it sends (a
 * comment, a statement's disputed lines); it rejects with the error, which the page shows too. The
 * dialog closes itself with `onClose`.
 */
export type ActionDialogProps = {
  doc: Row;
  run: (prepare?: (doc: Row) => Promise<Row | undefined>, body?: Row) => Promise<void>;
  onClose: () => void;
};

/** The endpoint action of each named action, unless the type says otherwise. */
const DEFAULT_CALLS: Record<string, string> = {
  submit: 'doSubmit',
  approve: 'doApproval',
  reject: 'doReject',
  abolish: 'doAbolish',
  delete: 'delete',
};

export function actionCall(config: DocumentScreenConfig, action: string): string {
  return `${config.base}/${config.actionCalls?.[action] ?? DEFAULT_CALLS[action] ?? action}`;
}

export const labelOf = (label: Label | undefined, lang: Lang) => (label ? label[lang] : '');

export function headerField(def: DocumentTypeDef, key: string): FieldDef | undefined {
  return def.header.find((f) => f.key === key);
}

/** The query that opens a document's edit page in a new tab. */
export function editPath(config: DocumentScreenConfig, query: { id?: unknown; mode: string }): string {
  const search = new URLSearchParams();
  if (query.id != null) search.set('id', String(query.id));
  search.set('mode', query.mode);
  return `/main/${config.editScreen}?${search}`;
}

/** Rounds half up to the decimals (for amounts shown before the server computes them). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}
