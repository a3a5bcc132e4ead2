import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, inTx, typeRule } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../platform/documents/gate.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { daySchema, idSchema } from '../../platform/http/fieldSchemas.ts';
import { contractBound } from './contract.ts';
import { percentSumError, stagesFromTerm, stagesOf, writeStages } from './contractStageRules.ts';
import { contractTerms } from './schema.ts';

/*
 * A contract's payment stages and clauses (issue 19 item 2), kept beside its lines: read by whoever may read the
 * contract (a supplier once it was sent), replaced as a whole by whoever may edit it, only where it may be edited
 * (the engine's edit check: state, version read, button, scope), the contract's version raised and a history row
 * written. The stages' percents must add up to 100 (amounts follow the total with tax); by default they are the
 * payment term's nodes.
 */

const at = { server: 'srmServer' as const, entity: 'srmCctContract' };
const byId = z.object({ contractId: idSchema });

async function readable(
  deps: Parameters<typeof callerOf>[0],
  caller: Awaited<ReturnType<typeof callerOf>>,
  id: number,
) {
  if (!(await findDoc(deps.db, contractBound, caller.scope, id))) throw new AppError(404, 'error.notFound');
}

const listStages = defineAction({
  ...at,
  action: 'listStages',
  summary:
    'The payment stages of a contract the caller may read (a supplier: its own, once sent): stage name, percent, amount, planned date, condition; {contractId}',
  auth: typeRule(contractBound),
  body: byId,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await readable(deps, caller, body.contractId);
    const rows = await stagesOf(deps.db, body.contractId);
    return {
      data: rows.map(({ id, stageNumber, stageName, percent, amount, plannedDate, condition }) => ({
        stageId: id,
        stageNumber,
        stageName,
        percent,
        amount,
        plannedDate,
        condition,
      })),
    };
  },
});

const percentSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,4})?$/, { message: 'field.number' })
      .refine((v) => Number(v) > 0 && Number(v) <= 100, { message: 'field.max', params: { max: 100 } }),
  );

const stageSchema = z.object({
  stageName: z.string().trim().min(1, 'field.required').max(128),
  percent: percentSchema,
  plannedDate: daySchema.nullable().optional(),
  condition: z.string().trim().max(500).nullable().optional(),
});

/** Locks the contract where it may be edited (the engine's edit check) and raises its version with a history row. */
async function editing(
  ctx: ReturnType<typeof inTx>,
  id: number,
  version: number,
  comment: string,
  change: (doc: StoredDoc) => Promise<void>,
): Promise<number> {
  const doc = await lockDoc(ctx.tx, contractBound, ctx.scope, id);
  await new ActionGate(contractBound, ctx.tx, ctx.user, ctx.deps.workflow).check('edit', doc.header, version, ctx.lang);
  await change(doc);
  await updateHeader(ctx.tx, contractBound, doc.header, {}, ctx.user.userId);
  await writeHistory(ctx.tx, {
    billType: contractBound.def.billType,
    docId: id,
    docNumber: String(doc.header.contractNumber),
    action: 'edit',
    fromStatus: doc.header.status,
    toStatus: doc.header.status,
    userId: ctx.user.userId,
    comment,
    changes: { header: [], lines: [] },
  });
  return doc.header.version + 1;
}

const saveStages = defineAction({
  ...at,
  action: 'saveStages',
  summary:
    'Replaces the payment stages of a contract being edited (draft, rejected or refused; button btnEdit; with the version read): {contractId, version, stages: [{stageName, percent, plannedDate?, condition?}]} — percents add up to 100, amounts computed from the total with tax; or {fromPaymentTerm: true} to take the payment term’s nodes; answers the new version',
  auth: typeRule(contractBound),
  mutates: true,
  body: z.object({
    contractId: idSchema,
    version: z.number().int().min(0),
    stages: z.array(stageSchema).max(50).optional().default([]),
    fromPaymentTerm: z.boolean().optional(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      return editing(ctx, body.contractId, body.version, 'stages', async (doc) => {
        let stages = body.stages.map((s) => ({
          stageName: s.stageName,
          percent: s.percent,
          plannedDate: s.plannedDate ?? null,
          condition: s.condition ?? null,
        }));
        if (body.fromPaymentTerm) {
          const termId = doc.header.paymentTermId as number | null;
          stages = termId == null ? [] : await stagesFromTerm(tx, termId, lang);
        }
        const error = stages.length
          ? percentSumError(
              stages.map((s) => s.percent),
              lang,
            )
          : null;
        if (error) throw fieldErrors([{ field: 'stages', message: error }]);
        await writeStages(tx, doc.header.id, stages, ctx.user.userId);
      });
    });
    return { data: { version } };
  },
});

const listTerms = defineAction({
  ...at,
  action: 'listTerms',
  summary:
    'The clauses of a contract the caller may read (a supplier: its own, once sent): number, title, text, the library clause copied; {contractId}',
  auth: typeRule(contractBound),
  body: byId,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await readable(deps, caller, body.contractId);
    const rows = await deps.db
      .select()
      .from(contractTerms)
      .where(eq(contractTerms.contractId, body.contractId))
      .orderBy(asc(contractTerms.termNumber));
    return {
      data: rows.map((r) => ({
        termId: r.id,
        termNumber: r.termNumber,
        clauseId: r.clauseId,
        title: r.title,
        content: r.content,
      })),
    };
  },
});

const saveTerms = defineAction({
  ...at,
  action: 'saveTerms',
  summary:
    'Replaces the clauses of a contract being edited (draft, rejected or refused; button btnEdit; with the version read): {contractId, version, terms: [{title, content, clauseId?}]}; answers the new version',
  auth: typeRule(contractBound),
  mutates: true,
  body: z.object({
    contractId: idSchema,
    version: z.number().int().min(0),
    terms: z
      .array(
        z.object({
          title: z.string().trim().min(1, 'field.required').max(200),
          content: z.string().trim().min(1, 'field.required').max(20000),
          clauseId: idSchema.nullable().optional(),
        }),
      )
      .max(200),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      return editing(ctx, body.contractId, body.version, 'terms', async (doc) => {
        await tx.delete(contractTerms).where(eq(contractTerms.contractId, doc.header.id));
        if (body.terms.length > 0) {
          await tx.insert(contractTerms).values(
            body.terms.map((term, i) => ({
              contractId: doc.header.id,
              termNumber: i + 1,
              clauseId: term.clauseId ?? null,
              title: term.title,
              content: term.content,
              createdBy: ctx.user.userId,
              lastUpdatedBy: ctx.user.userId,
            })),
          );
        }
      });
    });
    return { data: { version } };
  },
});

export const contractPartActions: ActionDef[] = [listStages, saveStages, listTerms, saveTerms];
