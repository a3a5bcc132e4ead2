import { type Lang, t } from '@srm/core';
import { type Period, periodsToBuild, type ReconcilePeriodType } from '@srm/core/settlement/reconcilePeriods';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ALL_SCOPE } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { isUniqueViolation } from '../../platform/db/uniqueViolation.ts';
import type { DocContext } from '../../platform/documents/binding.ts';
import { saveOne } from '../../platform/documents/saveActions.ts';
import { takeDeclaredStep } from '../../platform/documents/stepActions.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { reconcileRules } from './autoReconcileSchema.ts';
import { accountStatements, settleSupply } from './schema.ts';
import { isNothingToSettle, statementBound } from './statement.ts';

/*
 * One run of an auto-reconcile rule (issue 18 item 2): for each period to build (reconcilePeriods.ts) and
 * each supplier — the rule's, or every supplier with open lines in its organisation and currency up to the
 * period's end — a DRAFT statement saved through the engine's own save (saveOne: the buyer's screen's path,
 * so every check and the taking of lines are that one code), named after the rule, and sent when the rule
 * says so. Each supplier's statement is its own transaction: one that fails is reported, the others stay.
 * Never twice for a rule, supplier and period: a statement the rule built already is skipped, and when two
 * runs meet, the unique index on (rule, supplier, period start) refuses the second, which counts it as built
 * before. The statements are the rule creator's (createdBy: the buyer who answers disputes and checks them),
 * made with the rule's authority: its save checked that creator's menu and organisation scope.
 */

export type RuleRow = typeof reconcileRules.$inferSelect;

export type RunOutcome = {
  built: number;
  sent: number;
  /** Suppliers with nothing the statement's terms cover (no statement made). */
  empty: number;
  /** Suppliers the rule built a statement for before, for that period. */
  existing: number;
  failed: string[];
  periods: Period[];
  statementIds: number[];
};

/** What the run did, in a language: the run-now answer, the rule's last run and the job's history. */
export function summaryOf(o: RunOutcome, lang: Lang): string {
  const counts = t('reconcile.runSummary', lang, {
    built: o.built,
    sent: o.sent,
    empty: o.empty,
    existing: o.existing,
  });
  const periods = o.periods.map((p) => `${p.from} ~ ${p.to}`).join(', ');
  const parts = [counts, periods && t('reconcile.runPeriods', lang, { periods }), ...o.failed].filter(Boolean);
  return parts.join(lang === 'CN' ? '；' : '; ').slice(0, 1000);
}

/** The summary in both languages, for the job's history (read by administrators of either). */
export const bothLanguages = (o: RunOutcome) => `${summaryOf(o, 'CN')} | ${summaryOf(o, 'EN')}`;

/** The rule's creator as the actor of its statements; null when disabled or gone. */
async function creatorOf(deps: AppDeps, rule: RuleRow): Promise<SessionUser | null> {
  if (rule.createdBy == null) return null;
  const [u] = await deps.db.select().from(users).where(eq(users.id, rule.createdBy));
  if (u?.enabledFlag !== 'Y' || u.supplierId != null) return null;
  return {
    sessionId: 0,
    userId: u.id,
    userName: u.userName,
    userFullName: u.userFullName,
    userType: u.userType,
    supplierId: null,
    orgId: u.orgId,
    personId: u.personId,
    // The rule's authority (checked when it was saved), not the buttons of a responsibility chosen at login.
    adminFlag: 'Y',
    responsibilityId: null,
    authorizationCode: '',
  };
}

/**
 * The suppliers a period is built for: the rule's own; or those with open lines in its organisation and
 * currency up to the period's end, and those it built for in that period already (reported as built before).
 */
async function suppliersOf(deps: AppDeps, rule: RuleRow, period: Period): Promise<number[]> {
  if (rule.supplierId != null) return [rule.supplierId];
  const open = deps.db
    .selectDistinct({ supplierId: settleSupply.supplierId })
    .from(settleSupply)
    .where(
      and(
        eq(settleSupply.orgId, rule.orgId),
        eq(settleSupply.currencyCode, rule.currencyCode),
        eq(settleSupply.status, 'OPEN'),
        isNull(settleSupply.statementId),
        lte(settleSupply.receiptDate, period.to),
      ),
    );
  const built = deps.db
    .select({ supplierId: accountStatements.supplierId })
    .from(accountStatements)
    .where(and(eq(accountStatements.ruleId, rule.id), eq(accountStatements.periodFrom, period.from)));
  const rows = await union(open, built);
  return rows.map((r) => r.supplierId).sort((a, b) => a - b);
}

