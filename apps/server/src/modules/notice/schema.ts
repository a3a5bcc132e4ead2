import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/*
 * What the company publishes to its users: notices (announcements by type, spec §3 Notice), notifications
 * (messages to one user about a document, spec §3 Notification) and public documents (operation guides and
 * other files, `commonFileList`, under the public-documents menu BASE_GGWD).
 */

/**
 * Announcements. noticeType is a value of lookup BASE_NOTICE_TYPE (TENDER_ANN, BIDDING_ANN, INQUIRY_ANN,
 * COMPETE_ANN, SYSTEM_ANN). audience decides who reads it: ALL, INTERNAL or SUPPLIER; a supplier notice
 * with rows in srm_base_notice_supplier is for those suppliers only. orgId null = every organisation.
 */
export const notices = pgTable(
  'srm_base_notice',
  {
    id: idColumn(),
    noticeNumber: varchar('notice_number', { length: 32 }).notNull(),
    noticeTitle: varchar('notice_title', { length: 256 }).notNull(),
    noticeType: varchar('notice_type', { length: 32 }).notNull(),
    content: text('content').notNull().default(''),
    /** TEXT: plain text shown with its line breaks (older notices); HTML: rich text, sanitised on save. */
    contentFormat: varchar('content_format', { length: 8 }).notNull().default('TEXT'),
    /** ALL, INTERNAL, SUPPLIER, or CHOSEN: only the receivers in srm_base_notice_receiver / _supplier. */
    audience: varchar('audience', { length: 16 }).notNull().default('ALL'),
    /** Y: publishing opens a to-do for each addressed supplier, handled by "I have read it". */
    ackFlag: varchar('ack_flag', { length: 1 }).notNull().default('N'),
    orgId: integer('org_id'),
    /** DRAFT → PUBLISHED → REVOKED. Only published notices are read outside the management screen. */
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    publishUserId: integer('publish_user_id'),
    /** After this date the notice leaves the home lists (still in "more"). */
    expireDate: date('expire_date', { mode: 'string' }),
    topFlag: varchar('top_flag', { length: 1 }).notNull().default('N'),
    fileIds: varchar('file_ids', { length: 1000 }),
    /** Total openings by everyone. */
    viewCount: integer('view_count').notNull().default(0),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_base_notice_number_uq').on(t.noticeNumber),
    index('srm_base_notice_list_ix').on(t.status, t.noticeType, t.publishDate),
    // The orders of the management list (newest first) and of the summary (pinned, then latest published),
    // read backwards: page 1 reads 20 entries instead of sorting every notice.
    index('srm_base_notice_created_ix').on(t.creationDate, t.id),
    index('srm_base_notice_summary_ix').on(t.topFlag, t.publishDate, t.id),
  ],
);

