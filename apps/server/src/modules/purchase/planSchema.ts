import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * Tables of the plans part of procurement execution (issue 8 item 6): purchase plans, supplier
 * inventory reports, capacity assessments and spare parts lists. Property names are those of the
 * declarations in packages/core/src/documents (purchasePlan.ts, supplierInventory.ts,
 * capacityAssessment.ts, spareParts.ts): the document engine reads and writes them by name.
 * Scope of each: the organisation and the supplier of the header.
 */

/** The columns every header of this part has besides its own fields. */
const docColumns = () => ({
  id: idColumn(),
  status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
  orgId: integer('org_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  remark: varchar('remark', { length: 500 }),
  printCount: integer('print_count').notNull().default(0),
  lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
});

const qty = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** Purchase plan header (采购计划): ROLLING or MRP (lookup PUR_PLAN_TYPE), one month per version. */
export const purchasePlans = pgTable(
  'srm_pur_plan_header',
  {
    ...docColumns(),
    planNumber: varchar('plan_number', { length: 32 }).notNull(),
    planType: varchar('plan_type', { length: 16 }).notNull(),
    /** The month planned, YYYY-MM. */
    planPeriod: varchar('plan_period', { length: 7 }).notNull(),
    planVersion: integer('plan_version'),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_plan_header_plan_period_grams', t.planPeriod),
    gramIndex('srm_pur_plan_header_plan_number_grams', t.planNumber),
    uniqueIndex('srm_pur_plan_number_uq').on(t.planNumber),
    index('srm_pur_plan_scope_ix').on(t.orgId, t.supplierId, t.status),
  ],
);

/** Purchase plan lines: weekly quantities, their total, and what the supplier confirmed. */
export const purchasePlanLines = pgTable(
  'srm_pur_plan_line',
  {
    id: idColumn(),
    planId: integer('plan_id')
      .notNull()
      .references(() => purchasePlans.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    categoryId: integer('category_id'),
    /** Lookup BASE_UOM. */
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    week1Quantity: qty('week1_quantity'),
    week2Quantity: qty('week2_quantity'),
    week3Quantity: qty('week3_quantity'),
    week4Quantity: qty('week4_quantity'),
    week5Quantity: qty('week5_quantity'),
    /** Σ weekly quantities, computed by the server. */
    totalQuantity: qty('total_quantity').notNull().default('0'),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    confirmedQuantity: qty('confirmed_quantity'),
    supplierRemark: varchar('supplier_remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_plan_line_number_uq').on(t.planId, t.lineNumber)],
);

/** Supplier inventory report header (供应商库存). */
export const supplierInventories = pgTable(
  'srm_pur_supplier_inventory_header',
  {
    ...docColumns(),
    inventoryNumber: varchar('inventory_number', { length: 32 }).notNull(),
    asOfDate: date('as_of_date', { mode: 'string' }).notNull(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_supplier_inventory_header_inventory_number_grams', t.inventoryNumber),
    uniqueIndex('srm_pur_supplier_inventory_number_uq').on(t.inventoryNumber),
    index('srm_pur_supplier_inventory_scope_ix').on(t.orgId, t.supplierId, t.status),
  ],
);

export const supplierInventoryLines = pgTable(
  'srm_pur_supplier_inventory_line',
  {
    id: idColumn(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => supplierInventories.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    quantityOnHand: qty('quantity_on_hand').notNull(),
    unitCode: varchar('unit_code', { length: 16 }).notNull(),
    warehouse: varchar('warehouse', { length: 120 }),
    safetyStock: qty('safety_stock'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_supplier_inventory_line_number_uq').on(t.inventoryId, t.lineNumber)],
);

/** Capacity assessment header (产能评估). */
export const capacityAssessments = pgTable(
  'srm_pur_capacity_header',
  {
    ...docColumns(),
    assessmentNumber: varchar('assessment_number', { length: 32 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_capacity_header_assessment_number_grams', t.assessmentNumber),
    uniqueIndex('srm_pur_capacity_number_uq').on(t.assessmentNumber),
    index('srm_pur_capacity_scope_ix').on(t.orgId, t.supplierId, t.status),
  ],
);

export const capacityAssessmentLines = pgTable(
  'srm_pur_capacity_line',
  {
    id: idColumn(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => capacityAssessments.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** A material, or a whole category (at least one of the two, planChecks.ts). */
    materialId: integer('material_id'),
    categoryId: integer('category_id'),
    monthlyCapacity: qty('monthly_capacity').notNull(),
    loadPercent: numeric('load_percent', { precision: 7, scale: 2 }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    bottleneckRemark: varchar('bottleneck_remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_capacity_line_number_uq').on(t.assessmentId, t.lineNumber)],
);

/** Spare parts list header (备件清单). */
export const sparePartsLists = pgTable(
  'srm_pur_spare_parts_header',
  {
    ...docColumns(),
    sparePartsNumber: varchar('spare_parts_number', { length: 32 }).notNull(),
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_pur_spare_parts_header_spare_parts_number_grams', t.sparePartsNumber),
    uniqueIndex('srm_pur_spare_parts_number_uq').on(t.sparePartsNumber),
    index('srm_pur_spare_parts_scope_ix').on(t.orgId, t.supplierId, t.status),
  ],
);

export const sparePartsLines = pgTable(
  'srm_pur_spare_parts_line',
  {
    id: idColumn(),
    sparePartsId: integer('spare_parts_id')
      .notNull()
      .references(() => sparePartsLists.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    sparePartCode: varchar('spare_part_code', { length: 64 }).notNull(),
    sparePartName: varchar('spare_part_name', { length: 240 }).notNull(),
    quantity: qty('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 20, scale: 6 }).notNull(),
    leadTimeDays: integer('lead_time_days'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_pur_spare_parts_line_number_uq').on(t.sparePartsId, t.lineNumber)],
);
