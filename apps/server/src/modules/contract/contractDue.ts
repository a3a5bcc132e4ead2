import { t } from '@srm/core';
import { contract } from '@srm/core/documents/contract';
import { roundMoney } from '@srm/core/settlement/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/scope.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { visibleWhere } from '../../platform/documents/store.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import { notify } from '../notice/index.ts';
import { contractBound } from './contract.ts';
import { contractStages, contracts } from './schema.ts';

/*
 * Due-date warnings of contracts in force (issue 19 item 2 "Due-date warnings"): the home's contract chart counts,
 * among the signed contracts the caller may see, those expiring within 30, 60 and 90 days and the payment stages
 * planned within 30 days (or overdue); the daily job tells each contract's creator when it is 30, 60 or 90 days
 * from its end, and 7 days before a payment stage's planned date — on those days only, so each is told once.
 */

export const CONTRACT_DUE_DAYS = [30, 60, 90] as const;
export const STAGE_DUE_DAYS = 30;
const STAGE_NOTICE_DAYS = 7;

export type ContractDueFigures = {
  /** Signed contracts ending within 30, 60 and 90 days (each count includes the shorter ones). */
  expiring: { days: number; count: number }[];
  /** Payment stages of signed contracts planned within STAGE_DUE_DAYS days, and those already past. */
  stagesDue: number;
  stagesOverdue: number;
};

export async function contractDueFigures(db: DbOrTx, scope: DataScope): Promise<ContractDueFigures> {
  const inForce = and(visibleWhere(contractBound, scope), eq(contracts.status, 'SIGNED'))!;
  const [row] = await db
    .select({
      d30: sql<number>`count(*) filter (where ${contracts.validTo} <= current_date + 30)::int`,
      d60: sql<number>`count(*) filter (where ${contracts.validTo} <= current_date + 60)::int`,
      d90: sql<number>`count(*) filter (where ${contracts.validTo} <= current_date + 90)::int`,
    })
    .from(contracts)
    .where(and(inForce, sql`${contracts.validTo} >= current_date`));
  const [stages] = await db
    .select({
      due: sql<number>`count(*) filter (where ${contractStages.plannedDate} >= current_date and ${contractStages.plannedDate} <= current_date + ${STAGE_DUE_DAYS}::int)::int`,
      overdue: sql<number>`count(*) filter (where ${contractStages.plannedDate} < current_date)::int`,
    })
    .from(contractStages)
    .innerJoin(contracts, eq(contracts.id, contractStages.contractId))
    .where(inForce);
  return {
    expiring: [
      { days: 30, count: Number(row?.d30 ?? 0) },
      { days: 60, count: Number(row?.d60 ?? 0) },
      { days: 90, count: Number(row?.d90 ?? 0) },
    ],
    stagesDue: Number(stages?.due ?? 0),
    stagesOverdue: Number(stages?.overdue ?? 0),
  };
}

/** Tells the creators of signed contracts 30, 60 or 90 days from their end, and 7 days before a stage is due. */
export async function warnContractsDue(db: Db): Promise<{ contracts: number; stages: number }> {
  const ending = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'SIGNED'),
        sql`${contracts.validTo} - current_date in (${sql.join(
          CONTRACT_DUE_DAYS.map((d) => sql`${d}`),
          sql`, `,
        )})`,
      ),
    );
  const stages = await db
    .select({ stage: contractStages, contract: contracts })
    .from(contractStages)
    .innerJoin(contracts, eq(contracts.id, contractStages.contractId))
    .where(
      and(eq(contracts.status, 'SIGNED'), sql`${contractStages.plannedDate} - current_date = ${STAGE_NOTICE_DAYS}`),
    );
  const tell = async (c: typeof contracts.$inferSelect, title: string) => {
    if (c.createdBy == null) return;
    await notify(db, {
      recipientUserIds: [c.createdBy],
      title,
      billType: contract.billType,
      billId: c.id,
      billParams: { id: c.id },
      menuCode: contract.menuCode,
      orgId: c.orgId,
      createdBy: null,
    });
  };
  for (const c of ending) {
    await tell(c, t('contract.dueNotice', 'CN', { number: c.contractNumber, name: c.contractName, date: c.validTo }));
  }
  for (const { stage, contract: c } of stages) {
    await tell(
      c,
      t('contract.stageDueNotice', 'CN', {
        number: c.contractNumber,
        stage: stage.stageName,
        date: String(stage.plannedDate),
        amount: roundMoney(stage.amount, c.currencyCode),
        currency: c.currencyCode,
      }),
    );
  }
  return { contracts: ending.length, stages: stages.length };
}

export const contractDueJob: JobDefinition = {
  code: 'CCT_DUE_WARNING',
  name: { CN: '合同到期提醒', EN: 'Contract due-date warnings' },
  // 07:00 every day: before the working day starts.
  defaultCron: '0 7 * * *',
  async run(ctx) {
    const { contracts: ended, stages } = await warnContractsDue(ctx.db);
    return `${ended} 份合同临近到期，${stages} 个付款阶段临近付款 | ${ended} contracts near their end, ${stages} payment stages near their date`;
  },
};
