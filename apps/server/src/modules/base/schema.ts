import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex, searchTextColumn, searchTextIndex } from '../../platform/db/search.ts';

/*
 * Base data (spec §1): purchase categories and purchasing groups (also permission dimensions), exchange
 * rates, payment terms, banks and branches, receiving and pick-up addresses, materials; districts come from
 * @vant/area-data, not a table.
 */

/** Purchase categories (采购品类): a tree of what is bought. */
export const purchaseCategories = pgTable(
  'base_purchase_category',
  {
    id: idColumn(),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryName: varchar('category_name', { length: 128 }).notNull(),
    categoryNameEn: varchar('category_name_en', { length: 128 }),
    parentCategoryId: integer('parent_category_id'),
    /** Depth in the tree, roots are 1 (kept on save, so the web's tree builder has its level key). */
    levelId: integer('level_id').notNull().default(1),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('base_purchase_category_code_uq').on(t.categoryCode),
    index('base_purchase_category_parent_ix').on(t.parentCategoryId),
  ],
);

/** Purchasing groups (采购组): groups of buyers, optionally of one organisation. */
export const purchasingGroups = pgTable(
  'base_purchasing_group',
  {
    id: idColumn(),
    groupCode: varchar('group_code', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 128 }).notNull(),
    groupNameEn: varchar('group_name_en', { length: 128 }),
    orgId: integer('org_id'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_purchasing_group_code_uq').on(t.groupCode)],
);

/** Who buys in a purchasing group: its buyers (users). */
export const purchasingGroupMembers = pgTable(
  'base_purchasing_group_member',
  {
    id: idColumn(),
    purchasingGroupId: integer('purchasing_group_id').notNull(),
    userId: integer('user_id').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_purchasing_group_member_uq').on(t.purchasingGroupId, t.userId)],
);

/** Exchange rates (汇率): one rate per currency pair, rate type and date; the rate converts 1 `from` into `to`. */
export const exchangeRates = pgTable(
  'base_exchange_rate',
  {
    id: idColumn(),
    /** Lookup BASE_CURRENCY. */
    fromCurrency: varchar('from_currency', { length: 8 }).notNull(),
    toCurrency: varchar('to_currency', { length: 8 }).notNull(),
    /** Lookup BASE_RATE_TYPE (SPOT, MONTHLY, BUDGET…). */
    rateType: varchar('rate_type', { length: 16 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('base_exchange_rate_uq').on(t.fromCurrency, t.toCurrency, t.rateType, t.rateDate),
    // The list's order (newest date first, then the pair): page 1 reads 20 entries instead of sorting every rate.
    index('base_exchange_rate_list_ix').on(t.rateDate.desc().nullsFirst(), t.fromCurrency, t.toCurrency),
  ],
);

/** Payment terms (付款条件): how an amount is paid, in nodes whose proportions sum to 100 %. */
export const paymentTerms = pgTable(
  'base_payment_term',
  {
    id: idColumn(),
    termCode: varchar('term_code', { length: 64 }).notNull(),
    termName: varchar('term_name', { length: 128 }).notNull(),
    termNameEn: varchar('term_name_en', { length: 128 }),
    description: varchar('description', { length: 512 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_payment_term_code_uq').on(t.termCode)],
);

/** A node of a payment term (付款节点): e.g. 30 % 30 days after the invoice. */
export const paymentTermNodes = pgTable(
  'base_payment_term_node',
  {
    id: idColumn(),
    paymentTermId: integer('payment_term_id').notNull(),
    seqNum: integer('seq_num').notNull(),
    stageName: varchar('stage_name', { length: 128 }).notNull(),
    /** Lookup BASE_PAYMENT_EVENT: INVOICE, RECEIPT, DELIVERY, ORDER. */
    eventCode: varchar('event_code', { length: 16 }).notNull(),
    daysAfter: integer('days_after').notNull().default(0),
    /** Percent of the amount, e.g. 30.00. */
    proportion: numeric('proportion', { precision: 7, scale: 4 }).notNull(),
    ...whoColumns,
  },
  (t) => [index('base_payment_term_node_term_ix').on(t.paymentTermId)],
);

/** Banks (银行). */
export const banks = pgTable(
  'base_bank',
  {
    id: idColumn(),
    bankCode: varchar('bank_code', { length: 64 }).notNull(),
    bankName: varchar('bank_name', { length: 128 }).notNull(),
    bankNameEn: varchar('bank_name_en', { length: 128 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['bank_code', 'bank_name', 'bank_name_en']),
  },
  (t) => [
    searchTextIndex('base_bank_search_grams', t.searchText, [t.bankCode, t.bankName, t.bankNameEn]),
    uniqueIndex('base_bank_code_uq').on(t.bankCode),
  ],
);

/** Bank branches (联行号 / 开户行): the 12-digit CNAPS code identifies a branch. */
export const bankBranches = pgTable(
  'base_bank_branch',
  {
    id: idColumn(),
    bankId: integer('bank_id').notNull(),
    cnapsCode: varchar('cnaps_code', { length: 12 }).notNull(),
    branchName: varchar('branch_name', { length: 240 }).notNull(),
    /** A district code of the districts data (province, city or county). */
    districtCode: varchar('district_code', { length: 12 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('base_bank_branch_cnaps_uq').on(t.cnapsCode), index('base_bank_branch_bank_ix').on(t.bankId)],
);

/** Receiving and pick-up addresses (收货地址 / 提货地址) of an organisation. */
export const addresses = pgTable(
  'base_address',
  {
    id: idColumn(),
    orgId: integer('org_id').notNull(),
    /** RECEIVE or PICKUP (lookup BASE_ADDRESS_TYPE). */
    addressType: varchar('address_type', { length: 16 }).notNull(),
    districtCode: varchar('district_code', { length: 12 }).notNull(),
    detailAddress: varchar('detail_address', { length: 240 }).notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull(),
    /** One default per organisation and type (kept on save). */
    defaultFlag: varchar('default_flag', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  // The list's whole order (defaults first within an organisation and type): page 1 reads 20 entries, no sort.
  (t) => [
    index('base_address_org_ix').on(t.orgId, t.addressType, t.defaultFlag.desc().nullsFirst(), t.id),
    // The list's keyword searches all three (address.ts): one column without a gram index would scan the table.
    gramIndex('base_address_detail_address_grams', t.detailAddress),
    gramIndex('base_address_contact_name_grams', t.contactName),
    gramIndex('base_address_contact_phone_grams', t.contactPhone),
  ],
);

/**
 * Materials (物料): what a document line may name instead of a free description. Documents of the
 * purchase and supplier modules point at them, through this module's services (materialService.ts).
 */
export const materials = pgTable(
  'base_material_item',
  {
    id: idColumn(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 240 }).notNull(),
    materialNameEn: varchar('material_name_en', { length: 240 }),
    specification: varchar('specification', { length: 240 }),
    /** The purchase category it is usually bought under (a line may choose another). */
    categoryId: integer('category_id'),
    /** Lookup BASE_UOM. */
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    /** The maintenance list's keyword over code, both names and specification (platform/db/search.ts). */
    searchText: searchTextColumn(['material_code', 'material_name', 'material_name_en', 'specification']),
    /** The picker's keyword (materialPicker.ts) over code and both names. */
    pickText: searchTextColumn(['material_code', 'material_name', 'material_name_en'], 'pick_text'),
    ...whoColumns,
  },
  (t) => [
    searchTextIndex('base_material_item_search_grams', t.searchText, [
      t.materialCode,
      t.materialName,
      t.materialNameEn,
      t.specification,
    ]),
    searchTextIndex('base_material_item_pick_grams', t.pickText, [t.materialCode, t.materialName, t.materialNameEn]),
    gramIndex('base_material_item_specification_grams', t.specification),
    gramIndex('base_material_item_material_name_en_grams', t.materialNameEn),
    gramIndex('base_material_item_material_name_grams', t.materialName),
    gramIndex('base_material_item_material_code_grams', t.materialCode),
    uniqueIndex('base_material_item_code_uq').on(t.materialCode),
    index('base_material_item_category_ix').on(t.categoryId),
  ],
);
