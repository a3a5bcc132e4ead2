import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Settlement (对账结算, issue 18). First the supply storage (供货入库, item 1): one settleable line per
 * receipt line that accepted something — the accepted quantity at its order line's price, tax rate and
 * currency, with the money computed once by packages/core/src/settlement/money.ts — linked to its delivery
 * note, order and line. Written by the receipt (supply.ts, called from purchase/delivery/receipt.ts) in
 * the receipt's transaction; statements take lines from here.
 */

/** The states of a supply line: OPEN (settleable), ON_STATEMENT, EXCLUDED (with a reason), SETTLED. */
export const SUPPLY_STATUSES = ['OPEN', 'ON_STATEMENT', 'EXCLUDED', 'SETTLED'] as const;

export const settleSupply = pgTable(
  'srm_settle_supply',
  {
    id: idColumn(),
    /**
     * RECEIPT (a positive quantity, with its delivery note and order line); DEDUCTION (quantity −1 at the
     * deduction's amount: a negative line, with its deduction); RETURN after acceptance will be a negative one.
     */
    sourceType: varchar('source_type', { length: 16 }).notNull(),
    deductionId: integer('deduction_id'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    deliveryNoteId: integer('delivery_note_id'),
    deliveryNoteLineId: integer('delivery_note_line_id'),
    orderId: integer('order_id'),
    orderLineId: integer('order_line_id'),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }),
    unitCode: varchar('unit_code', { length: 16 }),
    /** The date the goods were received: the period a statement takes them in. */
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    /** The order line's price without tax, its tax rate in percent, and the order's currency and terms. */
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    paymentTermId: integer('payment_term_id'),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 24, scale: 4 }).notNull(),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 4 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** Why the buyer keeps it off statements (exclude bill). */
    excludeReason: varchar('exclude_reason', { length: 500 }),
    /** The live statement holding it (ON_STATEMENT; kept once that statement is agreed). */
    statementId: integer('statement_id'),
    /** The supplier's objection to this line on its statement, cleared when the statement is sent again. */
    disputeComment: varchar('dispute_comment', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_supply_source_uq').on(t.sourceType, t.deliveryNoteLineId),
    // A deduction is accepted once.
    uniqueIndex('srm_settle_supply_deduction_uq').on(t.deductionId),
    // What a statement is built from: one supplier's open lines of an organisation, by date.
    index('srm_settle_supply_open_ix').on(t.supplierId, t.orgId, t.status, t.receiptDate),
    index('srm_settle_supply_org_ix').on(t.orgId, t.receiptDate),
    // A statement's lines, in receipt order.
    index('srm_settle_supply_statement_ix').on(t.statementId, t.receiptDate, t.id),
  ],
);

/**
 * Account statements (对账单, item 2; the declaration is packages/core/src/documents/accountStatement.ts).
 * The lines are the supply lines whose statementId is the statement's; the totals are their sums, written
 * by statementLines.ts whenever the lines change.
 */
export const accountStatements = pgTable(
  'srm_settle_statement',
  {
    id: idColumn(),
    statementNumber: varchar('statement_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    paymentTermId: integer('payment_term_id'),
    lineCount: integer('line_count').notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 24, scale: 4 }).notNull().default('0'),
    totalTax: numeric('total_tax', { precision: 24, scale: 4 }).notNull().default('0'),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 4 }).notNull().default('0'),
    buyerNote: varchar('buyer_note', { length: 1000 }),
    /** When it was last sent to the supplier: from then on the supplier sees it (until recalled). */
    sentDate: timestamp('sent_date', { withTimezone: true }),
    supplierNote: varchar('supplier_note', { length: 1000 }),
    /** The supplier's own uploads backing its last dispute (statementCalls.ts supplierDispute). */
    disputeFileIds: varchar('dispute_file_ids', { length: 1000 }),
    answeredDate: timestamp('answered_date', { withTimezone: true }),
    /** STANDARD, TWO_SIDED (the buyer checks after the supplier agrees) or SELF_OPERATED (the buyer confirms). */
    variant: varchar('variant', { length: 16 }).notNull().default('STANDARD'),
    /** The auto-reconcile rule that built it (autoReconcileSchema.ts); none for a hand-made one. */
    ruleId: integer('rule_id'),
    /** The buyer's check of a two-sided statement (passed or sent back): internal. */
    checkNote: varchar('check_note', { length: 1000 }),
    checkedDate: timestamp('checked_date', { withTimezone: true }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_statement_number_uq').on(t.statementNumber),
    // A rule builds one statement per supplier and period, even when two runs meet (hand-made ones: no rule).
    uniqueIndex('srm_settle_statement_rule_uq').on(t.ruleId, t.supplierId, t.periodFrom),
    gramIndex('srm_settle_statement_statement_number_grams', t.statementNumber),
    index('srm_settle_statement_org_ix').on(t.orgId, t.status),
    index('srm_settle_statement_supplier_ix').on(t.supplierId, t.status),
    // The open statements report (reports/openStatements.ts), oldest first: only the few not yet agreed.
    index('srm_settle_statement_open_ix')
      .on(t.creationDate, t.id)
      .where(sql`${t.status} in ('DRAFT', 'SUBMITTED', 'REJECTED', 'CHECKING')`),
  ],
);

