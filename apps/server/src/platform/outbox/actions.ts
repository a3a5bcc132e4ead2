import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { menu } from '../access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../db/paging.ts';
import { contains } from '../db/search.ts';
import { defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { redeliver } from './outbox.ts';
import { integrationAttempts, integrationOutbox } from './schema.ts';
import { OUTBOX_TARGET_CODES } from './targets.ts';

/*
 * The integration outbox screen (administrators): the messages of every target system (OA, SAP) with
 * their state, attempts, last error and next try; one message's payload and attempts; redelivering a
 * FAILED one by hand (button btnRetry on the menu).
 */

export const INTEGRATION_OUTBOX_MENU = 'SYS_INTEGRATION_OUTBOX';
const SERVER = 'baseServer';
const ENTITY = 'baseIntegrationOutbox';
const idSchema = z.coerce.number().int().positive();

const columns = {
  outboxId: integrationOutbox.id,
  target: integrationOutbox.target,
  billType: integrationOutbox.billType,
  docId: integrationOutbox.docId,
  docNumber: integrationOutbox.docNumber,
  title: integrationOutbox.title,
  status: integrationOutbox.status,
  attempts: integrationOutbox.attempts,
  nextAttemptAt: integrationOutbox.nextAttemptAt,
  lastAttemptAt: integrationOutbox.lastAttemptAt,
  lastError: integrationOutbox.lastError,
  targetUrl: integrationOutbox.targetUrl,
  sentAt: integrationOutbox.sentAt,
  creationDate: integrationOutbox.creationDate,
};

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary:
    'Messages queued for external systems (target OA, SAP) with state, attempts, last error and next try, newest first',
  auth: menu(INTEGRATION_OUTBOX_MENU),
  body: z.object({
    searchParams: z
      .object({
        target: z.enum(OUTBOX_TARGET_CODES as [string, ...string[]]).optional(),
        status: z.enum(['PENDING', 'SENT', 'FAILED']).optional(),
        billType: z.string().trim().max(64).optional(),
        docNumber: z.string().trim().max(64).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.target) c.push(eq(integrationOutbox.target, f.target));
    if (f.status) c.push(eq(integrationOutbox.status, f.status));
    if (f.billType) c.push(eq(integrationOutbox.billType, f.billType));
    if (f.docNumber) c.push(contains(integrationOutbox.docNumber, f.docNumber));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(integrationOutbox)
        .where(where)
        .orderBy(desc(integrationOutbox.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, integrationOutbox, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One outbox message with its payload and its delivery attempts in `history`',
  auth: menu(INTEGRATION_OUTBOX_MENU),
  body: z.object({ outboxId: idSchema }),
  handler: async ({ deps, body }) => {
    const [row] = await deps.db
      .select({ ...columns, payload: integrationOutbox.payload })
      .from(integrationOutbox)
      .where(eq(integrationOutbox.id, body.outboxId));
    if (!row) throw new AppError(404, 'error.notFound');
    const history = await deps.db
      .select({
        attemptNo: integrationAttempts.attemptNo,
        attemptedAt: integrationAttempts.attemptedAt,
        targetUrl: integrationAttempts.targetUrl,
        httpStatus: integrationAttempts.httpStatus,
        error: integrationAttempts.error,
        durationMs: integrationAttempts.durationMs,
      })
      .from(integrationAttempts)
      .where(eq(integrationAttempts.outboxId, row.outboxId))
      .orderBy(asc(integrationAttempts.id));
    return { data: { ...row, history } };
  },
});

const retry = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'retry',
  summary:
    'Redeliver a FAILED message, or send a PENDING one at once (a fresh round of attempts, due now); 409 for a SENT one',
  auth: menu(INTEGRATION_OUTBOX_MENU),
  mutates: true,
  body: z.object({ outboxId: idSchema }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, INTEGRATION_OUTBOX_MENU, 'btnRetry');
    await redeliver(deps.db, body.outboxId, user!.userId, { from: ['FAILED', 'PENDING'] });
    return { msg: 'bpm.retryQueued' };
  },
});

export const integrationOutboxActions = [listByPage, findById, retry];
