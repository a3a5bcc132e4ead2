import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, idColumn, whoColumns } from '../../../platform/db/columns.ts';

/*
 * Contract templates, the terms library and watermarks (issue 19 item 1). A template version's Word file and a
 * watermark's image are copied into their rows when saved (bytea): a contract renders from the very file that
 * was checked at save, whatever happens to the uploaded attachment afterwards (docs/decisions.md "Contracts
 * (issue 19): templates keep their file").
 */

/** A clause of the terms library (合同条款): its current text; every text it had is in srm_cct_term_version. */
export const contractTerms = pgTable(
  'srm_cct_term',
  {
    id: idColumn(),
    termCode: varchar('term_code', { length: 40 }).notNull(),
    termTitle: varchar('term_title', { length: 200 }).notNull(),
    termTitleEn: varchar('term_title_en', { length: 200 }),
    termCategory: varchar('term_category', { length: 60 }),
    termText: text('term_text').notNull(),
    /** The clause's version: 1 when created, one more at each save that changes its title or text. */
    termVersion: integer('term_version').notNull().default(1),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_cct_term_code_uk').on(t.termCode)],
);

/** Every version of a clause's title and text: what a contract that copied that version keeps. */
export const contractTermVersions = pgTable(
  'srm_cct_term_version',
  {
    id: idColumn(),
    termId: integer('term_id').notNull(),
    termVersion: integer('term_version').notNull(),
    termTitle: varchar('term_title', { length: 200 }).notNull(),
    termText: text('term_text').notNull(),
    createdBy: integer('created_by'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('srm_cct_term_version_uk').on(t.termId, t.termVersion)],
);

/** A watermark (水印): a text with variables or an image, drawn over a contract's PDF. */
export const contractWatermarks = pgTable(
  'srm_cct_watermark',
  {
    id: idColumn(),
    watermarkCode: varchar('watermark_code', { length: 40 }).notNull(),
    watermarkName: varchar('watermark_name', { length: 120 }).notNull(),
    watermarkNameEn: varchar('watermark_name_en', { length: 120 }),
    /** TEXT or IMAGE. */
    watermarkKind: varchar('watermark_kind', { length: 8 }).notNull().default('TEXT'),
    watermarkText: varchar('watermark_text', { length: 200 }),
    /** The uploaded image's attachment, and its bytes copied at save. */
    imageFileId: integer('image_file_id'),
    imageContent: bytea('image_content'),
    /** Percent, 1–100. */
    opacity: smallint('opacity').notNull().default(20),
    /** Degrees counter-clockwise. */
    angle: smallint('angle').notNull().default(45),
    fontSize: smallint('font_size').notNull().default(36),
    /** CENTER or TILED. */
    position: varchar('position', { length: 8 }).notNull().default('TILED'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_cct_watermark_code_uk').on(t.watermarkCode)],
);

/** A contract template (合同模板) version: code + version unique; only a DRAFT is changed. */
export const contractTemplates = pgTable(
  'srm_cct_template',
  {
    id: idColumn(),
    templateCode: varchar('template_code', { length: 40 }).notNull(),
    templateVersion: integer('template_version').notNull().default(1),
    templateName: varchar('template_name', { length: 200 }).notNull(),
    templateNameEn: varchar('template_name_en', { length: 200 }),
    /** The kind of contract it is written for (采购合同, 框架协议…): free text, shown to who picks a template. */
    contractType: varchar('contract_type', { length: 60 }),
    /** The organisation it is for; null: every organisation. */
    orgId: integer('org_id'),
    /** The uploaded .docx's attachment, its name, and its bytes copied at save (what is rendered). */
    fileId: integer('file_id'),
    fileName: varchar('file_name', { length: 200 }),
    docxContent: bytea('docx_content'),
    /** The placeholders found at save, as JSON text (the template's screen lists them). */
    placeholders: text('placeholders'),
    watermarkId: integer('watermark_id'),
    /** DRAFT → VALID → INVALID. */
    status: varchar('status', { length: 8 }).notNull().default('DRAFT'),
    /** The version this one was made from. */
    sourceTemplateId: integer('source_template_id'),
    remark: varchar('remark', { length: 500 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_cct_template_code_uk').on(t.templateCode, t.templateVersion),
    index('srm_cct_template_status_ix').on(t.status),
  ],
);

/** The clauses a template includes, in order (the clause's current version is copied when a contract is made). */
export const contractTemplateTerms = pgTable(
  'srm_cct_template_term',
  {
    id: idColumn(),
    templateId: integer('template_id').notNull(),
    termId: integer('term_id').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [uniqueIndex('srm_cct_template_term_uk').on(t.templateId, t.termId)],
);
