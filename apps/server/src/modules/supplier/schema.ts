import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/**
 * Supplier companies. The row exists from the moment a company registers (status POTENTIAL) and carries
 * it through its lifecycle (lookup SLC_SUPPLIER_STATUS: POTENTIAL → REGISTERED → QUALIFIED → EFFECTIVE
 * (approved), and FROZEN, BLACKLIST, QUIT). The children below (contacts, bank accounts, addresses,
 * categories, sites) are changed by a supplier only through a change request.
 */
export const suppliers = pgTable(
  'srm_pos_supplier_info',
  {
    id: idColumn(),
    supplierNumber: varchar('supplier_number', { length: 32 }).notNull(),
    supplierName: varchar('supplier_name', { length: 256 }).notNull(),
    supplierShortName: varchar('supplier_short_name', { length: 128 }),
    supplierNameEn: varchar('supplier_name_en', { length: 256 }),
    supplierStatus: varchar('supplier_status', { length: 32 }).notNull().default('EFFECTIVE'),
    /** Lookup SLC_SUPPLIER_TYPE (manufacturer, trader, service…). */
    supplierType: varchar('supplier_type', { length: 32 }),
    industry: varchar('industry', { length: 128 }),
    /** The unified social credit code (统一社会信用代码, GB 32100-2015: 18 characters with a check character). */
    creditCode: varchar('credit_code', { length: 18 }),
    legalPerson: varchar('legal_person', { length: 64 }),
    /** Registered capital in 10 000 of the registered currency (万元), a decimal string. */
    registeredCapital: numeric('registered_capital', { precision: 20, scale: 2 }),
    registeredCurrency: varchar('registered_currency', { length: 8 }),
    establishDate: date('establish_date', { mode: 'string' }),
    /** District code (GB/T 2260, the district level) and the street address of the registered office. */
    districtCode: varchar('district_code', { length: 12 }),
    registeredAddress: varchar('registered_address', { length: 512 }),
    businessScope: text('business_scope'),
    website: varchar('website', { length: 256 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    /** SELF_REGISTER (the /register page) or BUYER_CREATED. */
    sourceType: varchar('source_type', { length: 32 }).notNull().default('BUYER_CREATED'),
    /** Y: orders may be placed; N while frozen or blacklisted. */
    purchaseFlag: varchar('purchase_flag', { length: 1 }).notNull().default('Y'),
    /** Y: payments may be made. */
    paymentFlag: varchar('payment_flag', { length: 1 }).notNull().default('Y'),
    /** Lookup SLC_SUPPLIER_GRADE (A, B, C, D), set by evaluation. */
    grade: varchar('grade', { length: 8 }),
    /** The business licence and other registration files (comma-separated file ids). */
    licenceFileIds: varchar('licence_file_ids', { length: 1000 }),
    otherFileIds: varchar('other_file_ids', { length: 1000 }),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalComments: varchar('approval_comments', { length: 1000 }),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pos_supplier_info_credit_code_grams', t.creditCode),
    gramIndex('srm_pos_supplier_info_supplier_short_name_grams', t.supplierShortName),
    gramIndex('srm_pos_supplier_info_supplier_name_grams', t.supplierName),
    gramIndex('srm_pos_supplier_info_supplier_number_grams', t.supplierNumber),
    uniqueIndex('srm_pos_supplier_info_number_uq').on(t.supplierNumber),
    index('srm_pos_supplier_info_name_ix').on(t.supplierName),
    index('srm_pos_supplier_info_credit_ix').on(t.creditCode),
  ],
);

/** A supplier's contacts; one of them is the primary contact (the registration's contact). */
export const supplierContacts = pgTable(
  'srm_pos_supplier_contact',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull(),
    position: varchar('position', { length: 64 }),
    mobile: varchar('mobile', { length: 32 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    primaryFlag: varchar('primary_flag', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [index('srm_pos_supplier_contact_supplier_ix').on(t.supplierId)],
);

/** A supplier's bank accounts (payments go to the primary one of the currency). */
export const supplierBankAccounts = pgTable(
  'srm_pos_supplier_bank',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    /** The bank branch of base data when picked from it; the names are kept as entered either way. */
    bankBranchId: integer('bank_branch_id'),
    bankName: varchar('bank_name', { length: 128 }).notNull(),
    branchName: varchar('branch_name', { length: 128 }),
    /** The branch's CNAPS (联行号) code. */
    branchCode: varchar('branch_code', { length: 32 }),
    accountName: varchar('account_name', { length: 256 }).notNull(),
    accountNumber: varchar('account_number', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    primaryFlag: varchar('primary_flag', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [index('srm_pos_supplier_bank_supplier_ix').on(t.supplierId)],
);

/** A supplier's addresses (office, factory, warehouse, shipping). */
export const supplierAddresses = pgTable(
  'srm_pos_supplier_address',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    /** Lookup SLC_ADDRESS_TYPE. */
    addressType: varchar('address_type', { length: 32 }).notNull(),
    districtCode: varchar('district_code', { length: 12 }),
    addressDetail: varchar('address_detail', { length: 512 }).notNull(),
    postcode: varchar('postcode', { length: 16 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [index('srm_pos_supplier_address_supplier_ix').on(t.supplierId)],
);

/** The purchase categories a supplier offers (at registration) or is qualified for. */
export const supplierCategories = pgTable(
  'srm_pos_supplier_category',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Lookup SLC_SUPPLIER_STATUS: the supplier's standing for this category (POTENTIAL until qualified). */
    categoryStatus: varchar('category_status', { length: 32 }).notNull().default('POTENTIAL'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_pos_supplier_category_uq').on(t.supplierId, t.categoryId),
    index('srm_pos_supplier_category_category_ix').on(t.categoryId),
  ],
);

/**
 * A supplier's sites (地点) per operating unit: the inspect-site row of spec §3 (siteName, puName, ouName,
 * siteStatus, isEmergencySupplier, inspectFlag, editFlag). ouName is the operating unit's name, puName the
 * name of the company above it; editFlag is computed (Y while the site is neither quit nor blacklisted).
 */
export const supplierSites = pgTable(
  'srm_pos_supplier_site',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    siteName: varchar('site_name', { length: 128 }).notNull(),
    /** The operating unit (base org) the site serves. */
    orgId: integer('org_id').notNull(),
    /** Lookup SLC_SUPPLIER_STATUS. */
    siteStatus: varchar('site_status', { length: 32 }).notNull().default('POTENTIAL'),
    /** Lookup SLC_EMERGENCY (Y/N). */
    isEmergencySupplier: varchar('is_emergency_supplier', { length: 1 }).notNull().default('N'),
    /** 'participate in inspection' (Y/N): editable by internal users only, while editFlag is Y. */
    inspectFlag: varchar('inspect_flag', { length: 1 }).notNull().default('N'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_pos_supplier_site_uq').on(t.supplierId, t.orgId, t.siteName),
    index('srm_pos_supplier_site_org_ix').on(t.orgId),
  ],
);

/**
 * A supplier's qualifications (licences, certificates) with their validity. Minimal here: the home's
 * qualification warning reads the expiry dates; the supplier lifecycle issue adds review and the daily job.
 */
export const supplierQualifications = pgTable(
  'srm_pos_supplier_qualification',
  {
    id: idColumn(),
    supplierId: integer('supplier_id').notNull(),
    /** Lookup SLC_QUALIFICATION_TYPE (BUSINESS_LICENSE, ISO9001…). */
    qualificationType: varchar('qualification_type', { length: 64 }).notNull(),
    qualificationName: varchar('qualification_name', { length: 256 }).notNull(),
    qualificationNumber: varchar('qualification_number', { length: 128 }),
    issuer: varchar('issuer', { length: 256 }),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Null with longTermFlag Y: never expires. */
    validTo: date('valid_to', { mode: 'string' }),
    longTermFlag: varchar('long_term_flag', { length: 1 }).notNull().default('N'),
    fileIds: varchar('file_ids', { length: 1000 }),
    /** Review of the files by the buyer side (qualification/review.ts): SUBMITTED, APPROVED or REJECTED. */
    reviewStatus: varchar('review_status', { length: 16 }).notNull().default('APPROVED'),
    reviewComment: varchar('review_comment', { length: 1000 }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The expiry date the daily job last opened a reminder for: one reminder per qualification and expiry date. */
    remindedValidTo: date('reminded_valid_to', { mode: 'string' }),
    ...whoColumns,
  },
  (t) => [
    // A supplier's own list in the list's order (expiring first, the id breaking ties); the expiry reminders too.
    index('srm_pos_supplier_qualification_supplier_ix').on(
      t.supplierId,
      t.validTo.asc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // The list's order (expiring first): page 1 reads 20 entries instead of sorting every row.
    index('srm_pos_supplier_qualification_list_ix').on(t.validTo.asc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Supplier groups: a named set of suppliers that notices and notifications can be addressed to (a supplier
 * reads what is sent to a group it belongs to). Minimal: code, name and members.
 */
export const supplierGroups = pgTable(
  'srm_pos_supplier_group',
  {
    id: idColumn(),
    groupCode: varchar('group_code', { length: 32 }).notNull(),
    groupName: varchar('group_name', { length: 128 }).notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pos_supplier_group_code_uq').on(t.groupCode)],
);

/** The members of a supplier group. */
export const supplierGroupMembers = pgTable(
  'srm_pos_supplier_group_member',
  {
    groupId: integer('group_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.supplierId] }),
    index('srm_pos_supplier_group_member_ix').on(t.supplierId),
  ],
);
