import { fieldSchema } from '@srm/core/documents/schemas';
import { z } from 'zod';
import type { StoredDoc } from '../../../platform/documents/binding.ts';
import { callerOf, idSchema, inTx, recordById, typeRule } from '../../../platform/documents/context.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../../platform/documents/gate.ts';
import { diffDocuments, writeHistory } from '../../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { noteType } from './noteBinding.ts';
import { type LineReceipt, RETURN_DISPOSITIONS, receiptErrors, recordReceipt } from './receipt.ts';

/*
 * doReceive: the buyer's receipt of a shipped delivery note with what was accepted and refused of each
 * line. The same gate as the declared `receive` action (state SUBMITTED, button btnReceive on
 * PUR_DELIVERY; a supplier never holds it there), under the note's row lock: of twenty receipts sent at
 * once, one applies and the others meet the state check (409).
 */

const quantity = (key: string) =>
  fieldSchema({
    key,
    label: { CN: key, EN: key },
    type: 'number',
    required: true,
    min: 0,
    max: 999999999,
    precision: 4,
  });

const body = z.object({
  deliveryNoteId: idSchema,
  version: z.number().int().min(0),
  comment: z.string().trim().max(1000).optional(),
  lines: z
    .array(
      z.object({
        lineId: idSchema,
        receivedQuantity: quantity('receivedQuantity'),
        rejectedQuantity: quantity('rejectedQuantity'),
        rejectReason: z.string().trim().max(500).nullish(),
        // For a rejection: REPLACE (default, shipped again) or REDUCE (taken off the order).
        disposition: z.enum(RETURN_DISPOSITIONS).nullish(),
      }),
    )
    .min(1)
    .max(1000),
});

export const doReceive = defineAction({
  server: noteType.binding.server,
  entity: noteType.binding.entity,
  action: 'doReceive',
  summary:
    'Receive a shipped delivery note (buyer, button btnReceive): received, rejected, reject reason and disposition (REPLACE / REDUCE) per line; the note CONFIRMED, the order lines received/rejected/reduced/missing/closed, a numbered return to the supplier for what was rejected, a SAP goods receipt queued; with the version read',
  auth: typeRule(noteType),
  mutates: true,
  body,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, noteType, ctx.scope, body.deliveryNoteId);
      await new ActionGate(noteType, tx, ctx.user, deps.workflow).check('receive', doc.header, body.version, lang);
      const given = body.lines as LineReceipt[];
      const errors = receiptErrors(lang, doc, given);
      if (errors.length > 0) throw fieldErrors(errors);
      await updateHeader(tx, noteType, doc.header, { status: 'CONFIRMED' }, ctx.user.userId);
      await recordReceipt(ctx, doc, given);
      const after = (await findDoc(tx, noteType, null, doc.header.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: noteType.def.billType,
        docId: doc.header.id,
        docNumber: String(doc.header.deliveryNoteNumber),
        action: 'receive',
        fromStatus: doc.header.status,
        toStatus: 'CONFIRMED',
        userId: ctx.user.userId,
        comment: body.comment || null,
        changes: diffDocuments(noteType.def, doc, after),
      });
    });
    return { data: await recordById(noteType, caller, body.deliveryNoteId) };
  },
}) as unknown as ActionDef;
