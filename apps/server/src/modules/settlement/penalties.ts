import { t } from '@srm/core';
import { latePenalty, penaltyTotal, ruleFor } from '@srm/core/settlement/latePenalty';
import { and, asc, eq, gte, isNotNull, lte, notExists } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { assertInScope, scopeWhere } from '../../platform/access/scope.ts';
import { isUniqueViolation } from '../../platform/db/uniqueViolation.ts';
import type { DocContext, DocRecord } from '../../platform/documents/binding.ts';
import { callerOf, inTx } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { saveOne } from '../../platform/documents/saveActions.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { daySchema, idSchema } from '../../platform/http/fieldSchemas.ts';
import { supplyReferences } from '../purchase/index.ts';
import { deductionBound } from './deduction.ts';
import { presentParties } from './parties.ts';
import { LATE_DELIVERY } from './penaltyLinesView.ts';
import { penaltyLines, penaltyRules } from './penaltySchema.ts';
import { deductions, settleSupply } from './schema.ts';

/*
 * Late-delivery penalties computed by rule (issue 18 item 3; docs/decisions.md "Late-delivery penalties"). For a
 * period and organisation (optionally one supplier), every receipt line of the period received after its order
 * line was due and not charged before is priced by the rule it falls under (packages/core settlement/latePenalty.ts);
 * each supplier and currency with something to charge gets one DRAFT deduction of type LATE_DELIVERY — made by the
 * engine's own save, numbered, with its history — and its penalty lines, which say why. The buyer reviews, edits
 * or voids it, has it approved and sends it as any deduction. A receipt line is charged once: its penalty line is
 * unique (a second computation, or one racing this one, finds it taken); deleting the draft frees its lines, voiding
 * it waives them.
 */

type Charged = {
  supplyId: number;
  supplierId: number;
  currencyCode: string;
  ruleId: number;
  deliveryNoteId: number | null;
  orderId: number | null;
  orderLineId: number | null;
  dueDate: string;
  receivedDate: string;
  daysLate: number;
  chargedDays: number;
  lateQuantity: string;
  baseAmount: string;
  ratePerDay: string;
  capPercent: string;
  penalty: string;
};

/** The receipt lines of the period not charged yet, each with its penalty under its rule (only those above zero). */
async function latePenalties(
  ctx: DocContext,
  body: { orgId: number; supplierId?: number; periodFrom: string; periodTo: string },
): Promise<Charged[]> {
  const { tx } = ctx;
  const rules = await tx
    .select()
    .from(penaltyRules)
    .where(and(eq(penaltyRules.orgId, body.orgId), eq(penaltyRules.enabledFlag, 'Y')));
  if (rules.length === 0) return [];
  const lines = await tx
    .select()
    .from(settleSupply)
    .where(
      and(
        eq(settleSupply.sourceType, 'RECEIPT'),
        eq(settleSupply.orgId, body.orgId),
        body.supplierId ? eq(settleSupply.supplierId, body.supplierId) : undefined,
        gte(settleSupply.receiptDate, body.periodFrom),
        lte(settleSupply.receiptDate, body.periodTo),
        isNotNull(settleSupply.orderLineId),
        scopeWhere(ctx.scope, { orgId: settleSupply.orgId, supplierId: settleSupply.supplierId }),
        notExists(
          tx.select({ id: penaltyLines.id }).from(penaltyLines).where(eq(penaltyLines.supplyId, settleSupply.id)),
        ),
      ),
    )
    .orderBy(asc(settleSupply.supplierId), asc(settleSupply.receiptDate), asc(settleSupply.id));
  const due = await supplyReferences.dueDates(
    tx,
    lines.map((l) => l.orderLineId as number),
  );
  return lines.flatMap((l) => {
    const dueDate = due.get(l.orderLineId as number)?.dueDate;
    const categoryId = due.get(l.orderLineId as number)?.categoryId ?? null;
    const rule = ruleFor(rules, { supplierId: l.supplierId, categoryId });
    if (!dueDate || !rule) return [];
    const p = latePenalty(
      { dueDate, receivedDate: l.receiptDate, baseAmount: l.amountWithTax, currencyCode: l.currencyCode },
      { graceDays: rule.graceDays, ratePerDay: rule.ratePerDay, capPercent: rule.capPercent },
    );
    if (Number(p.penalty) <= 0) return [];
    return [
      {
        supplyId: l.id,
        supplierId: l.supplierId,
        currencyCode: l.currencyCode,
        ruleId: rule.id,
        deliveryNoteId: l.deliveryNoteId,
        orderId: l.orderId,
        orderLineId: l.orderLineId,
        dueDate,
        receivedDate: l.receiptDate,
        daysLate: p.daysLate,
        chargedDays: p.chargedDays,
        lateQuantity: l.quantity,
        baseAmount: l.amountWithTax,
        ratePerDay: rule.ratePerDay,
        capPercent: rule.capPercent,
        penalty: p.penalty,
      },
    ];
  });
}

