import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/*
 * Supplier to-dos (spec §3 Pending item, `srmBaseSupplierPending_*`): what a supplier's users must do,
 * opened by a document action (an order published, a plan to confirm…) or written by an internal user in
 * the supplier to-do dialog. They belong to the supplier, not to one of its users: any user of that supplier
 * sees and may handle them. The interior to-dos of internal users are `srm_interior_pending`
 * (platform/workflow/schema.ts), opened by approval tasks.
 */
export const supplierPendings = pgTable(
  'srm_base_supplier_pending',
  {
    id: idColumn(),
    /** The to-do text; for a document, "… please deal with it in time". */
    pendingTitle: varchar('pending_title', { length: 1000 }).notNull(),
    /** Lookup SYS_TOBEDO: which screen opens it; SUPPLIER_TODO for one written in the dialog. */
    billType: varchar('bill_type', { length: 64 }).notNull(),
    billId: integer('bill_id'),
    billNumber: varchar('bill_number', { length: 64 }),
    billLink: varchar('bill_link', { length: 512 }),
    /** What the screen opens with (the document id, a tab…). */
    billParams: jsonb('bill_params').$type<Record<string, unknown>>(),
    menuCode: varchar('menu_code', { length: 64 }),
    supplierId: integer('supplier_id').notNull(),
    /** The buyer-side organisation the to-do comes from, for the sender's data scope. */
    orgId: integer('org_id'),
    handleFlag: varchar('handle_flag', { length: 1 }).notNull().default('N'),
    cancelFlag: varchar('cancel_flag', { length: 1 }).notNull().default('N'),
    handleUserId: integer('handle_user_id'),
    handleDate: timestamp('handle_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    index('srm_base_supplier_pending_supplier_ix').on(t.supplierId, t.handleFlag, t.cancelFlag),
    index('srm_base_supplier_pending_bill_ix').on(t.billType, t.billId),
    index('srm_base_supplier_pending_creator_ix').on(t.createdBy),
    // The list's order (last handled or created first), read backwards: page 1 reads 20 entries, no sort.
    index('srm_base_supplier_pending_list_ix').on(sql`coalesce(${t.handleDate}, ${t.creationDate})`, t.id),
  ],
);
