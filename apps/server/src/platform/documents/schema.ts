import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../db/columns.ts';

/**
 * The history of every document (ARCHITECTURE §6, §10): one row per action taken on it, written in the
 * action's transaction, with the field differences of header and lines. Rows stay when a draft is
 * deleted, so the audit outlives the document. Append-only: never updated.
 */
export const documentHistory = pgTable(
  'base_document_history',
  {
    id: idColumn(),
    billType: varchar('bill_type', { length: 64 }).notNull(),
    docId: integer('doc_id').notNull(),
    /** The document number at the time (a deleted draft keeps it here). */
    docNumber: varchar('doc_number', { length: 64 }),
    /** create, edit, delete, print, a declared action (submit, approve…), or approvalEnd. */
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }),
    /** Who acted; null when the workflow ended an approval on its own. */
    userId: integer('user_id'),
    comment: varchar('comment', { length: 1000 }),
    /** `{header: [{field, before, after}], lines: [{lineId, lineNumber, change, fields}]}` */
    changes: jsonb('changes'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_document_history_doc_ix').on(t.billType, t.docId)],
);