/** Deductions (扣款单, item 3; the declaration is packages/core/src/documents/settlementDeduction.ts). */
export const deductions = pgTable(
  'srm_settle_deduction',
  {
    id: idColumn(),
    deductionNumber: varchar('deduction_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    deductionType: varchar('deduction_type', { length: 32 }).notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    deductionDate: date('deduction_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 4 }),
    reason: varchar('reason', { length: 1000 }).notNull(),
    /** The buyer's evidence (comma-separated attachment ids): the supplier reads them once sent (settlementFiles.ts). */
    fileIds: varchar('file_ids', { length: 1000 }),
    /** When it was last sent: from then on the supplier sees it (until recalled). */
    sentDate: timestamp('sent_date', { withTimezone: true }),
    supplierNote: varchar('supplier_note', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_deduction_number_uq').on(t.deductionNumber),
    gramIndex('srm_settle_deduction_deduction_number_grams', t.deductionNumber),
    index('srm_settle_deduction_org_ix').on(t.orgId, t.status),
    index('srm_settle_deduction_supplier_ix').on(t.supplierId, t.status),
  ],
);

/**
 * Invoices (网上发票, item 4; the declaration is packages/core/src/documents/settlementInvoice.ts): one document
 * per agreed statement, its lines the tax invoices issued for it. The statement's figures are copied when the
 * supplier saves (what it is matched against); the match per tax rate is settlement/invoiceMatch.ts.
 */
export const invoices = pgTable(
  'srm_settle_invoice',
  {
    id: idColumn(),
    registrationNumber: varchar('registration_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    statementId: integer('statement_id').notNull(),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    statementWithTax: numeric('statement_with_tax', { precision: 24, scale: 4 }),
    totalAmount: numeric('total_amount', { precision: 24, scale: 4 }),
    totalTax: numeric('total_tax', { precision: 24, scale: 4 }),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 4 }),
    differenceWithTax: numeric('difference_with_tax', { precision: 24, scale: 4 }),
    /**
     * Y once payment applications PAID cover its total with tax (settled 已结清), N otherwise: set by
     * settledInvoices.ts in the transaction that pays, voids or reopens an application, never by hand.
     */
    settledFlag: varchar('settled_flag', { length: 1 }).notNull().default('N'),
    remark: varchar('remark', { length: 1000 }),
    financeNote: varchar('finance_note', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_invoice_number_uq').on(t.registrationNumber),
    gramIndex('srm_settle_invoice_registration_number_grams', t.registrationNumber),
    index('srm_settle_invoice_org_ix').on(t.orgId, t.status),
    index('srm_settle_invoice_supplier_ix').on(t.supplierId, t.status),
    index('srm_settle_invoice_statement_ix').on(t.statementId),
    // The invoices awaiting match report (reports/invoicesAwaitingMatch.ts): only those finance has not decided.
    index('srm_settle_invoice_awaiting_ix')
      .on(t.creationDate, t.id)
      .where(sql`${t.status} in ('SUBMITTED', 'REJECTED')`),
    // The payables still owed (payment plan, ageing): confirmed and not settled, whatever lies paid behind them.
    index('srm_settle_invoice_unsettled_ix')
      .on(t.supplierId, t.id)
      .where(sql`${t.status} = 'CONFIRMED' and ${t.settledFlag} = 'N'`),
  ],
);

export const invoiceLines = pgTable(
  'srm_settle_invoice_line',
  {
    id: idColumn(),
    invoiceId: integer('invoice_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    invoiceCode: varchar('invoice_code', { length: 12 }),
    invoiceNumber: varchar('invoice_number', { length: 20 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 24, scale: 4 }).notNull(),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 4 }),
    ...whoColumns,
  },
  (t) => [
    index('srm_settle_invoice_line_invoice_ix').on(t.invoiceId),
    // Who registered a tax invoice already: looked up by number (the duplicate check).
    index('srm_settle_invoice_line_number_ix').on(t.invoiceNumber),
  ],
);

