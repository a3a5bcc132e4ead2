import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';
import { searchTextColumn, searchTextIndex } from '../db/search.ts';

/*
 * The approval workflow (ARCHITECTURE §6): process models stored as BPMN 2.0 XML with versions,
 * instances running one version for one document, their tasks and trail, the interior to-do items the
 * tasks open, and the outbox of documents sent to an external OA approval system.
 */

/** Process categories: how the administrators group their models (purchasing, supplier, finance…). */
export const processCategories = pgTable(
  'bpm_process_category',
  {
    id: idColumn(),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryName: varchar('category_name', { length: 128 }).notNull(),
    categoryNameEn: varchar('category_name_en', { length: 128 }),
    description: varchar('description', { length: 512 }),
    orderNo: integer('order_no').notNull().default(0),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    ...whoColumns,
    searchText: searchTextColumn(['category_code', 'category_name', 'category_name_en']),
  },
  (t) => [
    searchTextIndex('bpm_process_category_search_grams', t.searchText, [
      t.categoryCode,
      t.categoryName,
      t.categoryNameEn,
    ]),
    uniqueIndex('bpm_process_category_code_uq').on(t.categoryCode),
    // The list's order (orderBy of processCategoryList, the id breaking ties): page 1 reads 20 entries.
    index('bpm_process_category_list_ix').on(t.orderNo, t.categoryCode, t.id),
  ],
);

/**
 * Process models, one row per version of a model key. A DRAFT is edited in place; saving a DEPLOYED or
 * RETIRED version makes the next version as a DRAFT (at most one draft per key). Deploying a version
 * retires the version deployed before it for the same bill type and organisation (null = every
 * organisation), so exactly one is deployed per pair. Running instances keep the version they started on.
 */
export const processModels = pgTable(
  'bpm_process_model',
  {
    id: idColumn(),
    modelKey: varchar('model_key', { length: 64 }).notNull(),
    modelName: varchar('model_name', { length: 128 }).notNull(),
    categoryId: integer('category_id'),
    billType: varchar('bill_type', { length: 64 }).notNull(),
    orgId: integer('org_id'),
    versionNumber: integer('version_number').notNull(),
    bpmnXml: text('bpmn_xml').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'), // DRAFT | DEPLOYED | RETIRED
    description: varchar('description', { length: 512 }),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    deployedBy: integer('deployed_by'),
    ...whoColumns,
    searchText: searchTextColumn(['model_key', 'model_name']),
  },
  (t) => [
    searchTextIndex('bpm_process_model_search_grams', t.searchText, [t.modelKey, t.modelName]),
    uniqueIndex('bpm_process_model_version_uq').on(t.modelKey, t.versionNumber),
    uniqueIndex('bpm_process_model_draft_uq').on(t.modelKey).where(sql`status = 'DRAFT'`),
    uniqueIndex('bpm_process_model_deployed_uq')
      .on(t.billType, sql`coalesce(${t.orgId}, 0)`)
      .where(sql`status = 'DEPLOYED'`),
    index('bpm_process_model_category_ix').on(t.categoryId),
  ],
);

/**
 * One approval of one document. `variables` are the document fields the gateways and field-named
 * assignees read, frozen at start (with the profile values the conditions read, under `_profiles`).
 * At most one instance of a document runs at a time: a double submit cannot start two.
 */
