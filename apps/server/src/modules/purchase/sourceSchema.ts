import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Sources of procurement execution (issue 8 items 1–2): the approved supplier list (货源清单), the price
 * library (价格库) with its pricing authority, and purchase agreements (采购协议). Documents (ASL apply,
 * pricing, agreement) use the property names of their declarations in packages/core/src/documents
 * (purchaseAsl.ts, purchasePricing.ts, purchaseAgreement.ts): the document engine reads them by name.
 * The entry tables are what approved documents leave behind; orders read them through sources/sourceRules.ts.
 */

const printColumns = () => ({
  printCount: integer('print_count').notNull().default(0),
  lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
  /** The distinct categories of the lines, kept by the document engine (line scope judged on the header). */
  lineCategoryIds: integer('line_category_ids').array().notNull().default(sql`'{}'::integer[]`),
});

/** ASL application header (货源清单申请): NEW entries or an ALTERATION of existing ones. Scope: organisation. */
export const aslApplications = pgTable(
  'srm_pur_asl_header',
  {
    id: idColumn(),
    aslNumber: varchar('asl_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    /** Lookup PUR_ASL_APPLY_TYPE: NEW (lines become entries) or ALTERATION (lines change named entries). */
    applyType: varchar('apply_type', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_asl_header_asl_number_grams', t.aslNumber),
    uniqueIndex('srm_pur_asl_number_uq').on(t.aslNumber),
    index('srm_pur_asl_org_ix').on(t.orgId, t.status),
  ],
);

/** ASL application lines. Scope: category. entryId names the entry an ALTERATION line changes. */
export const aslApplicationLines = pgTable(
  'srm_pur_asl_line',
  {
    id: idColumn(),
    aslId: integer('asl_id')
      .notNull()
      .references(() => aslApplications.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    entryId: integer('entry_id'),
    materialId: integer('material_id'),
    categoryId: integer('category_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    supplierSiteId: integer('supplier_site_id'),
    /** Lookup PUR_ASL_STATUS: ACTIVE / SUSPENDED. */
    entryStatus: varchar('entry_status', { length: 16 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** 1 = first choice. */
    priority: integer('priority').notNull().default(1),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_asl_line_number_uq').on(t.aslId, t.lineNumber)],
);

/** Approved supplier list entries (货源清单): one per approved NEW line, changed by approved alterations. */
export const aslEntries = pgTable(
  'srm_pur_asl_entry',
  {
    id: idColumn(),
    orgId: integer('org_id').notNull(),
    /** Null: the entry is for the whole category (lines without material, or any material of it). */
    materialId: integer('material_id'),
    categoryId: integer('category_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    supplierSiteId: integer('supplier_site_id'),
    /** ACTIVE / SUSPENDED (lookup PUR_ASL_STATUS). */
    status: varchar('status', { length: 16 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    priority: integer('priority').notNull().default(1),
    /** The ASL document (and line) that created it, and the last one that changed it. */
    sourceDocId: integer('source_doc_id').notNull(),
    sourceLineId: integer('source_line_id'),
    lastDocId: integer('last_doc_id'),
    ...whoColumns,
  },
  (t) => [
    index('srm_pur_asl_entry_lookup_ix').on(t.orgId, t.supplierId, t.materialId),
    index('srm_pur_asl_entry_category_ix').on(t.orgId, t.categoryId),
    // The list's order: page 1 reads 20 entries instead of sorting every row.
    index('srm_pur_asl_entry_list_ix').on(t.orgId, t.materialId, t.priority, t.id),
  ],
);

/** Pricing document header (定价单). Scope: organisation. */
export const pricings = pgTable(
  'srm_pur_pricing_header',
  {
    id: idColumn(),
    pricingNumber: varchar('pricing_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** Lookup BASE_CURRENCY. */
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_pricing_header_pricing_number_grams', t.pricingNumber),
    uniqueIndex('srm_pur_pricing_number_uq').on(t.pricingNumber),
    index('srm_pur_pricing_org_ix').on(t.orgId, t.status),
  ],
);

/** Pricing lines. Scope: category. */
export const pricingLines = pgTable(
  'srm_pur_pricing_line',
  {
    id: idColumn(),
    pricingId: integer('pricing_id')
      .notNull()
      .references(() => pricings.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Percent, e.g. 13. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    /** Price without tax for priceUnit units. */
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    priceUnit: numeric('price_unit', { precision: 20, scale: 4 }).notNull().default('1'),
    /** price / priceUnit, computed by the server. */
    unitPrice: numeric('unit_price', { precision: 24, scale: 8 }).notNull(),
    /** Quantity break: the price holds from this order quantity on. */
    minQuantity: numeric('min_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_pricing_line_number_uq').on(t.pricingId, t.lineNumber)],
);

/** Price library (价格库): approved pricing lines; a newer one for the same key ends the older. */
export const priceEntries = pgTable(
  'srm_pur_price_entry',
  {
    id: idColumn(),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    materialId: integer('material_id').notNull(),
    categoryId: integer('category_id').notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    priceUnit: numeric('price_unit', { precision: 20, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 24, scale: 8 }).notNull(),
    minQuantity: numeric('min_quantity', { precision: 20, scale: 4 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    sourceDocId: integer('source_doc_id').notNull(),
    sourceLineId: integer('source_line_id'),
    ...whoColumns,
  },
  (t) => [
    index('srm_pur_price_entry_lookup_ix').on(t.orgId, t.supplierId, t.materialId, t.currencyCode),
    // The price library's order: page 1 reads 20 entries instead of sorting every row.
    index('srm_pur_price_entry_list_ix').on(t.supplierId, t.materialId, t.minQuantity, t.validFrom.desc().nullsFirst()),
  ],
);

/** Pricing authority (定价权限): the purchase categories whose pricing documents a user may approve. */
export const pricingAuthorities = pgTable(
  'srm_pur_pricing_authority',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    categoryId: integer('category_id').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_pricing_authority_uq').on(t.userId, t.categoryId)],
);

/** Purchase agreement header (采购协议). Scope: organisation. */
export const agreements = pgTable(
  'srm_pur_agreement_header',
  {
    id: idColumn(),
    agreementNumber: varchar('agreement_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** Lookup PUR_AGREEMENT_TYPE: FRAMEWORK (quantity ceilings) / PRICE. */
    agreementType: varchar('agreement_type', { length: 16 }).notNull(),
    currencyCode: varchar('currency_code', { length: 16 }).notNull(),
    paymentTermId: integer('payment_term_id'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Null: no amount ceiling. */
    amountCeiling: numeric('amount_ceiling', { precision: 24, scale: 2 }),
    /** Σ amounts of approved orders calling it off (consumeAgreement / releaseAgreement). */
    consumedAmount: numeric('consumed_amount', { precision: 24, scale: 2 }).notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_agreement_header_agreement_number_grams', t.agreementNumber),
    uniqueIndex('srm_pur_agreement_number_uq').on(t.agreementNumber),
    index('srm_pur_agreement_org_ix').on(t.orgId, t.status),
    index('srm_pur_agreement_supplier_ix').on(t.supplierId),
  ],
);

/** Agreement lines. Scope: category. */
export const agreementLines = pgTable(
  'srm_pur_agreement_line',
  {
    id: idColumn(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Lookup BASE_UOM. */
    unitCode: varchar('unit_code', { length: 16 }),
    /** Price without tax per unit. */
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    /** Null: no quantity ceiling (a PRICE agreement). */
    quantityCeiling: numeric('quantity_ceiling', { precision: 20, scale: 4 }),
    consumedQuantity: numeric('consumed_quantity', { precision: 20, scale: 4 }).notNull().default('0'),
    consumedAmount: numeric('consumed_amount', { precision: 24, scale: 2 }).notNull().default('0'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_agreement_line_number_uq').on(t.agreementId, t.lineNumber)],
);