/**
 * Advance payments (预付款申请, item 5; the declaration is packages/core/src/documents/settlementAdvance.ts):
 * against an approved order, at a stage of its payment term or not; paid, the usable rest is written off on
 * payment applications (what they wrote off is summed from them, not kept here).
 */
export const advances = pgTable(
  'srm_settle_advance',
  {
    id: idColumn(),
    advanceNumber: varchar('advance_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orderId: integer('order_id').notNull(),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    orderWithTax: numeric('order_with_tax', { precision: 24, scale: 4 }),
    stageId: integer('stage_id'),
    applyDate: date('apply_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    paymentReference: varchar('payment_reference', { length: 64 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_advance_number_uq').on(t.advanceNumber),
    gramIndex('srm_settle_advance_advance_number_grams', t.advanceNumber),
    index('srm_settle_advance_org_ix').on(t.orgId, t.status),
    index('srm_settle_advance_supplier_ix').on(t.supplierId, t.status),
    index('srm_settle_advance_order_ix').on(t.orderId),
  ],
);

/**
 * Payment applications (付款申请, item 5; the declaration is packages/core/src/documents/settlementPayment.ts):
 * confirmed invoices paid in part or whole, less an advance written off; the totals computed by
 * packages/core/src/settlement/paymentTotals.ts.
 */
export const payments = pgTable(
  'srm_settle_payment',
  {
    id: idColumn(),
    paymentNumber: varchar('payment_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    applyDate: date('apply_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    advanceId: integer('advance_id'),
    writeOffAmount: numeric('write_off_amount', { precision: 24, scale: 4 }),
    invoicedTotal: numeric('invoiced_total', { precision: 24, scale: 4 }),
    payAmount: numeric('pay_amount', { precision: 24, scale: 4 }),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }),
    payAmountLocal: numeric('pay_amount_local', { precision: 24, scale: 4 }),
    remark: varchar('remark', { length: 1000 }),
    paidDate: date('paid_date', { mode: 'string' }),
    paymentReference: varchar('payment_reference', { length: 64 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_payment_number_uq').on(t.paymentNumber),
    gramIndex('srm_settle_payment_payment_number_grams', t.paymentNumber),
    index('srm_settle_payment_org_ix').on(t.orgId, t.status),
    index('srm_settle_payment_supplier_ix').on(t.supplierId, t.status),
    index('srm_settle_payment_advance_ix').on(t.advanceId),
  ],
);

export const paymentLines = pgTable(
  'srm_settle_payment_line',
  {
    id: idColumn(),
    paymentId: integer('payment_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    invoiceWithTax: numeric('invoice_with_tax', { precision: 24, scale: 4 }),
    applyAmount: numeric('apply_amount', { precision: 24, scale: 4 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    index('srm_settle_payment_line_payment_ix').on(t.paymentId),
    // What other applications pay of an invoice: summed by invoice.
    index('srm_settle_payment_line_invoice_ix').on(t.invoiceId),
  ],
);

/**
 * Statements of account (往来对账函, item 2; the declaration is packages/core/src/documents/settlementBalance.ts):
 * the balance owed to a supplier over a period, its figures computed by balanceFigures.ts at each save and send.
 */
export const balances = pgTable(
  'srm_settle_balance',
  {
    id: idColumn(),
    balanceNumber: varchar('balance_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    openingBalance: numeric('opening_balance', { precision: 24, scale: 4 }),
    invoicedAmount: numeric('invoiced_amount', { precision: 24, scale: 4 }),
    paidAmount: numeric('paid_amount', { precision: 24, scale: 4 }),
    advancedAmount: numeric('advanced_amount', { precision: 24, scale: 4 }),
    closingBalance: numeric('closing_balance', { precision: 24, scale: 4 }),
    buyerNote: varchar('buyer_note', { length: 1000 }),
    supplierNote: varchar('supplier_note', { length: 1000 }),
    /** When it was last sent: from then on the supplier sees it (until recalled). */
    sentDate: timestamp('sent_date', { withTimezone: true }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_settle_balance_number_uq').on(t.balanceNumber),
    gramIndex('srm_settle_balance_balance_number_grams', t.balanceNumber),
    index('srm_settle_balance_org_ix').on(t.orgId, t.status),
    index('srm_settle_balance_supplier_ix').on(t.supplierId, t.status),
  ],
);
