import { integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * Sourcing rule setup (issue 17 item 1): templates with their scoring criteria, sourcing types, the expert
 * library with fields of expertise and conflicts, sourcing projects. Declared in packages/core/src/masters/
 * sourcing*.ts and bound in ./rules/. Here rather than in rules/ because drizzle-kit reads a module's
 * `*Schema.ts` files (drizzle.config.ts), and the import rule guarding tables names them so.
 */

/** Sourcing templates (寻源模板): evaluation method, weights, rounds, validity, bond and fee. */
export const sourcingTemplates = pgTable(
  'srm_src_template',
  {
    id: idColumn(),
    templateCode: varchar('template_code', { length: 64 }).notNull(),
    templateName: varchar('template_name', { length: 128 }).notNull(),
    templateNameEn: varchar('template_name_en', { length: 128 }),
    /** Lookup SRC_METHOD: INQUIRY, TENDER, AUCTION. */
    sourcingMethod: varchar('sourcing_method', { length: 16 }).notNull(),
    /** Lookup SRC_EVAL_METHOD: LOWEST_PRICE, WEIGHTED_SCORE. */
    evaluationMethod: varchar('evaluation_method', { length: 16 }).notNull(),
    /** Percent; both set and summing to 100 for WEIGHTED_SCORE, both null otherwise. */
    technicalWeight: numeric('technical_weight', { precision: 5, scale: 2 }),
    commercialWeight: numeric('commercial_weight', { precision: 5, scale: 2 }),
    roundsAllowed: integer('rounds_allowed').notNull().default(1),
    quoteValidityDays: integer('quote_validity_days').notNull().default(30),
    /** Lookup SRC_BOND_RULE: NONE, FIXED (bondValue an amount), PERCENT (bondValue a percentage of the estimate). */
    bondRule: varchar('bond_rule', { length: 16 }).notNull().default('NONE'),
    bondValue: numeric('bond_value', { precision: 14, scale: 2 }),
    tenderFee: numeric('tender_fee', { precision: 11, scale: 2 }),
    openAfterDeadline: varchar('open_after_deadline', { length: 1 }).notNull().default('Y'),
    remark: varchar('remark', { length: 1000 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_template_code_uq').on(t.templateCode)],
);

/** A template's scoring criteria, saved with it (replaced as a whole on each save). */
export const sourcingTemplateCriteria = pgTable(
  'srm_src_template_criterion',
  {
    id: idColumn(),
    templateId: integer('template_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    criterionName: varchar('criterion_name', { length: 128 }).notNull(),
    criterionNameEn: varchar('criterion_name_en', { length: 128 }),
    /** Lookup SRC_CRITERION_KIND: TECHNICAL, COMMERCIAL. */
    criterionKind: varchar('criterion_kind', { length: 16 }).notNull(),
    /** Percent of its kind; a kind's criteria sum to 100. */
    weight: numeric('weight', { precision: 5, scale: 2 }).notNull(),
    maxScore: numeric('max_score', { precision: 7, scale: 2 }).notNull(),
    description: varchar('description', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_template_criterion_line_uq').on(t.templateId, t.lineNumber)],
);

/** Sourcing types (寻源类型): a method and a default template. */
export const sourcingTypes = pgTable(
  'srm_src_sourcing_type',
  {
    id: idColumn(),
    typeCode: varchar('type_code', { length: 64 }).notNull(),
    typeName: varchar('type_name', { length: 128 }).notNull(),
    typeNameEn: varchar('type_name_en', { length: 128 }),
    sourcingMethod: varchar('sourcing_method', { length: 16 }).notNull(),
    defaultTemplateId: integer('default_template_id'),
    description: varchar('description', { length: 1000 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_sourcing_type_code_uq').on(t.typeCode)],
);

/** The expert library (专家库). Internal experts name a person; external ones a company and contacts. */
export const sourcingExperts = pgTable(
  'srm_src_expert',
  {
    id: idColumn(),
    expertCode: varchar('expert_code', { length: 64 }).notNull(),
    expertName: varchar('expert_name', { length: 128 }).notNull(),
    /** Lookup SRC_EXPERT_SOURCE: INTERNAL, EXTERNAL. */
    expertSource: varchar('expert_source', { length: 16 }).notNull(),
    personId: integer('person_id'),
    company: varchar('company', { length: 200 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    /** Personal data: lists answer it masked (rules/expert.ts). */
    idNumber: varchar('id_number', { length: 32 }),
    expertTitle: varchar('expert_title', { length: 64 }),
    /** Lookup SRC_EXPERT_LEVEL. */
    expertLevel: varchar('expert_level', { length: 16 }),
    remark: varchar('remark', { length: 1000 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_expert_code_uq').on(t.expertCode)],
);

/** An expert's fields of expertise: purchase categories. */
export const sourcingExpertCategories = pgTable(
  'srm_src_expert_category',
  {
    id: idColumn(),
    expertId: integer('expert_id').notNull(),
    categoryId: integer('category_id').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_expert_category_uq').on(t.expertId, t.categoryId)],
);

/** Suppliers an expert is tied to: the committee draw of their events leaves the expert out. */
export const sourcingExpertConflicts = pgTable(
  'srm_src_expert_conflict',
  {
    id: idColumn(),
    expertId: integer('expert_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_expert_conflict_uq').on(t.expertId, t.supplierId)],
);

/** Sourcing projects (寻源项目) grouping events; rows of an organisation (data scope). */
export const sourcingProjects = pgTable(
  'srm_src_project',
  {
    id: idColumn(),
    projectCode: varchar('project_code', { length: 64 }).notNull(),
    projectName: varchar('project_name', { length: 128 }).notNull(),
    projectNameEn: varchar('project_name_en', { length: 128 }),
    orgId: integer('org_id').notNull(),
    projectYear: integer('project_year').notNull(),
    /** Lookup SRC_PROJECT_PERIOD: YEAR, H1, H2, Q1–Q4. */
    projectPeriod: varchar('project_period', { length: 16 }),
    budgetAmount: numeric('budget_amount', { precision: 14, scale: 2 }),
    currencyCode: varchar('currency_code', { length: 16 }).notNull().default('CNY'),
    ownerUserId: integer('owner_user_id').notNull(),
    /** Lookup SRC_PROJECT_STATUS: PLANNING, RUNNING, CLOSED. */
    projectStatus: varchar('project_status', { length: 16 }).notNull().default('PLANNING'),
    description: text('description'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_project_code_uq').on(t.projectCode)],
);
