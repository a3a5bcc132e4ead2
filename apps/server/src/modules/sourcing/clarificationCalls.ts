import { t } from '@srm/core';
import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { callerOf } from '../../platform/documents/context.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { userNamesByIds } from '../admin/userService.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { inquiryBound } from './inquiry.ts';
import { notifySuppliers, participantIds } from './inquiryNotices.ts';
import { clarifications } from './inquirySchema.ts';
import { participationOf, supplierOf, visibleToSupplier } from './inquirySupplierAccess.ts';
import { supplierRecord } from './inquirySupplierCalls.ts';

/*
 * Clarifications (澄清, issue 17 item 2): a supplier taking part asks a question while the inquiry is open
 * for quotes; the buyer sees it with the asker (an interior to-do on SRC_INQUIRY tells it), answers it once,
 * and every participating supplier is told — the answer never names the asker (clarificationRead.ts).
 */

const BUYER_TODO = sourcingInquiry.billType;

const buyerList = defineAction({
  server: 'srmServer',
  entity: 'srmSrcClarification',
  action: 'listByInquiry',
  summary:
    "An inquiry's clarification questions with the asking supplier, the answer, who answered and when (buyer side)",
  auth: menu(sourcingInquiry.menuCode),
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (!(await findDoc(deps.db, inquiryBound, caller.scope, body.inquiryId)))
      throw new AppError(404, 'error.notFound');
    const rows = await deps.db
      .select()
      .from(clarifications)
      .where(eq(clarifications.inquiryId, body.inquiryId))
      .orderBy(asc(clarifications.askedAt), asc(clarifications.id));
    const [suppliers, answerers] = await Promise.all([
      suppliersByIds(
        deps.db,
        rows.map((r) => r.askedBySupplierId),
      ),
      userNamesByIds(
        deps.db,
        rows.flatMap((r) => (r.answeredBy == null ? [] : [r.answeredBy])),
      ),
    ]);
    return {
      data: rows.map((r) => {
        const s = suppliers.get(r.askedBySupplierId);
        return {
          clarificationId: r.id,
          question: r.question,
          askedAt: r.askedAt,
          askedBySupplierId: r.askedBySupplierId,
          askedBySupplierName: s ? (lang === 'EN' && s.supplierNameEn ? s.supplierNameEn : s.supplierName) : null,
          answer: r.answer,
          answeredAt: r.answeredAt,
          answeredByName: r.answeredBy == null ? null : (answerers.get(r.answeredBy)?.userFullName ?? null),
        };
      }),
    };
  },
});

