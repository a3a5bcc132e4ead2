import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * The contract (合同, issue 19 item 2): property names are those of packages/core/src/documents/contract.ts (the
 * document engine reads them by name). Its payment stages, clauses and the purchase order lines generated from it
 * are child tables the contract's own calls write (contractStages.ts, contractTerms.ts, contractOrders.ts).
 */

/** Contract header. Scope: organisation and supplier; a version of an alteration shares the number. */
export const contracts = pgTable(
  'srm_cct_contract',
  {
    id: idColumn(),
    contractNumber: varchar('contract_number', { length: 32 }).notNull(),
    /** 1 for the first contract; an alteration is the next version of the same number. */
    versionNumber: integer('version_number').notNull().default(1),
    /** The version an alteration was made from (whose signed version it supersedes once signed). */
    sourceContractId: integer('source_contract_id'),
    status: varchar('status', { length: 24 }).notNull().default('DRAFT'),
    contractName: varchar('contract_name', { length: 200 }).notNull(),
    /** Lookup CCT_CONTRACT_TYPE: NEW, ALTERATION, SUPPLEMENT. */
    contractType: varchar('contract_type', { length: 16 }).notNull(),
    /** Lookup CCT_SOURCE_TYPE: AWARD, AGREEMENT, ORDER, MANUAL; the source's id and number. */
    sourceType: varchar('source_type', { length: 16 }).notNull().default('MANUAL'),
    sourceId: integer('source_id'),
    sourceNumber: varchar('source_number', { length: 32 }),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 24, scale: 4 }),
    totalTax: numeric('total_tax', { precision: 24, scale: 4 }),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 4 }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    signedDate: date('signed_date', { mode: 'string' }),
    templateId: integer('template_id'),
    paymentTermId: integer('payment_term_id'),
    deliveryTerms: varchar('delivery_terms', { length: 1000 }),
    partyAAddress: varchar('party_a_address', { length: 240 }),
    partyALegalRepresentative: varchar('party_a_legal_representative', { length: 64 }),
    partyAAgent: varchar('party_a_agent', { length: 64 }),
    partyAPhone: varchar('party_a_phone', { length: 32 }),
    partyABank: varchar('party_a_bank', { length: 128 }),
    partyABankAccount: varchar('party_a_bank_account', { length: 64 }),
    partyATaxNumber: varchar('party_a_tax_number', { length: 32 }),
    partyBAddress: varchar('party_b_address', { length: 240 }),
    partyBLegalRepresentative: varchar('party_b_legal_representative', { length: 64 }),
    partyBAgent: varchar('party_b_agent', { length: 64 }),
    partyBPhone: varchar('party_b_phone', { length: 32 }),
    partyBBank: varchar('party_b_bank', { length: 128 }),
    partyBBankAccount: varchar('party_b_bank_account', { length: 64 }),
    partyBTaxNumber: varchar('party_b_tax_number', { length: 32 }),
    remark: varchar('remark', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    /** When it was sent to the supplier: from then on the supplier sees it. */
    sentDate: timestamp('sent_date', { withTimezone: true }),
    supplierComment: varchar('supplier_comment', { length: 1000 }),
    terminateReason: varchar('terminate_reason', { length: 1000 }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
    /** The lines' categories, kept by the engine for the line scope (refreshLineScope). */
    lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_cct_contract_number_uq').on(t.contractNumber, t.versionNumber),
    gramIndex('srm_cct_contract_contract_number_grams', t.contractNumber),
    gramIndex('srm_cct_contract_contract_name_grams', t.contractName),
    index('srm_cct_contract_org_ix').on(t.orgId, t.status),
    index('srm_cct_contract_supplier_ix').on(t.supplierId, t.status),
    index('srm_cct_contract_valid_to_ix').on(t.status, t.validTo),
  ],
);

/** Contract lines: what is bought at what price; orderedQuantity rises with the orders generated from it. */
export const contractLines = pgTable(
  'srm_cct_contract_line',
  {
    id: idColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id'),
    itemDescription: varchar('item_description', { length: 240 }).notNull(),
    categoryId: integer('category_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    priceWithTax: numeric('price_with_tax', { precision: 20, scale: 6 }),
    amount: numeric('amount', { precision: 24, scale: 4 }),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 4 }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    orderedQuantity: numeric('ordered_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    /** The line of the altered version this one continues (its orders count here too). */
    previousLineId: integer('previous_line_id'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_cct_contract_line_number_uq').on(t.contractId, t.lineNumber),
    index('srm_cct_contract_line_previous_ix').on(t.previousLineId),
  ],
);

/** Payment stages (付款阶段): from the payment term's nodes by default; percents sum to 100. */
export const contractStages = pgTable(
  'srm_cct_contract_stage',
  {
    id: idColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    stageNumber: integer('stage_number').notNull(),
    stageName: varchar('stage_name', { length: 128 }).notNull(),
    percent: numeric('percent', { precision: 7, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    plannedDate: date('planned_date', { mode: 'string' }),
    condition: varchar('condition', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_cct_contract_stage_number_uq').on(t.contractId, t.stageNumber),
    index('srm_cct_contract_stage_planned_ix').on(t.plannedDate),
  ],
);

/** Clauses copied into the contract (title and text), edited only while it is a draft. */
export const contractTerms = pgTable(
  'srm_cct_contract_term',
  {
    id: idColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    termNumber: integer('term_number').notNull(),
    /** The library clause it was copied from (contract/templates), when it was. */
    clauseId: integer('clause_id'),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_cct_contract_term_number_uq').on(t.contractId, t.termNumber)],
);

/** A purchase order line generated from a contract line, with the quantity it took. */
export const contractOrderLines = pgTable(
  'srm_cct_contract_order_line',
  {
    id: idColumn(),
    contractId: integer('contract_id').notNull(),
    contractLineId: integer('contract_line_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    orderLineId: integer('order_line_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    index('srm_cct_contract_order_line_contract_ix').on(t.contractId),
    index('srm_cct_contract_order_line_line_ix').on(t.contractLineId),
  ],
);

/**
 * The contract's PDF as generated from its template (RENDERED) and as each party signed it (SIGNED_A, then
 * SIGNED_B: the one in force). Kept in the row and never changed: each signature is a new row whose file is the
 * previous one with the signature appended (a PAdES incremental update), its SHA-256 recorded beside it.
 */
export const contractDocuments = pgTable(
  'srm_cct_contract_document',
  {
    id: idColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    content: bytea('content').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The template version it was rendered from. */
    templateId: integer('template_id'),
    /** Of a signature: the certificate's serial and subject name. */
    certSerial: varchar('cert_serial', { length: 64 }),
    signerName: varchar('signer_name', { length: 200 }),
    ...whoColumns,
  },
  (t) => [index('srm_cct_contract_document_contract_ix').on(t.contractId, t.id)],
);
