import { date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex } from '../../platform/db/search.ts';

/*
 * The supplier-status documents of the lifecycle (issue 7 item 5): blacklist / freeze and their lifting,
 * quit, designated suppliers, parts authorisation, and the introduction scenes master list. Property
 * names are those of the declarations in packages/core/src/documents/supplier*.ts (the document engine
 * reads and writes them by name).
 */

const printColumns = {
  printCount: integer('print_count').notNull().default(0),
  lastPrintDate: timestamp('last_print_date', { withTimezone: true }),
};

/**
 * Blacklist (拉黑), lifting it, freeze and unfreeze: one document family, the change type saying which
 * (lookup SLC_STATUS_CHANGE_TYPE). Applies to the whole supplier in every organisation when approved.
 */
export const statusChanges = pgTable(
  'srm_slc_status_change',
  {
    id: idColumn(),
    changeNumber: varchar('change_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** BLACKLIST | LIFT_BLACKLIST | FREEZE | UNFREEZE. */
    changeType: varchar('change_type', { length: 32 }).notNull(),
    supplierId: integer('supplier_id').notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_status_change_change_number_grams', t.changeNumber),
    uniqueIndex('srm_slc_status_change_number_uq').on(t.changeNumber),
    index('srm_slc_status_change_supplier_ix').on(t.supplierId, t.status),
  ],
);

/** Quit (退出): one site of the supplier, or the whole supplier when no site is named. */
export const supplierQuits = pgTable(
  'srm_slc_quit',
  {
    id: idColumn(),
    quitNumber: varchar('quit_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    supplierId: integer('supplier_id').notNull(),
    /** A site (srm_pos_supplier_site) of the supplier; null: the whole supplier quits. */
    siteId: integer('site_id'),
    reason: varchar('reason', { length: 1000 }).notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_quit_quit_number_grams', t.quitNumber),
    uniqueIndex('srm_slc_quit_number_uq').on(t.quitNumber),
    index('srm_slc_quit_supplier_ix').on(t.supplierId),
  ],
);

/**
 * Designated supplier (指定供应商): in an organisation, for a material or a category, a supplier that must
 * (may) be used between two dates; once approved, the approved-supplier-list check honours it.
 */
export const designations = pgTable(
  'srm_slc_designated',
  {
    id: idColumn(),
    designatedNumber: varchar('designated_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    materialId: integer('material_id'),
    categoryId: integer('category_id'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    reason: varchar('reason', { length: 1000 }).notNull(),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_designated_designated_number_grams', t.designatedNumber),
    uniqueIndex('srm_slc_designated_number_uq').on(t.designatedNumber),
    index('srm_slc_designated_lookup_ix').on(t.supplierId, t.orgId, t.status),
  ],
);

/** Parts authorisation (零件授权): a supplier authorised for materials in an organisation; abandon ends it. */
export const partsAuthorisations = pgTable(
  'srm_slc_parts_auth',
  {
    id: idColumn(),
    authNumber: varchar('auth_number', { length: 32 }).notNull(),
    /** … APPROVED while it holds, ABANDONED once given up (放弃). */
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    orgId: integer('org_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    reason: varchar('reason', { length: 1000 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    ...printColumns,
    ...whoColumns,
  },
  (t) => [
    gramIndex('srm_slc_parts_auth_auth_number_grams', t.authNumber),
    uniqueIndex('srm_slc_parts_auth_number_uq').on(t.authNumber),
    index('srm_slc_parts_auth_supplier_ix').on(t.supplierId, t.orgId, t.status),
  ],
);

/** The materials of a parts authorisation. */
export const partsAuthorisationLines = pgTable(
  'srm_slc_parts_auth_line',
  {
    id: idColumn(),
    authId: integer('auth_id')
      .notNull()
      .references(() => partsAuthorisations.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    materialId: integer('material_id').notNull(),
    remark: varchar('remark', { length: 240 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_slc_parts_auth_line_uq').on(t.authId, t.lineNumber),
    index('srm_slc_parts_auth_line_material_ix').on(t.materialId),
  ],
);

/**
 * Introduction scenes (引入场景): a master list the lifecycle documents refer to, saying which steps a
 * supplier introduced under it must pass (inspection, sample trial, batch trial).
 */
export const introductionScenes = pgTable(
  'srm_slc_intro_scene',
  {
    id: idColumn(),
    sceneCode: varchar('scene_code', { length: 32 }).notNull(),
    sceneName: varchar('scene_name', { length: 128 }).notNull(),
    sceneNameEn: varchar('scene_name_en', { length: 128 }),
    description: varchar('description', { length: 1000 }),
    inspectionFlag: varchar('inspection_flag', { length: 1 }).notNull().default('N'),
    sampleTrialFlag: varchar('sample_trial_flag', { length: 1 }).notNull().default('N'),
    batchTrialFlag: varchar('batch_trial_flag', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_slc_intro_scene_code_uq').on(t.sceneCode)],
);
