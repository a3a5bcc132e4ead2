import { t } from '@srm/core';
import { fieldSchema } from '@srm/core/documents/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StoredDoc } from '../../../platform/documents/binding.ts';
import { callerOf, idSchema, inTx, recordById, typeRule } from '../../../platform/documents/context.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../../platform/documents/gate.ts';
import { diffDocuments, writeHistory } from '../../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { deliveryNoticeLines } from '../deliverySchema.ts';
import { noticeType } from './noticeBinding.ts';

/*
 * saveAnswer: the supplier's answer to a published delivery notice — its date, quantity and remark on
 * each line — saved before it confirms (the declared `confirm` action). The same gate as confirm
 * (state NO_CONFIRMED, a user of the notice's supplier, button btnConfirm on SUP_DELIVERY_NOTICE), with
 * the version read; the answer raises the version and is written to the history.
 */

const decimal = fieldSchema({
  key: 'answeredQuantity',
  label: { CN: '答复数量', EN: 'Answered quantity' },
  type: 'number',
  required: true,
  min: 0,
  max: 999999999,
  precision: 4,
});
const day = fieldSchema({
  key: 'answeredDate',
  label: { CN: '答复日期', EN: 'Answered date' },
  type: 'date',
  required: true,
});

export const saveAnswer = defineAction({
  server: noticeType.binding.server,
  entity: noticeType.binding.entity,
  action: 'saveAnswer',
  summary:
    'The supplier’s answer to a published delivery notice: answered date, quantity and remark per line (a user of its supplier, button btnConfirm; with the version read)',
  auth: typeRule(noticeType),
  mutates: true,
  body: z.object({
    deliveryNoticeId: idSchema,
    version: z.number().int().min(0),
    lines: z
      .array(
        z.object({
          lineId: idSchema,
          answeredDate: day,
          answeredQuantity: decimal,
          supplierRemark: z.string().trim().max(500).nullish(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, noticeType, ctx.scope, body.deliveryNoticeId);
      await new ActionGate(noticeType, tx, ctx.user, deps.workflow).check('confirm', doc.header, body.version, lang);
      const own = new Set(doc.lines.map((l) => l.id));
      const strangers = body.lines.flatMap((l, i) =>
        own.has(l.lineId) ? [] : [{ field: `lines.${i}.lineId`, message: t('document.lineNotFound', lang) }],
      );
      if (strangers.length > 0) throw fieldErrors(strangers);
      for (const line of body.lines) {
        await tx
          .update(deliveryNoticeLines)
          .set({
            answeredDate: line.answeredDate as string,
            answeredQuantity: line.answeredQuantity as string,
            supplierRemark: line.supplierRemark || null,
            lastUpdatedBy: ctx.user.userId,
            lastUpdateDate: new Date(),
          })
          .where(eq(deliveryNoticeLines.id, line.lineId));
      }
      await updateHeader(tx, noticeType, doc.header, {}, ctx.user.userId);
      const after = (await findDoc(tx, noticeType, null, doc.header.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: noticeType.def.billType,
        docId: doc.header.id,
        docNumber: String(doc.header.deliveryNoticeNumber),
        action: 'answer',
        fromStatus: doc.header.status,
        toStatus: doc.header.status,
        userId: ctx.user.userId,
        changes: diffDocuments(noticeType.def, doc, after),
      });
    });
    return { data: await recordById(noticeType, caller, body.deliveryNoticeId), msg: 'ok.saved' };
  },
}) as unknown as ActionDef;
