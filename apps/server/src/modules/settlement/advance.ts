import { type Lang, t } from '@srm/core';
import { settlementAdvance } from '@srm/core/documents/settlementAdvance';
import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import { remainingMoney } from '@srm/core/settlement/paymentTotals';
import Decimal from 'decimal.js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assertInScope, inScope } from '../../platform/access/scope.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocRecord,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../platform/documents/binding.ts';
import { callerOf, typeRule } from '../../platform/documents/context.ts';
import { defineAction } from '../../platform/http/action.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { paymentStageNames, paymentTermNodesOf } from '../base/index.ts';
import { ADVANCEABLE_ORDER_STATUSES, supplyReferences } from '../purchase/index.ts';
import { lockOrderAdvances } from './locks.ts';
import { presentParties, roundedMoney } from './parties.ts';
import { postApprovedToErp, sendPaymentNotice } from './paying.ts';
import { advances, payments } from './schema.ts';

/*
 * The advance's binding (issue 18 item 5). Saving copies the order's parties, currency and total; the amount
 * stays within the chosen stage of the order's payment term (its proportion of the order) and within what the
 * order has left after its other advances. Approved, it is posted to the ERP; paid, the supplier is told. What
 * payment applications write off of it is summed from them (writtenOff, usable).
 */

const fieldError = (field: string, message: string): FieldError => ({ field, message });

/** The stages of an order's payment term, each with its share of the order (its limit). */
async function stagesOf(
  db: DbOrTx,
  order: { paymentTermId: number | null; totalWithTax: string; currencyCode: string },
) {
  if (order.paymentTermId == null) return [];
  const nodes = (await paymentTermNodesOf(db, [order.paymentTermId])).get(order.paymentTermId) ?? [];
  return nodes.map((n) => ({
    stageId: n.nodeId,
    stageName: n.stageName,
    eventCode: n.eventCode,
    proportion: n.proportion,
    limit: roundMoney(new Decimal(order.totalWithTax).times(n.proportion).div(100), order.currencyCode),
  }));
}

