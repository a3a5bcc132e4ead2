import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { gramIndex, searchTextColumn, searchTextIndex } from '../../platform/db/search.ts';

/*
 * The message centre (issue 6): business events are sources with declared variables; templates per source,
 * channel and language render title and body; a configuration per source decides whether it sends, on
 * which channels and to whom; every send is an instance with one receiver row per user and channel, each
 * delivery attempt a log row. Articles and to-do reminder rules complete the centre.
 */

/** One declared variable of a source: `{{name}}` in its templates; the sample value feeds the preview. */
export type SourceVariable = { name: string; description: string; sample: string };

/** Event sources (msgSourceCfg): e.g. PUR_REQ_APPROVED with its variables. */
export const msgSources = pgTable(
  'msg_source',
  {
    id: idColumn(),
    sourceCode: varchar('source_code', { length: 64 }).notNull(),
    sourceName: varchar('source_name', { length: 128 }).notNull(),
    sourceNameEn: varchar('source_name_en', { length: 128 }),
    moduleCode: varchar('module_code', { length: 64 }),
    variables: jsonb('variables').$type<SourceVariable[]>().notNull().default([]),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    /** The keyword of the source and configuration lists, over code and both names (platform/db/search.ts). */
    searchText: searchTextColumn(['source_code', 'source_name', 'source_name_en']),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('msg_source_code_uq').on(t.sourceCode),
    searchTextIndex('msg_source_search_grams', t.searchText, [t.sourceCode, t.sourceName, t.sourceNameEn]),
  ],
);

/** Templates (msgTempleCfg): one per source, channel (IN_APP | EMAIL) and language (CN | EN). */
export const msgTemplates = pgTable(
  'msg_template',
  {
    id: idColumn(),
    sourceId: integer('source_id').notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    title: varchar('title', { length: 500 }).notNull(),
    body: text('body').notNull().default(''),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('msg_template_uq').on(t.sourceId, t.channel, t.lang),
    // The list's keyword searches title and body (templates.ts).
    gramIndex('msg_template_title_grams', t.title),
    gramIndex('msg_template_body_grams', t.body),
  ],
);

/**
 * The send configuration of a source (msgCfg): enabled, channels (comma list), the event's natural
 * receivers on or off, extra users and responsibilities, and the reminder rule its to-dos follow.
 */
