import type { Lang } from '@srm/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { reconcileRules } from './autoReconcileSchema.ts';

/**
 * The name of the auto-reconcile rule beside each statement it built (one query for a page). The rule is an
 * internal field: a supplier's records lose both the id and this name (platform/documents/records.ts).
 */
export async function presentRuleNames(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const ids = [...new Set(records.flatMap((r) => (typeof r.ruleId === 'number' ? [r.ruleId] : [])))];
  if (ids.length === 0) return;
  const rules = await db
    .select({ id: reconcileRules.id, name: reconcileRules.ruleName, nameEn: reconcileRules.ruleNameEn })
    .from(reconcileRules)
    .where(inArray(reconcileRules.id, ids));
  const byId = new Map(rules.map((r) => [r.id, lang === 'EN' && r.nameEn ? r.nameEn : r.name]));
  for (const r of records) if (typeof r.ruleId === 'number') r.ruleName = byId.get(r.ruleId) ?? null;
}