/** What the order's other advances (not void) take, this one left out. */
async function otherAdvances(tx: DbOrTx, orderId: number, id: number | null): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${advances.amount}), 0)::text` })
    .from(advances)
    .where(
      and(
        eq(advances.orderId, orderId),
        ne(advances.status, 'ABOLISHED'),
        id == null ? undefined : ne(advances.id, id),
      ),
    );
  return row.sum;
}

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const order = await supplyReferences.order(ctx.tx, h.orderId as number);
  if (
    !order ||
    !inScope(ctx.scope, order) ||
    !(ADVANCEABLE_ORDER_STATUSES as readonly string[]).includes(order.status)
  ) {
    return [fieldError('orderId', t('advance.orderNotApproved', ctx.lang))];
  }
  Object.assign(h, {
    orgId: order.orgId,
    supplierId: order.supplierId,
    currencyCode: order.currencyCode,
    orderWithTax: order.totalWithTax,
  });
  const currency = order.currencyCode;
  const amount = new Decimal(String(h.amount));
  const errors: FieldError[] = [];
  if (h.stageId != null) {
    const stage = (await stagesOf(ctx.tx, order)).find((s) => s.stageId === h.stageId);
    if (!stage) errors.push(fieldError('stageId', t('advance.stageNotOfOrder', ctx.lang)));
    else if (amount.gt(stage.limit)) {
      errors.push(
        fieldError('amount', t('advance.overStage', ctx.lang, { stage: stage.stageName, limit: stage.limit })),
      );
    }
  }
  await lockOrderAdvances(ctx.tx, order.id);
  const taken = await otherAdvances(ctx.tx, order.id, input.id ?? null);
  const limit = remainingMoney(order.totalWithTax, taken, currency);
  if (amount.gt(limit)) {
    errors.push(
      fieldError(
        'amount',
        t('advance.overOrder', ctx.lang, {
          limit,
          total: roundMoney(order.totalWithTax, currency),
          taken: roundMoney(taken, currency),
        }),
      ),
    );
  }
  return errors;
}

function compute(input: DocInput): void {
  const h = input.header;
  h.amount = roundMoney(String(h.amount), String(h.currencyCode ?? 'CNY'));
}

/** What payment applications (not void) write off of some advances, this application left out. */
export async function writtenOffOf(
  db: DbOrTx,
  advanceIds: readonly number[],
  exceptPaymentId: number | null = null,
): Promise<Map<number, string>> {
  if (advanceIds.length === 0) return new Map();
  const rows = await db
    .select({ advanceId: payments.advanceId, sum: sql<string>`sum(${payments.writeOffAmount})::text` })
    .from(payments)
    .where(
      and(
        inArray(payments.advanceId, [...new Set(advanceIds)]),
        ne(payments.status, 'ABOLISHED'),
        exceptPaymentId == null ? undefined : ne(payments.id, exceptPaymentId),
      ),
    )
    .groupBy(payments.advanceId);
  return new Map(rows.map((r) => [r.advanceId as number, r.sum ?? '0']));
}

async function present(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  await presentParties(db, lang, records);
  const ids = records.map((r) => r.advanceId as number);
  const [orders, written] = await Promise.all([
    supplyReferences.orderNumbers(
      db,
      records.map((r) => r.orderId as number),
    ),
    writtenOffOf(db, ids),
  ]);
  const stageNames = await paymentStageNames(
    db,
    records.flatMap((r) => (typeof r.stageId === 'number' ? [r.stageId] : [])),
  );
  for (const r of records) {
    const currency = String(r.currencyCode);
    r.orderNumber = orders.get(r.orderId as number) ?? null;
    r.stageName = stageNames.get(r.stageId as number) ?? null;
    r.writtenOff = roundMoney(written.get(r.advanceId as number) ?? '0', currency);
    r.usable = r.status === 'PAID' ? remainingMoney(String(r.amount), String(r.writtenOff), currency) : null;
    r.currencyScale = currencyScale(currency);
    roundedMoney(r, ['amount', 'orderWithTax']);
  }
}

async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  if (step.action !== 'pay') return;
  const [paid] = await ctx.tx.select().from(advances).where(eq(advances.id, doc.header.id));
  await sendPaymentNotice(ctx.tx, settlementAdvance, paid, 'amount', ctx.user.userId);
}

export const advanceBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmSettleAdvance',
  header: advances,
  scope: { header: ['orgId', 'supplierId'] },
  // The supplier sees an advance once the bank has paid it: its advance notice.
  supplierWhere: eq(advances.status, 'PAID'),
  hooks: { validate, compute, afterStep, present },
};

export const advanceBound: BoundType = { def: settlementAdvance, binding: advanceBinding };

// Approved: to the ERP, which pays it.
postApprovedToErp(settlementAdvance, async (tx, h) => ({
  orderNumber: (await supplyReferences.orderNumbers(tx, [h.orderId as number])).get(h.orderId as number) ?? null,
  amount: h.amount,
  applyDate: h.applyDate,
}));

/** The stages of an order's payment term an advance may be applied at, with their limits (the stage picker). */
const orderStages = defineAction({
  server: 'srmServer',
  entity: 'srmSettleAdvance',
  action: 'orderStages',
  summary:
    'The stages of an order’s payment term an advance may be applied at: {orderId} → stage id, name, payment event, proportion and its amount of the order with tax',
  auth: typeRule(advanceBound),
  body: z.object({ orderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const order = await supplyReferences.order(deps.db, body.orderId);
    assertInScope(caller.scope, order);
    return { data: await stagesOf(deps.db, order) };
  },
});

export const advanceDocumentActions = [...bindDocumentType(settlementAdvance, advanceBinding), orderStages];
