import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';

/**
 * One uploaded file (spec §3 Attachment). The bytes live in a FileStore under `storagePath`; the
 * uploaded name is kept only as data (`originalFileName`) and never used to build a path.
 * Business documents hold the ids as one comma-separated string (spec §3).
 */
export const attachments = pgTable(
  'base_attachment',
  {
    id: idColumn(),
    originalFileName: varchar('original_file_name', { length: 255 }).notNull(),
    /** The suffix of the uploaded name, lower case, without the dot ('' when it has none). */
    suffixName: varchar('suffix_name', { length: 32 }).notNull().default(''),
    /** The stored name: a UUID, never derived from the uploaded name. */
    fileName: varchar('file_name', { length: 64 }).notNull(),
    /** Which store holds the bytes (`local` = DATA_DIR/files). */
    storeCode: varchar('store_code', { length: 16 }).notNull().default('local'),
    /** The key inside the store, e.g. `2025/06/0b6c…`. */
    storagePath: varchar('storage_path', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** The type sniffed from the content (or known from the suffix for plain text), never the client's claim. */
    contentType: varchar('content_type', { length: 128 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The logical folder sent by the form (`path`); data only. */
    path: varchar('path', { length: 255 }),
    functionId: varchar('function_id', { length: 64 }),
    businessId: varchar('business_id', { length: 64 }),
    fileDesc: varchar('file_desc', { length: 512 }),
    /** The uploader's supplier for supplier users; null for internal users. The data boundary reads it. */
    supplierId: integer('supplier_id'),
    deletedFlag: varchar('deleted_flag', { length: 1 }).notNull().default('N'),
    ...whoColumns,
  },
  (t) => [index('base_attachment_supplier_ix').on(t.supplierId), index('base_attachment_business_ix').on(t.businessId)],
);

export type AttachmentRow = typeof attachments.$inferSelect;
