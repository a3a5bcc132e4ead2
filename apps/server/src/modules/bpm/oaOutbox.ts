import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { integrationAttempts as oaAttempts, integrationOutbox as oaOutbox } from '../../platform/outbox/schema.ts';
import { retryOaItem } from '../../platform/workflow/oaOutbox.ts';
import { idSchema } from '../admin/orgCommon.ts';
import { BPM_SERVER, OA_OUTBOX_MENU, requireButton } from './bpmKit.ts';

/*
 * The OA outbox screen: what was queued for the OA approval system, its state (PENDING, SENT, FAILED),
 * attempts and last error; an item's attempts; sending a FAILED item again. The items are the OA
 * messages of the integration outbox (platform/outbox); the integration outbox screen shows all targets.
 */

const ENTITY = 'bpmOaOutbox';

const columns = {
  outboxId: oaOutbox.id,
  billType: oaOutbox.billType,
  docId: oaOutbox.docId,
  docNumber: oaOutbox.docNumber,
  title: oaOutbox.title,
  status: oaOutbox.status,
  attempts: oaOutbox.attempts,
  nextAttemptAt: oaOutbox.nextAttemptAt,
  lastAttemptAt: oaOutbox.lastAttemptAt,
  lastError: oaOutbox.lastError,
  targetUrl: oaOutbox.targetUrl,
  sentAt: oaOutbox.sentAt,
  creationDate: oaOutbox.creationDate,
};

const listByPage = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Items queued for the OA approval system with their state, attempts and last error, newest first',
  auth: menu(OA_OUTBOX_MENU),
  body: z.object({
    searchParams: z
      .object({
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
    const c: SQL[] = [eq(oaOutbox.target, 'OA')];
    if (f.status) c.push(eq(oaOutbox.status, f.status));
    if (f.billType) c.push(eq(oaOutbox.billType, f.billType));
    if (f.docNumber) c.push(contains(oaOutbox.docNumber, f.docNumber));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(oaOutbox)
        .where(where)
        .orderBy(desc(oaOutbox.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, oaOutbox, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'findById',
  summary:
    'One outbox item with its payload and its delivery attempts in `history` (when, URL, HTTP status, error, duration)',
  auth: menu(OA_OUTBOX_MENU),
  body: z.object({ outboxId: idSchema }),
  handler: async ({ deps, body }) => {
    const [row] = await deps.db
      .select({ ...columns, payload: oaOutbox.payload })
      .from(oaOutbox)
      .where(and(eq(oaOutbox.id, body.outboxId), eq(oaOutbox.target, 'OA')));
    if (!row) throw new AppError(404, 'error.notFound');
    const history = await deps.db
      .select({
        attemptNo: oaAttempts.attemptNo,
        attemptedAt: oaAttempts.attemptedAt,
        targetUrl: oaAttempts.targetUrl,
        httpStatus: oaAttempts.httpStatus,
        error: oaAttempts.error,
        durationMs: oaAttempts.durationMs,
      })
      .from(oaAttempts)
      .where(eq(oaAttempts.outboxId, row.outboxId))
      .orderBy(asc(oaAttempts.id));
    return { data: { ...row, history } };
  },
});

const retry = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'retry',
  summary: 'Send a FAILED item again (a fresh round of attempts, due at once); 409 for an item not FAILED',
  auth: menu(OA_OUTBOX_MENU),
  mutates: true,
  body: z.object({ outboxId: idSchema }),
  handler: async ({ deps, body, user }) => {
    await requireButton(deps.db, user!, OA_OUTBOX_MENU, 'btnRetry');
    await retryOaItem(deps.db, body.outboxId, user!.userId);
    return { msg: 'bpm.retryQueued' };
  },
});

export const oaOutboxActions = [listByPage, findById, retry];