/** Proposes the drafts: one per supplier and currency, its amount the sum of its lines' penalties. */
async function proposeDeductions(
  ctx: DocContext,
  body: { orgId: number; supplierId?: number; periodFrom: string; periodTo: string },
) {
  const charged = await latePenalties(ctx, body);
  const groups = new Map<string, Charged[]>();
  for (const c of charged) {
    const key = `${c.supplierId}|${c.currencyCode}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const made: {
    deductionId: number;
    deductionNumber: string;
    supplierId: number;
    currencyCode: string;
    amount: string;
    lineCount: number;
  }[] = [];
  for (const group of groups.values()) {
    const { supplierId, currencyCode } = group[0];
    const amount = penaltyTotal(
      group.map((c) => c.penalty),
      currencyCode,
    );
    // The engine's own save: numbered, checked, with its history — the same draft a buyer would type.
    const deductionId = await saveOne(deductionBound, ctx, {
      orgId: body.orgId,
      supplierId,
      deductionType: LATE_DELIVERY,
      currencyCode,
      deductionDate: body.periodTo,
      amount,
      // A penalty for breach (违约金) is no sale of the buyer's: no VAT on it.
      taxRate: '0',
      reason: t('penalty.reason', ctx.lang, { from: body.periodFrom, to: body.periodTo, count: group.length }),
    });
    await ctx.tx.insert(penaltyLines).values(
      group.map(({ supplierId: _s, currencyCode: _c, ...c }) => ({
        ...c,
        deductionId,
        createdBy: ctx.user.userId,
        lastUpdatedBy: ctx.user.userId,
      })),
    );
    const [{ deductionNumber }] = await ctx.tx
      .select({ deductionNumber: deductions.deductionNumber })
      .from(deductions)
      .where(eq(deductions.id, deductionId));
    made.push({ deductionId, deductionNumber, supplierId, currencyCode, amount, lineCount: group.length });
  }
  return made;
}

const computePenalties = defineAction({
  server: 'srmServer',
  entity: 'srmSettleDeduction',
  action: 'computePenalties',
  summary:
    'Late-delivery penalties by rule (button btnAdd on SET_DEDUCTION, internal users): for {orgId, periodFrom, periodTo, supplierId?}, every receipt line of the period received after its order line was due and not charged before is priced by its rule; one DRAFT deduction of type LATE_DELIVERY per supplier and currency is made with its penalty lines. Answers the deductions made (none when nothing is late)',
  auth: menu('SET_DEDUCTION'),
  mutates: true,
  body: z.object({
    orgId: idSchema,
    supplierId: idSchema.optional(),
    periodFrom: daySchema,
    periodTo: daySchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (caller.scope.kind === 'SUPPLIER') throw new AppError(403, 'error.forbidden');
    await requireMenuResource(deps.db, user!, 'SET_DEDUCTION', 'btnAdd');
    if (body.periodTo < body.periodFrom) {
      throw fieldErrors([{ field: 'periodTo', message: t('statement.periodOrder', lang) }]);
    }
    assertInScope(caller.scope, { orgId: body.orgId, supplierId: body.supplierId ?? null });
    try {
      const made = await deps.db.transaction((tx) => proposeDeductions(inTx(caller, tx), body));
      const rows: DocRecord[] = made.map((m) => ({ ...m, orgId: body.orgId }));
      await presentParties(deps.db, lang, rows);
      return { data: rows };
    } catch (error) {
      // Another computation took these receipt lines first: nothing of this one was kept.
      if (isUniqueViolation(error)) throw new AppError(409, 'penalty.computedMeanwhile');
      throw error;
    }
  },
});

export const penaltyActions: ActionDef[] = [computePenalties];