export const msgConfigs = pgTable(
  'msg_config',
  {
    id: idColumn(),
    sourceId: integer('source_id').notNull(),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    channels: varchar('channels', { length: 64 }).notNull().default('IN_APP'),
    naturalFlag: varchar('natural_flag', { length: 1 }).notNull().default('Y'),
    userIds: jsonb('user_ids').$type<number[]>().notNull().default([]),
    respIds: jsonb('resp_ids').$type<number[]>().notNull().default([]),
    reminderRuleId: integer('reminder_rule_id'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('msg_config_source_uq').on(t.sourceId)],
);

/** The rendering of one channel in both languages, kept on the instance (what every receiver got). */
export type Rendered = Partial<
  Record<'IN_APP' | 'EMAIL', { CN: { title: string; body: string }; EN: { title: string; body: string } }>
>;

/** One send (msgInstance): sendType MANUAL (messageList), EVENT (a module's event) or REMINDER (msgTd). */
export const msgInstances = pgTable(
  'msg_instance',
  {
    id: idColumn(),
    sourceId: integer('source_id'),
    sourceCode: varchar('source_code', { length: 64 }).notNull(),
    sendType: varchar('send_type', { length: 16 }).notNull(),
    title: varchar('title', { length: 500 }).notNull(),
    rendered: jsonb('rendered').$type<Rendered>().notNull(),
    channels: varchar('channels', { length: 64 }).notNull(),
    senderUserId: integer('sender_user_id'),
    billType: varchar('bill_type', { length: 64 }),
    billId: integer('bill_id'),
    billNumber: varchar('bill_number', { length: 64 }),
    /** The interior to-do a reminder is about. */
    pendingId: integer('pending_id'),
    status: varchar('status', { length: 16 }).notNull().default('SENT'),
    receiverCount: integer('receiver_count').notNull().default(0),
    withdrawnBy: integer('withdrawn_by'),
    withdrawnDate: timestamp('withdrawn_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    index('msg_instance_list_ix').on(t.sendType, t.creationDate),
    index('msg_instance_sender_ix').on(t.senderUserId, t.creationDate),
    // The instance lists' order, newest first (instanceQueries.ts): unfiltered, and the to-do reminders' (msgTd).
    index('msg_instance_created_ix').on(t.creationDate, t.id),
    index('msg_instance_source_ix').on(t.sourceCode, t.creationDate, t.id),
    // The sent messages' list searches by title (instanceQueries.ts), and there is one row per message sent.
    gramIndex('msg_instance_title_grams', t.title),
  ],
);

/**
 * One receiver of an instance on one channel (msgReceive, msgHistory, receiveMessageList). status:
 * IN_APP SENT | WITHDRAWN; EMAIL PENDING → SENT | FAILED (retried with backoff) | WITHDRAWN. supplierId
 * is the receiver's supplier, so a supplier user's rows are bound to its supplier.
 */
export const msgReceivers = pgTable(
  'msg_receiver',
  {
    id: idColumn(),
    instanceId: integer('instance_id').notNull(),
    userId: integer('user_id').notNull(),
    supplierId: integer('supplier_id'),
    channel: varchar('channel', { length: 16 }).notNull(),
    address: varchar('address', { length: 256 }),
    notificationId: integer('notification_id'),
    status: varchar('status', { length: 16 }).notNull(),
    readDate: timestamp('read_date', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...whoColumns,
  },
  (t) => [
    index('msg_receiver_instance_ix').on(t.instanceId),
    index('msg_receiver_user_ix').on(t.userId, t.channel, t.creationDate),
    index('msg_receiver_due_ix').on(t.status, t.nextAttemptAt),
    // The instances list's order (newest first), read backwards: no sort of every receiver.
    index('msg_receiver_list_ix').on(t.creationDate, t.id),
  ],
);

/** Every delivery attempt per channel (msgLog). */
export const msgLogs = pgTable(
  'msg_log',
  {
    id: idColumn(),
    receiverId: integer('receiver_id').notNull(),
    instanceId: integer('instance_id').notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    attempt: integer('attempt').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    address: varchar('address', { length: 256 }),
    error: text('error'),
    attemptDate: timestamp('attempt_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('msg_log_instance_ix').on(t.instanceId), index('msg_log_date_ix').on(t.attemptDate)],
);

/** A user's receiving preference per source (msgUser): no row = both channels on. */
export const msgUserPrefs = pgTable(
  'msg_user_pref',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    sourceId: integer('source_id').notNull(),
    inAppFlag: varchar('in_app_flag', { length: 1 }).notNull().default('Y'),
    emailFlag: varchar('email_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
  },
  (t) => [uniqueIndex('msg_user_pref_uq').on(t.userId, t.sourceId)],
);

/** Articles (articleManagementList): news and knowledge for internal users, suppliers or both. */
export const msgArticles = pgTable(
  'msg_article',
  {
    id: idColumn(),
    title: varchar('title', { length: 256 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    body: text('body').notNull().default(''),
    audience: varchar('audience', { length: 16 }).notNull().default('ALL'),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [index('msg_article_status_ix').on(t.status, t.publishDate)],
);

/**
 * Reminder rules (reminderSetting): remind the receiver of an open interior to-do (of one bill type, or
 * of any when billType is null) after firstAfterHours, then every repeatHours, at most maxTimes.
 */
export const msgReminderRules = pgTable('msg_reminder_rule', {
  id: idColumn(),
  ruleName: varchar('rule_name', { length: 128 }).notNull(),
  billType: varchar('bill_type', { length: 64 }),
  firstAfterHours: integer('first_after_hours').notNull(),
  repeatHours: integer('repeat_hours').notNull(),
  maxTimes: integer('max_times').notNull(),
  channels: varchar('channels', { length: 64 }).notNull().default('IN_APP'),
  enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
  ...whoColumns,
});

/** How often a rule has reminded about one to-do, and when last. */
export const msgReminderSent = pgTable(
  'msg_reminder_sent',
  {
    id: idColumn(),
    ruleId: integer('rule_id').notNull(),
    pendingId: integer('pending_id').notNull(),
    times: integer('times').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('msg_reminder_sent_uq').on(t.ruleId, t.pendingId)],
);