export const processInstances = pgTable(
  'bpm_instance',
  {
    id: idColumn(),
    modelId: integer('model_id').notNull(),
    billType: varchar('bill_type', { length: 64 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNumber: varchar('doc_number', { length: 64 }).notNull(),
    orgId: integer('org_id'),
    title: varchar('title', { length: 256 }).notNull(),
    initiatorUserId: integer('initiator_user_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('RUNNING'), // RUNNING | APPROVED | REJECTED | WITHDRAWN
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull(),
    /** Where the to-dos open the document (optional; the web falls back to the bill type's menu). */
    menuCode: varchar('menu_code', { length: 64 }),
    billLink: varchar('bill_link', { length: 512 }),
    /** Counts node activations: the tasks created together for one activation share its number. */
    activations: integer('activations').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('bpm_instance_running_uq').on(t.billType, t.docId).where(sql`status = 'RUNNING'`),
    index('bpm_instance_doc_ix').on(t.billType, t.docId),
    index('bpm_instance_initiator_ix').on(t.initiatorUserId, t.startedAt),
  ],
);

/**
 * A user task of an instance for one user. The tasks of one node activation form a group (`groupNo`)
 * with a countersign mode: ALL must approve, or ANY one approval suffices; one rejection rejects either
 * way. `assigneeUserId` owns the task; a transfer moves it (remembering `transferredFromUserId`); a
 * delegation lets `delegateUserId` act on the owner's behalf while the owner keeps it.
 */
export const processTasks = pgTable(
  'bpm_task',
  {
    id: idColumn(),
    instanceId: integer('instance_id').notNull(),
    nodeId: varchar('node_id', { length: 128 }).notNull(),
    nodeName: varchar('node_name', { length: 256 }),
    groupNo: integer('group_no').notNull(),
    countersignMode: varchar('countersign_mode', { length: 8 }).notNull(), // ALL | ANY
    assigneeUserId: integer('assignee_user_id').notNull(),
    delegateUserId: integer('delegate_user_id'),
    transferredFromUserId: integer('transferred_from_user_id'),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'), // OPEN | DONE | CANCELLED
    outcome: varchar('outcome', { length: 16 }), // APPROVE | REJECT
    comment: varchar('comment', { length: 1000 }),
    handledByUserId: integer('handled_by_user_id'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    index('bpm_task_instance_ix').on(t.instanceId, t.status),
    index('bpm_task_assignee_ix').on(t.assigneeUserId, t.status),
    index('bpm_task_delegate_ix').on(t.delegateUserId, t.status),
    index('bpm_task_handler_ix').on(t.handledByUserId),
  ],
);

/**
 * The trail of an instance: START, APPROVE, REJECT (with the node it returned to, if any), TRANSFER,
 * DELEGATE, WITHDRAW and END, with who, on whose behalf, the comment and how long the task waited.
 */
export const processEvents = pgTable(
  'bpm_event',
  {
    id: idColumn(),
    instanceId: integer('instance_id').notNull(),
    taskId: integer('task_id'),
    nodeId: varchar('node_id', { length: 128 }),
    nodeName: varchar('node_name', { length: 256 }),
    eventType: varchar('event_type', { length: 16 }).notNull(),
    userId: integer('user_id'),
    onBehalfOfUserId: integer('on_behalf_of_user_id'),
    /** TRANSFER / DELEGATE: to whom. */
    toUserId: integer('to_user_id'),
    comment: varchar('comment', { length: 1000 }),
    /** END: APPROVED | REJECTED | WITHDRAWN; REJECT: the node returned to, if any. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bpm_event_instance_ix').on(t.instanceId, t.id)],
);

/**
 * Interior to-do items (spec §3 "Pending item", internal side): one per user a task waits on. Handled
 * (handleFlag Y, with who and when) when the task ends or moves on; cancelled (cancelFlag Y) when the
 * task is cancelled (withdrawal, another countersigner decided).
 */
export const interiorPendings = pgTable(
  'srm_interior_pending',
  {
    id: idColumn(),
    pendingTitle: varchar('pending_title', { length: 256 }).notNull(),
    /** Lookup SYS_TOBEDO: which screen opens it. */
    billType: varchar('bill_type', { length: 64 }).notNull(),
    billId: integer('bill_id').notNull(),
    billNumber: varchar('bill_number', { length: 64 }),
    billLink: varchar('bill_link', { length: 512 }),
    /** What the link opens with (the document and the task to act on). */
    billParams: jsonb('bill_params').$type<Record<string, unknown>>(),
    menuCode: varchar('menu_code', { length: 64 }),
    orgId: integer('org_id'),
    receiverUserId: integer('receiver_user_id').notNull(),
    handleFlag: varchar('handle_flag', { length: 1 }).notNull().default('N'),
    cancelFlag: varchar('cancel_flag', { length: 1 }).notNull().default('N'),
    handleUserId: integer('handle_user_id'),
    handleDate: timestamp('handle_date', { withTimezone: true }),
    taskId: integer('task_id'),
    instanceId: integer('instance_id'),
    ...whoColumns,
  },
  (t) => [
    index('srm_interior_pending_receiver_ix').on(t.receiverUserId, t.handleFlag, t.cancelFlag),
    index('srm_interior_pending_handler_ix').on(t.handleUserId, t.handleFlag),
    index('srm_interior_pending_task_ix').on(t.taskId),
    // The list's order for each side of "addressed to me, or handled by me for someone else" (interiorPending.ts
    // reads each side in this order up to the page's last row), newest first, the id breaking ties. The second
    // holds only the items handled by someone else than their receiver.
    index('srm_interior_pending_receiver_list_ix').on(
      t.receiverUserId,
      sql`coalesce(${t.handleDate}, ${t.creationDate})`,
      t.id,
    ),
    index('srm_interior_pending_handled_for_ix')
      .on(t.handleUserId, sql`coalesce(${t.handleDate}, ${t.creationDate})`, t.id)
      .where(sql`${t.handleUserId} <> ${t.receiverUserId}`),
  ],
);

/**
 * "Send to an OA approval system": payloads queued in the transaction of the document action and
 * delivered by a scheduled job to the URL of the OA_APPROVAL_URL profile, with exponential backoff;
 * FAILED after the last attempt, until an administrator retries it.
 */
export const oaOutbox = pgTable(
  'bpm_oa_outbox',
  {
    id: idColumn(),
    billType: varchar('bill_type', { length: 64 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNumber: varchar('doc_number', { length: 64 }),
    title: varchar('title', { length: 256 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'), // PENDING | SENT | FAILED
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
    targetUrl: varchar('target_url', { length: 512 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    index('bpm_oa_outbox_due_ix').on(t.status, t.nextAttemptAt),
    index('bpm_oa_outbox_doc_ix').on(t.billType, t.docId),
  ],
);

/** Every delivery attempt of an outbox item: when, where, the answer or the error, how long. */
export const oaAttempts = pgTable(
  'bpm_oa_attempt',
  {
    id: idColumn(),
    outboxId: integer('outbox_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    targetUrl: varchar('target_url', { length: 512 }),
    httpStatus: integer('http_status'),
    error: varchar('error', { length: 1000 }),
    durationMs: integer('duration_ms'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bpm_oa_attempt_outbox_ix').on(t.outboxId, t.id)],
);
