import { integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { purchaseOrders } from './orderSchema.ts';

/*
 * What each order has drawn on each agreement line (issue 8 items 2–3), as the agreement was last
 * consumed for it: an approved alteration moves the agreement by the difference between the order's
 * lines now and these figures, and a cancellation gives back exactly these. Kept apart from the order
 * lines because a line removed by an alteration must still be given back.
 */
export const orderAgreementDraws = pgTable(
  'srm_po_agreement_draw',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    agreementLineId: integer('agreement_line_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.agreementLineId] })],
);