async function builtBefore(tx: DbOrTx, ruleId: number, supplierId: number, period: Period): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountStatements.id })
    .from(accountStatements)
    .where(
      and(
        eq(accountStatements.ruleId, ruleId),
        eq(accountStatements.supplierId, supplierId),
        eq(accountStatements.periodFrom, period.from),
      ),
    );
  return !!row;
}

type Built = 'built' | 'sent' | 'existing';

/**
 * One supplier's statement of one period, in its own transaction. The rule's row is locked first: two runs of
 * one rule build one after the other, and the second finds the first's statement (committed) and skips it.
 */
function buildOne(deps: AppDeps, actor: SessionUser, rule: RuleRow, supplierId: number, period: Period) {
  return deps.db.transaction(async (tx): Promise<[Built, number]> => {
    await tx.select({ id: reconcileRules.id }).from(reconcileRules).where(eq(reconcileRules.id, rule.id)).for('update');
    if (await builtBefore(tx, rule.id, supplierId, period)) return ['existing', 0];
    const ctx: DocContext = { tx, user: actor, lang: 'CN', scope: ALL_SCOPE, deps };
    const id = await saveOne(statementBound, ctx, {
      orgId: rule.orgId,
      supplierId,
      currencyCode: rule.currencyCode,
      periodFrom: period.from,
      periodTo: period.to,
      paymentTermId: rule.paymentTermId,
      variant: rule.variant,
    });
    // Named after the rule in the same transaction: the unique index refuses a second one of a run met here.
    const [named] = await tx
      .update(accountStatements)
      .set({ ruleId: rule.id })
      .where(eq(accountStatements.id, id))
      .returning({ version: accountStatements.version });
    // A self-operated subsidiary's statement is never sent: the buyer confirms it.
    if (rule.sendAtOnce !== 'Y' || rule.variant === 'SELF_OPERATED') return ['built', id];
    await takeDeclaredStep(statementBound, ctx, 'send', { statementId: id, version: named.version });
    return ['sent', id];
  });
}

/**
 * Runs the rule on `today` (the database's date): its periods since the last run — or, asked by a user
 * (`again`), the last complete period again when there is none newer, so suppliers whose lines came in late
 * get theirs — then records what it did on the rule.
 */
export async function runRule(deps: AppDeps, rule: RuleRow, today: string, again = false): Promise<RunOutcome> {
  const type = rule.periodType as ReconcilePeriodType;
  let periods = periodsToBuild(type, rule.lastPeriodTo, today);
  if (again && periods.length === 0) periods = periodsToBuild(type, null, today);
  const out: RunOutcome = { built: 0, sent: 0, empty: 0, existing: 0, failed: [], periods, statementIds: [] };
  const actor = await creatorOf(deps, rule);
  if (!actor) {
    out.failed.push(t('reconcile.noCreator', 'CN'));
    out.periods = [];
  } else {
    for (const period of periods) {
      for (const supplierId of await suppliersOf(deps, rule, period)) {
        try {
          const [how, id] = await buildOne(deps, actor, rule, supplierId, period);
          if (how === 'existing') {
            out.existing++;
            continue;
          }
          out.built++;
          if (how === 'sent') out.sent++;
          out.statementIds.push(id);
        } catch (e) {
          if (isNothingToSettle(e)) out.empty++;
          else if (isUniqueViolation(e)) out.existing++;
          else {
            const name = (await suppliersByIds(deps.db, [supplierId])).get(supplierId)?.supplierName ?? supplierId;
            const error = e instanceof AppError ? t(e.key, 'CN', e.params) : String(e);
            out.failed.push(t('reconcile.supplierFailed', 'CN', { supplier: String(name), error }));
          }
        }
      }
    }
  }
  const lastTo = periods.at(-1)?.to;
  await deps.db
    .update(reconcileRules)
    .set({
      lastRunAt: new Date(),
      lastRunSummary: summaryOf(out, 'CN'),
      lastRunSummaryEn: summaryOf(out, 'EN'),
      // Never backwards: a run again of the last period leaves a rule that went further where it was.
      ...(lastTo && actor
        ? { lastPeriodTo: sql`greatest(coalesce(${reconcileRules.lastPeriodTo}, ${lastTo}::date), ${lastTo}::date)` }
        : {}),
    })
    .where(eq(reconcileRules.id, rule.id));
  return out;
}

/** The database's date: what periods are complete by. */
export async function databaseToday(deps: AppDeps): Promise<string> {
  const [{ today }] = await deps.db.select({ today: sql<string>`current_date::text` }).from(sql`(select 1) as clock`);
  return today;
}
