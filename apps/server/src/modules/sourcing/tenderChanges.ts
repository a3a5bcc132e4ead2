import { t } from '@srm/core';
import { datetimeSchema, fieldSchema } from '@srm/core/documents/schemas';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { statusLabel } from '@srm/core/documents/types';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, recordById } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { revokeSystemNotice } from '../notice/index.ts';
import { isFuture } from './inquiryChecks.ts';
import { tenderBound } from './tender.ts';
import {
  announceChange,
  notifyTenderSuppliers,
  refreshTenderTodos,
  tenderHeaderOf,
  tenderParticipantIds,
} from './tenderNotices.ts';
import { tenderChanges, tenders } from './tenderSchema.ts';

/*
 * Change letters (变更函/补遗, issue 17 item 3): while a tender is PUBLISHED the buyer issues numbered
 * letters (text and files) to every participant; a letter may move the bid deadline and the opening time
 * ("adjusting the deadline" is a letter: both later than now by the database clock, opening ≥ bid
 * deadline; a sign-up deadline past the new bid deadline comes back to it). Every participant is told, the
 * open to-dos carry the new deadline, and a PUBLIC tender's announcement is superseded by a TENDER_ANN
 * notice of the letter. Button btnChangeLetter on SRC_TENDER; the tender's version read, raised.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcTenderChange' };
const auth = menu(sourcingTender.menuCode);
const BUTTON = 'btnChangeLetter';

const fileIdsSchema = fieldSchema({
  key: 'fileIds',
  label: { CN: '附件', EN: 'Files' },
  type: 'attachments',
}) as z.ZodType<string | null>;

/** The change letters of a tender, in order (what a supplier reads of them: tenderSupplierCalls.ts). */
export async function changesOf(db: DbOrTx, tenderId: number) {
  const rows = await db
    .select()
    .from(tenderChanges)
    .where(eq(tenderChanges.tenderId, tenderId))
    .orderBy(asc(tenderChanges.letterNumber));
  return rows.map((r) => ({
    changeId: r.id,
    letterNumber: r.letterNumber,
    title: r.title,
    content: r.content,
    fileIds: r.fileIds,
    oldBidDeadline: r.oldBidDeadline,
    newBidDeadline: r.newBidDeadline,
    oldOpeningTime: r.oldOpeningTime,
    newOpeningTime: r.newOpeningTime,
    issuedAt: r.issuedAt,
  }));
}

const listByTender = defineAction({
  ...at,
  action: 'listByTender',
  summary:
    'The change letters of a tender in order: number, title, content, files, the bid deadline and opening time before and after, when issued and by whom (issuedBy)',
  auth,
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (!(await findDoc(deps.db, tenderBound, caller.scope, body.tenderId))) throw new AppError(404, 'error.notFound');
    const issuers = new Map(
      (
        await deps.db
          .select({ id: tenderChanges.id, issuedBy: tenderChanges.issuedBy })
          .from(tenderChanges)
          .where(eq(tenderChanges.tenderId, body.tenderId))
      ).map((r) => [r.id, r.issuedBy]),
    );
    const data = (await changesOf(deps.db, body.tenderId)).map((c) => ({ ...c, issuedBy: issuers.get(c.changeId) }));
    return { data };
  },
});

