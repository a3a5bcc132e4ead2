import { t } from '@srm/core';
import { purchasePlan } from '@srm/core/documents/purchasePlan';
import { documentRefSchema, fieldSchema } from '@srm/core/documents/schemas';
import type { FieldDef } from '@srm/core/documents/types';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import { callerOf, inTx, recordById } from '../../../platform/documents/context.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../../platform/documents/gate.ts';
import { lockDoc } from '../../../platform/documents/store.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { purchasePlanLines } from '../planSchema.ts';
import { planBound } from './purchasePlan.ts';

/*
 * The supplier's confirmed quantities (and remarks) on the lines of a plan awaiting confirmation
 * (spec §7 "confirm, optionally with confirmed quantities per line"). The engine's step actions take a
 * comment only, so this call writes the line values and the screen then calls `confirm`. Who may do it
 * is exactly who may confirm: the gate is asked about the `confirm` action (state, version, a user of
 * the plan's supplier, btnConfirm), so the rule lives in one place.
 */

const lineField = (key: string): FieldDef => purchasePlan.lines!.fields.find((f) => f.key === key)!;

const body = documentRefSchema(purchasePlan).extend({
  lines: z
    .array(
      z.object({
        lineId: z.number().int().positive(),
        // The declared formats of the two read-only fields, made writable for this call only.
        confirmedQuantity: fieldSchema({ ...lineField('confirmedQuantity'), readOnly: false }),
        supplierRemark: fieldSchema({ ...lineField('supplierRemark'), readOnly: false, maxLength: 500 }),
      }),
    )
    .max(1000),
});

type ConfirmLine = { lineId: number; confirmedQuantity: unknown; supplierRemark: unknown };

export const saveConfirmation = defineAction({
  server: 'srmServer',
  entity: 'srmPurPlan',
  action: 'saveConfirmation',
  summary:
    'The supplier writes its confirmed quantity and remark on lines of a plan awaiting confirmation (NO_CONFIRMED; a user of its supplier, button btnConfirm; with the version read), before confirm',
  auth: menu(purchasePlan.menuCode, purchasePlan.supplierMenuCode!),
  mutates: true,
  body,
  handler: async ({ deps, body: b, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const planId = b.planId as number;
    const lines = b.lines as unknown as ConfirmLine[];
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, planBound, ctx.scope, planId);
      await new ActionGate(planBound, tx, ctx.user, deps.workflow).check(
        'confirm',
        doc.header,
        b.version as number,
        lang,
      );
      const own = new Set(doc.lines.map((l) => l.id));
      const unknown = lines.flatMap((l, i) =>
        own.has(l.lineId) ? [] : [{ field: `lines.${i}.lineId`, message: t('plan.lineUnknown', lang) }],
      );
      if (unknown.length > 0) throw fieldErrors(unknown);
      for (const line of lines) {
        await tx
          .update(purchasePlanLines)
          .set({
            confirmedQuantity: (line.confirmedQuantity as string | null) ?? null,
            supplierRemark: (line.supplierRemark as string | null) ?? null,
            lastUpdatedBy: ctx.user.userId,
            lastUpdateDate: new Date(),
          })
          .where(and(eq(purchasePlanLines.id, line.lineId), eq(purchasePlanLines.planId, planId)));
      }
    });
    return { data: await recordById(planBound, caller, planId) };
  },
});
