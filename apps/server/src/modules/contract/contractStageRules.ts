import { type Lang, t } from '@srm/core';
import { roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { paymentTermNodesOf } from '../base/index.ts';
import { contractStages, contracts } from './schema.ts';

/*
 * The one rule of a contract's payment stages: their percents add up to exactly 100 (compared as decimals,
 * never floats), each stage's amount is its percent of the total with tax rounded to the currency and the last
 * stage takes the rounding rest, so the amounts add up to the total. By default the stages are the payment
 * term's nodes (name, proportion, "event + days" as the condition).
 */

export type StageInput = { stageName: string; percent: string; plannedDate: string | null; condition: string | null };

/** "The percents add up to {sum}" when they do not make 100, else null. */
export function percentSumError(percents: readonly string[], lang: Lang): string | null {
  const sum = percents.reduce((s, p) => s.plus(p), new Decimal(0));
  return sum.eq(100) ? null : t('contract.stagesTotal', lang, { sum: sum.toString() });
}

/** Each stage's amount of the total: percent × total rounded, the last one the rest. */
export function stageAmounts(percents: readonly string[], total: string, currency: string): string[] {
  let given = new Decimal(0);
  return percents.map((p, i) => {
    const amount =
      i === percents.length - 1
        ? roundMoney(new Decimal(total).minus(given), currency)
        : roundMoney(new Decimal(total).times(p).div(100), currency);
    given = given.plus(amount);
    return amount;
  });
}

export async function stagesOf(db: DbOrTx, contractId: number) {
  return db
    .select()
    .from(contractStages)
    .where(eq(contractStages.contractId, contractId))
    .orderBy(asc(contractStages.stageNumber));
}

/** What must hold of the stages to submit: some, adding up to 100 %. */
export async function stageErrors(db: DbOrTx, contractId: number, lang: Lang): Promise<FieldError[]> {
  const stages = await stagesOf(db, contractId);
  if (stages.length === 0) return [{ field: 'stages', message: t('contract.noStages', lang) }];
  const error = percentSumError(
    stages.map((s) => s.percent),
    lang,
  );
  return error ? [{ field: 'stages', message: error }] : [];
}

/** Replaces the stages of a contract (amounts from its stored total). */
export async function writeStages(tx: DbOrTx, contractId: number, stages: readonly StageInput[], userId: number) {
  await tx.delete(contractStages).where(eq(contractStages.contractId, contractId));
  if (stages.length > 0) {
    await tx.insert(contractStages).values(
      stages.map((s, i) => ({
        contractId,
        stageNumber: i + 1,
        stageName: s.stageName,
        percent: s.percent,
        amount: '0',
        plannedDate: s.plannedDate,
        condition: s.condition,
        createdBy: userId,
        lastUpdatedBy: userId,
      })),
    );
  }
  await writeStageAmounts(tx, contractId);
}

/** The stages' amounts recomputed from the contract's total with tax (after a save changed its lines). */
export async function writeStageAmounts(tx: DbOrTx, contractId: number): Promise<void> {
  const [header] = await tx
    .select({ total: contracts.totalWithTax, currency: contracts.currencyCode })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const stages = await stagesOf(tx, contractId);
  if (!header || stages.length === 0) return;
  const amounts = stageAmounts(
    stages.map((s) => s.percent),
    String(header.total ?? '0'),
    header.currency,
  );
  for (const [i, s] of stages.entries()) {
    if (!new Decimal(s.amount).eq(amounts[i]!)) {
      await tx.update(contractStages).set({ amount: amounts[i] }).where(eq(contractStages.id, s.id));
    }
  }
}

/** The payment term's nodes as stages (name, proportion, when it falls due as the condition). */
export async function stagesFromTerm(db: DbOrTx, paymentTermId: number, lang: Lang): Promise<StageInput[]> {
  const nodes = (await paymentTermNodesOf(db, [paymentTermId])).get(paymentTermId) ?? [];
  return nodes.map((n) => ({
    stageName: n.stageName,
    percent: new Decimal(n.proportion).toString(),
    plannedDate: null,
    condition: lang === 'EN' ? `${n.eventCode} + ${n.daysAfter} days` : `${n.eventCode} 后 ${n.daysAfter} 天`,
  }));
}
