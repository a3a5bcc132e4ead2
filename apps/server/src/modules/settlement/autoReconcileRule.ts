import { autoReconcileRuleList, RUN_RULE_BUTTON } from '@srm/core/masters/autoReconcileRule';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError } from '../../platform/http/fieldErrors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { recordRun } from '../../platform/jobs/runner.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { assertRowInScope } from '../../platform/masters/rowScope.ts';
import { checkOrgRef } from '../admin/department.ts';
import { orgScope } from '../admin/orgCommon.ts';
import { paymentTermsByIds } from '../base/index.ts';
import { supplierById } from '../supplier/index.ts';
import { AUTO_RECONCILE_JOB } from './autoReconcileJob.ts';
import { bothLanguages, databaseToday, runRule, summaryOf } from './autoReconcileRun.ts';
import { reconcileRules } from './autoReconcileSchema.ts';
import { presentParties } from './parties.ts';

/*
 * Auto-reconcile rules (自动对账规则), declared in packages/core/src/masters/autoReconcileRule.ts: rows of an
 * organisation, so the caller lists, finds, saves and deletes only those of its data scope (a row outside
 * answers 404) and names only an organisation inside it; supplier users are refused (the menu is internal).
 * `runNow` runs one rule at once and answers what it did; the daily job is autoReconcileJob.ts.
 */

const scope = orgScope(reconcileRules.orgId);

const boundActions = bindMasterList(autoReconcileRuleList, {
  table: reconcileRules,
  columns: {
    ruleCode: reconcileRules.ruleCode,
    ruleName: reconcileRules.ruleName,
    ruleNameEn: reconcileRules.ruleNameEn,
    orgId: reconcileRules.orgId,
    supplierId: reconcileRules.supplierId,
    currencyCode: reconcileRules.currencyCode,
    paymentTermId: reconcileRules.paymentTermId,
    periodType: reconcileRules.periodType,
    variant: reconcileRules.variant,
    sendAtOnce: reconcileRules.sendAtOnce,
  },
  readColumns: {
    lastPeriodTo: reconcileRules.lastPeriodTo,
    lastRunAt: reconcileRules.lastRunAt,
    lastRunSummary: reconcileRules.lastRunSummary,
    lastRunSummaryEn: reconcileRules.lastRunSummaryEn,
  },
  scope,
  hooks: {
    beforeSave: async (tx, values, { lang, user, req }) => {
      await checkOrgRef(tx, await scopeFor(tx, user, req), lang, {
        orgId: values.orgId as number,
        enabled: values.enabledFlag !== 'N',
      });
      const supplierId = values.supplierId as number | null | undefined;
      if (supplierId != null && !(await supplierById(tx, supplierId))) {
        throw fieldError(lang, 400, 'supplierId', 'ref.notFound');
      }
      const termId = values.paymentTermId as number | null | undefined;
      if (termId != null && (await paymentTermsByIds(tx, [termId])).get(termId)?.enabledFlag !== 'Y') {
        throw fieldError(lang, 400, 'paymentTermId', 'reconcile.paymentTermNotFound');
      }
    },
    // Names beside the ids, and the last run's summary in the reader's language.
    presentRows: async (db, rows, lang) => {
      await presentParties(db, lang, rows);
      for (const r of rows) r.lastRunText = lang === 'EN' ? (r.lastRunSummaryEn ?? null) : (r.lastRunSummary ?? null);
      return rows;
    },
  },
});

/** Runs one rule now (button btnRun): its periods since the last run, or the last complete one again. */
const runNow = defineAction({
  server: autoReconcileRuleList.server,
  entity: autoReconcileRuleList.entity,
  action: 'runNow',
  summary:
    'Run one auto-reconcile rule now (button btnRun): draft statements of its complete periods since its last run, or of the last complete period again; answers what it did',
  auth: menu(autoReconcileRuleList.menuCode),
  mutates: true,
  body: z.object({ ruleId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    await requireMenuResource(deps.db, user!, autoReconcileRuleList.menuCode, RUN_RULE_BUTTON);
    await assertRowInScope(scope, deps.db, reconcileRules, body.ruleId, user!, req);
    const [rule] = await deps.db.select().from(reconcileRules).where(eq(reconcileRules.id, body.ruleId));
    if (!rule) throw new AppError(404, 'error.notFound');
    if (rule.enabledFlag !== 'Y') throw new AppError(409, 'reconcile.disabled');
    const startedAt = new Date();
    const outcome = await runRule(deps, rule, await databaseToday(deps), true);
    await recordRun(deps.db, {
      jobCode: AUTO_RECONCILE_JOB,
      startedAt,
      status: outcome.failed.length > 0 && outcome.built === 0 ? 'FAILED' : 'SUCCESS',
      result: `${rule.ruleCode}: ${bothLanguages(outcome)}`,
    });
    return {
      data: {
        built: outcome.built,
        sent: outcome.sent,
        empty: outcome.empty,
        existing: outcome.existing,
        failed: outcome.failed,
        periods: outcome.periods,
        statementIds: outcome.statementIds,
        summary: summaryOf(outcome, lang),
      },
    };
  },
});

export const autoReconcileRuleActions = [...boundActions, runNow as ActionDef];