const answer = defineAction({
  server: 'srmServer',
  entity: 'srmSrcClarification',
  action: 'answer',
  summary:
    'Answers a clarification question once (button btnAnswer on SRC_INQUIRY); every participating supplier is notified, without the asker',
  auth: menu(sourcingInquiry.menuCode),
  mutates: true,
  body: z.object({ clarificationId: idSchema, answer: z.string().trim().min(1, 'field.required').max(4000) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, sourcingInquiry.menuCode, 'btnAnswer');
    const [question] = await deps.db.select().from(clarifications).where(eq(clarifications.id, body.clarificationId));
    const doc = question ? await findDoc(deps.db, inquiryBound, caller.scope, question.inquiryId) : null;
    if (!question || !doc) throw new AppError(404, 'error.notFound');
    await deps.db.transaction(async (tx) => {
      const done = await tx
        .update(clarifications)
        .set({
          answer: body.answer,
          answeredBy: user!.userId,
          answeredAt: sql`now()`,
          lastUpdatedBy: user!.userId,
          lastUpdateDate: new Date(),
          version: sql`${clarifications.version} + 1`,
        })
        .where(and(eq(clarifications.id, question.id), isNull(clarifications.answeredAt)))
        .returning({ id: clarifications.id });
      if (done.length === 0) throw new AppError(409, 'inquiry.alreadyAnswered');
      const h = doc.header;
      await notifySuppliers(
        tx,
        {
          id: h.id,
          inquiryNumber: String(h.inquiryNumber),
          title: String(h.title),
          orgId: h.orgId as number,
          quoteDeadline: h.quoteDeadline as Date,
          round: Number(h.round),
        },
        await participantIds(tx, h.id),
        'inquiry.answeredNotice',
        {},
        user!.userId,
      );
      // The buyer's to-do of the question is done once no question is left unanswered.
      const [open] = await tx
        .select({ id: clarifications.id })
        .from(clarifications)
        .where(and(eq(clarifications.inquiryId, h.id), isNull(clarifications.answeredAt)))
        .limit(1);
      if (!open) {
        await tx
          .update(interiorPendings)
          .set({ handleFlag: 'Y', handleUserId: user!.userId, handleDate: new Date(), lastUpdatedBy: user!.userId })
          .where(
            and(
              eq(interiorPendings.billType, BUYER_TODO),
              eq(interiorPendings.billId, h.id),
              isNull(interiorPendings.taskId),
              eq(interiorPendings.handleFlag, 'N'),
              eq(interiorPendings.cancelFlag, 'N'),
            ),
          );
      }
    });
    const [row] = await deps.db.select().from(clarifications).where(eq(clarifications.id, question.id));
    return {
      data: {
        clarificationId: row.id,
        question: row.question,
        askedAt: row.askedAt,
        askedBySupplierId: row.askedBySupplierId,
        answer: row.answer,
        answeredAt: row.answeredAt,
      },
      msg: 'ok.saved',
    };
  },
});

const ask = defineAction({
  server: 'srmServer',
  entity: 'srmSrcSupplierInquiry',
  action: 'ask',
  summary:
    'A supplier taking part asks a clarification question while the inquiry is open for quotes; the buyer gets a to-do; answers the inquiry as the supplier reads it',
  auth: menu('SUP_INQUIRY'),
  mutates: true,
  body: z.object({ inquiryId: idSchema, question: z.string().trim().min(1, 'field.required').max(4000) }),
  handler: async ({ deps, body, lang, user }) => {
    const supplierId = supplierOf(user);
    await deps.db.transaction(async (tx) => {
      const h = await visibleToSupplier(tx, body.inquiryId, supplierId);
      const p = await participationOf(tx, h.id, supplierId);
      if (!p) throw new AppError(404, 'error.notFound');
      if (h.status !== 'PUBLISHED' || p.responseStatus === 'DECLINED')
        throw new AppError(409, 'inquiry.questionClosed');
      await tx.insert(clarifications).values({
        inquiryId: h.id,
        question: body.question,
        askedBySupplierId: supplierId,
        askedByUserId: user!.userId,
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
      // One open to-do per inquiry for its buyer (the creator), whatever the number of questions waiting.
      const receiver = h.createdBy;
      if (receiver == null) return;
      const [already] = await tx
        .select({ id: interiorPendings.id })
        .from(interiorPendings)
        .where(
          and(
            eq(interiorPendings.billType, BUYER_TODO),
            eq(interiorPendings.billId, h.id),
            isNull(interiorPendings.taskId),
            eq(interiorPendings.handleFlag, 'N'),
            eq(interiorPendings.cancelFlag, 'N'),
          ),
        )
        .limit(1);
      if (already) return;
      const title = t('inquiry.questionAskedTitle', 'CN', { number: h.inquiryNumber });
      await tx.insert(interiorPendings).values({
        pendingTitle: title,
        billType: BUYER_TODO,
        billId: h.id,
        billNumber: h.inquiryNumber,
        billParams: { billId: h.id, id: h.id },
        menuCode: sourcingInquiry.menuCode,
        orgId: h.orgId,
        receiverUserId: receiver,
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
      publishAfterCommit({ userIds: [receiver] }, { kind: 'todo', change: 'opened', title, count: 1 });
    });
    return { data: await supplierRecord(deps.db, lang, body.inquiryId, supplierId), msg: 'ok.saved' };
  },
});

export const clarificationActions = [buyerList, answer, ask];
