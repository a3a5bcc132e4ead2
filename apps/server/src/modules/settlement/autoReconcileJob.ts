import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/http/deps.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import { bothLanguages, databaseToday, runRule } from './autoReconcileRun.ts';
import { reconcileRules } from './autoReconcileSchema.ts';

/*
 * The daily auto-reconcile job (issue 18 item 2): every enabled rule, oldest first, builds the statements of
 * its complete periods since its last run (autoReconcileRun.ts). The platform's runner lets one instance run
 * it at a time; a user's "run now" of one rule meanwhile is serialised per rule by the rule's row lock.
 */

export const AUTO_RECONCILE_JOB = 'SET_AUTO_RECONCILE';

/** The job, reading the app's dependencies when it runs (the statements are saved through the engine). */
export function autoReconcileJob(deps: () => AppDeps): JobDefinition {
  return {
    code: AUTO_RECONCILE_JOB,
    name: { CN: '自动对账', EN: 'Auto-reconcile' },
    // 01:30 every day: the day's receipts are in, and the half month and the month end at midnight.
    defaultCron: '30 1 * * *',
    async run() {
      return runEnabledRules(deps());
    },
  };
}

/** Runs every enabled rule on the database's date; answers the history's summary, one line per rule. */
export async function runEnabledRules(deps: AppDeps): Promise<string> {
  const today = await databaseToday(deps);
  const rules = await deps.db
    .select()
    .from(reconcileRules)
    .where(eq(reconcileRules.enabledFlag, 'Y'))
    .orderBy(asc(reconcileRules.id));
  const lines: string[] = [];
  for (const rule of rules) {
    const outcome = await runRule(deps, rule, today);
    if (outcome.periods.length > 0 || outcome.failed.length > 0) {
      lines.push(`${rule.ruleCode}: ${bothLanguages(outcome)}`);
    }
  }
  // The history keeps what each rule that had a period to build did; nothing else is news.
  return lines.length > 0
    ? lines.join('\n')
    : `${rules.length} 条规则均无新的完整期间 | ${rules.length} rules had no new complete period`;
}