/** The suppliers a SUPPLIER notice is addressed to; none means every supplier. */
export const noticeSuppliers = pgTable(
  'srm_base_notice_supplier',
  {
    noticeId: integer('notice_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.supplierId] }), index('srm_base_notice_supplier_ix').on(t.supplierId)],
);

/** Who opened a notice and how often: selfCount (0 = unread, shown bold) is readCount of the caller's row. */
export const noticeReads = pgTable(
  'srm_base_notice_read',
  {
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    readCount: integer('read_count').notNull().default(0),
    firstReadDate: timestamp('first_read_date', { withTimezone: true }).notNull().defaultNow(),
    lastReadDate: timestamp('last_read_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/**
 * Notifications: one message to one user (internal or supplier), usually about a document. billType LINK
 * means billLink is opened; another bill type opens its screen like a to-do. selfCount 0 = unread.
 */
export const notifications = pgTable(
  'srm_base_notification',
  {
    id: idColumn(),
    notificationTitle: varchar('notification_title', { length: 500 }).notNull(),
    content: text('content'),
    billType: varchar('bill_type', { length: 64 }),
    billId: integer('bill_id'),
    billLink: varchar('bill_link', { length: 512 }),
    billParams: jsonb('bill_params').$type<Record<string, unknown>>(),
    menuCode: varchar('menu_code', { length: 64 }),
    recipientUserId: integer('recipient_user_id').notNull(),
    orgId: integer('org_id'),
    /** The management batch (notificationManagement) it was sent by; null when a module sent it. */
    batchId: integer('batch_id'),
    /** Y once its batch was withdrawn: the recipient no longer sees it. */
    withdrawnFlag: varchar('withdrawn_flag', { length: 1 }).notNull().default('N'),
    selfCount: integer('self_count').notNull().default(0),
    readDate: timestamp('read_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    // The recipient's list (never the withdrawn ones) in its order (newest first, the id breaking ties: a batch's
    // notifications share one creation date), read backwards; the capped count and the unread badge read the
    // index alone.
    index('srm_base_notification_recipient_ix').on(t.recipientUserId, t.withdrawnFlag, t.creationDate, t.id),
    index('srm_base_notification_batch_ix').on(t.batchId),
  ],
);

/**
 * Receivers of a notice (ownerType NOTICE) or a notification batch (NOTIFICATION) beyond the audience:
 * receiverType ORG (internal users of that organisation), GROUP (suppliers of a supplier group), and for
 * batches also SUPPLIER and USER. A notice's chosen suppliers stay in srm_base_notice_supplier.
 */
export const noticeReceivers = pgTable(
  'srm_base_notice_receiver',
  {
    ownerType: varchar('owner_type', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    receiverType: varchar('receiver_type', { length: 16 }).notNull(),
    receiverId: integer('receiver_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerType, t.ownerId, t.receiverType, t.receiverId] }),
    index('srm_base_notice_receiver_ix').on(t.receiverType, t.receiverId),
  ],
);

/** Replies of readers to a published notice; supplierId is the replying user's supplier (null inside). */
export const noticeReplies = pgTable(
  'srm_base_notice_reply',
  {
    id: idColumn(),
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    supplierId: integer('supplier_id'),
    content: varchar('content', { length: 2000 }).notNull(),
    ...whoColumns,
  },
  (t) => [index('srm_base_notice_reply_ix').on(t.noticeId, t.creationDate)],
);

/**
 * A notification written on notificationManagement: publishing sends one srm_base_notification row per
 * recipient user (batchId), withdrawing hides them. Same audiences as notices plus chosen users.
 */
export const notificationBatches = pgTable(
  'srm_base_notification_batch',
  {
    id: idColumn(),
    notificationTitle: varchar('notification_title', { length: 500 }).notNull(),
    content: text('content').notNull().default(''),
    billType: varchar('bill_type', { length: 64 }),
    billLink: varchar('bill_link', { length: 512 }),
    fileIds: varchar('file_ids', { length: 1000 }),
    audience: varchar('audience', { length: 16 }).notNull().default('CHOSEN'),
    orgId: integer('org_id'),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    publishUserId: integer('publish_user_id'),
    recipientCount: integer('recipient_count').notNull().default(0),
    ...whoColumns,
  },
  (t) => [index('srm_base_notification_batch_ix2').on(t.status, t.creationDate)],
);

/**
 * Public documents (`commonFileList`): operation guides and other files everyone may download. fileType is
 * a value of lookup BASE_COMMON_FILE_TYPE (BUYER_OPERATION_GUIDE, SUPPLIER_OPERATION_GUIDE,
 * PRINTER_OPERATION_GUIDE, OTHER_OPERATION_GUIDE, FINANCING_GUIDE, …); audience ALL, INTERNAL or SUPPLIER.
 */
export const commonFiles = pgTable(
  'srm_base_common_file',
  {
    id: idColumn(),
    fileTitle: varchar('file_title', { length: 256 }).notNull(),
    fileType: varchar('file_type', { length: 64 }).notNull(),
    description: varchar('description', { length: 1000 }),
    audience: varchar('audience', { length: 16 }).notNull().default('ALL'),
    fileIds: varchar('file_ids', { length: 1000 }),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    orderNo: integer('order_no').notNull().default(0),
    ...whoColumns,
  },
  (t) => [
    index('srm_base_common_file_type_ix').on(t.fileType, t.enabledFlag),
    // The list's order (type, order number, newest first): page 1 reads 20 entries instead of sorting every file.
    index('srm_base_common_file_list_ix').on(t.fileType, t.orderNo, t.id.desc().nullsFirst()),
  ],
);
