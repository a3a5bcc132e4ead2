import { t } from '@srm/core';
import { datetimeSchema } from '@srm/core/documents/schemas';
import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { statusLabel } from '@srm/core/documents/types';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, inTx, recordById, typeRule } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { inquiryBound } from './inquiry.ts';
import { isFuture } from './inquiryChecks.ts';
import { deadlineText, notifySuppliers, participantIds } from './inquiryNotices.ts';

/*
 * The buyer's calls on an inquiry beyond the engine's: adjusting the quote deadline of a PUBLISHED
 * inquiry (issue 17 item 4: later only, still ahead by the database clock; button btnAdjustDeadline; the
 * suppliers of the round are told). Built on the engine's pieces, so scope, version and history read the
 * same as its own actions.
 */

const adjustDeadline = defineAction({
  server: 'srmServer',
  entity: 'srmSrcInquiry',
  action: 'adjustDeadline',
  summary:
    'Moves the quote deadline of a PUBLISHED inquiry later (button btnAdjustDeadline; the version read); the suppliers of the round are notified; answers the record',
  auth: typeRule(inquiryBound),
  mutates: true,
  body: z.object({ inquiryId: idSchema, version: z.number().int().min(0), quoteDeadline: datetimeSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, sourcingInquiry.menuCode, 'btnAdjustDeadline');
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, inquiryBound, ctx.scope, body.inquiryId);
      if (doc.header.status !== 'PUBLISHED') {
        throw new AppError(409, 'error.docStatusNotAllowed', {
          status: statusLabel(sourcingInquiry, doc.header.status, lang),
          action: lang === 'EN' ? 'Adjust deadline' : '调整截止时间',
        });
      }
      if (doc.header.version !== body.version) throw new AppError(409, 'error.staleVersion');
      const current = doc.header.quoteDeadline as Date;
      if (body.quoteDeadline.getTime() <= new Date(current).getTime()) {
        throw fieldErrors([
          {
            field: 'quoteDeadline',
            message: t('inquiry.deadlineNotLater', lang, { deadline: deadlineText(current) }),
          },
        ]);
      }
      if (!(await isFuture(tx, body.quoteDeadline))) {
        throw fieldErrors([{ field: 'quoteDeadline', message: t('inquiry.deadlinePast', lang) }]);
      }
      await updateHeader(tx, inquiryBound, doc.header, { quoteDeadline: body.quoteDeadline }, caller.user.userId);
      const after = (await findDoc(tx, inquiryBound, null, doc.header.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: sourcingInquiry.billType,
        docId: doc.header.id,
        docNumber: String(doc.header.inquiryNumber),
        action: 'adjustDeadline',
        fromStatus: 'PUBLISHED',
        toStatus: 'PUBLISHED',
        userId: caller.user.userId,
        changes: diffDocuments(sourcingInquiry, doc, after),
      });
      const h = after.header;
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
        await participantIds(tx, h.id, Number(h.round)),
        'inquiry.deadlineChangedNotice',
        { deadline: deadlineText(body.quoteDeadline) },
        caller.user.userId,
      );
    });
    return { data: await recordById(inquiryBound, caller, body.inquiryId), msg: 'ok.saved' };
  },
});

export const inquiryCallActions = [adjustDeadline];