const issue = defineAction({
  ...at,
  action: 'issue',
  summary:
    'Issues change letter N+1 on a PUBLISHED tender (button btnChangeLetter; the tender version read): title, content, fileIds; optionally newBidDeadline / newOpeningTime (later than now by the database clock; opening ≥ bid deadline). Every participant is notified, open to-dos carry the new deadline, a PUBLIC tender gets a TENDER_ANN notice superseding the previous one; answers the tender record',
  auth,
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    version: z.number().int().min(0),
    title: z.string().trim().min(1, 'field.required').max(200),
    content: z.string().trim().min(1, 'field.required').max(20_000),
    fileIds: fileIdsSchema.optional(),
    newBidDeadline: datetimeSchema.optional().nullable(),
    newOpeningTime: datetimeSchema.optional().nullable(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, sourcingTender.menuCode, BUTTON);
    await deps.db.transaction(async (tx) => {
      const doc = await lockDoc(tx, tenderBound, caller.scope, body.tenderId);
      if (doc.header.status !== 'PUBLISHED') {
        throw new AppError(409, 'error.docStatusNotAllowed', {
          status: statusLabel(sourcingTender, doc.header.status, lang),
          action: lang === 'EN' ? 'Issue a change letter' : '发布变更函',
        });
      }
      if (doc.header.version !== body.version) throw new AppError(409, 'error.staleVersion');
      const h = doc.header;
      const bidDeadline = body.newBidDeadline ?? (h.bidDeadline as Date);
      const openingTime = body.newOpeningTime ?? (h.openingTime as Date);
      const errors: FieldError[] = [];
      if (body.newBidDeadline && !(await isFuture(tx, body.newBidDeadline))) {
        errors.push({ field: 'newBidDeadline', message: t('tender.bidDeadlinePast', lang) });
      }
      if (body.newOpeningTime && !(await isFuture(tx, body.newOpeningTime))) {
        errors.push({ field: 'newOpeningTime', message: t('tender.openingTimePast', lang) });
      } else if (new Date(openingTime).getTime() < new Date(bidDeadline).getTime()) {
        errors.push({ field: 'newOpeningTime', message: t('tender.openingBeforeDeadline', lang) });
      }
      if (errors.length > 0) throw fieldErrors(errors);

      const [last] = await tx
        .select({ n: tenderChanges.letterNumber })
        .from(tenderChanges)
        .where(eq(tenderChanges.tenderId, h.id))
        .orderBy(desc(tenderChanges.letterNumber))
        .limit(1);
      const letterNumber = (last?.n ?? 0) + 1;
      const moved = body.newBidDeadline != null || body.newOpeningTime != null;
      await tx.insert(tenderChanges).values({
        tenderId: h.id,
        letterNumber,
        title: body.title,
        content: body.content,
        fileIds: body.fileIds ?? null,
        oldBidDeadline: body.newBidDeadline ? (h.bidDeadline as Date) : null,
        newBidDeadline: body.newBidDeadline ?? null,
        oldOpeningTime: body.newOpeningTime ? (h.openingTime as Date) : null,
        newOpeningTime: body.newOpeningTime ?? null,
        issuedBy: caller.user.userId,
        createdBy: caller.user.userId,
        lastUpdatedBy: caller.user.userId,
      });
      const signUp = h.signUpDeadline as Date | null;
      const changed: Record<string, unknown> = {};
      if (body.newBidDeadline) changed.bidDeadline = body.newBidDeadline;
      if (body.newOpeningTime) changed.openingTime = body.newOpeningTime;
      if (signUp && new Date(signUp).getTime() > new Date(bidDeadline).getTime()) changed.signUpDeadline = bidDeadline;
      await updateHeader(tx, tenderBound, doc.header, changed, caller.user.userId);
      const after = (await findDoc(tx, tenderBound, null, h.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: sourcingTender.billType,
        docId: h.id,
        docNumber: String(h.tenderNumber),
        action: 'changeLetter',
        fromStatus: 'PUBLISHED',
        toStatus: 'PUBLISHED',
        userId: caller.user.userId,
        comment: `${letterNumber}: ${body.title}`.slice(0, 1000),
        changes: diffDocuments(sourcingTender, doc, after),
      });

      const header = tenderHeaderOf(after.header);
      await notifyTenderSuppliers(
        tx,
        header,
        await tenderParticipantIds(tx, h.id),
        moved ? 'tender.changeDeadlineNotice' : 'tender.changeNotice',
        { letter: letterNumber, change: body.title },
        caller.user.userId,
      );
      if (moved) await refreshTenderTodos(tx, header, caller.user.userId);
      if (h.tenderMode === 'PUBLIC') {
        const noticeId = await announceChange(
          tx,
          header,
          { letterNumber, title: body.title, content: body.content, movedDeadline: moved },
          caller.user.userId,
        );
        if (h.announcementNoticeId != null) {
          await revokeSystemNotice(tx, h.announcementNoticeId as number, caller.user.userId);
        }
        // Not a field the buyer edits: the version stays as updateHeader left it.
        await tx.update(tenders).set({ announcementNoticeId: noticeId }).where(eq(tenders.id, h.id));
      }
    });
    return { data: await recordById(tenderBound, caller, body.tenderId), msg: 'ok.saved' };
  },
});

export const tenderChangeActions = [listByTender, issue];
