import type { DocumentTypeDef } from '@srm/core/documents/types';
import type { DataScope } from '../access/scope.ts';

/*
 * What a supplier user reads of a document's history (issue 15 item 9): THE one rule, applied by the
 * engine's history listing (readActions.ts) to every document type, so a type cannot forget it.
 *
 * A supplier sees the rows from the document's publication to it on (the type's `supplierHistory.publishedBy`
 * action, or its own first action on a document it writes itself), and of those only
 *   - the actions of its own users (they are its own work),
 *   - the buyer's actions the type declares shared (publish, receive, close…), with their comment and changes,
 *   - the buyer's actions declared `sharedOncePublished` (an order's alteration edits) that a later
 *     publication has put before it.
 * Never what came before (drafts, internal remarks, the approval), never an approval step, an approver's
 * name or comment, the buyer's internal edits or prints. A type that declares nothing shows a supplier nothing.
 * Internal users see everything.
 */

/** A history row as the rule needs it: the action, and whether its user belongs to the reading supplier. */
export type HistoryRowForRule = { action: string; userSupplierId: number | null };

export function visibleToCaller<R extends HistoryRowForRule>(def: DocumentTypeDef, scope: DataScope, rows: R[]): R[] {
  if (scope.kind !== 'SUPPLIER') return rows;
  const declared = def.supplierHistory;
  if (!declared || scope.supplierId == null) return [];
  const own = (r: R) => r.userSupplierId === scope.supplierId;
  const publishes = (r: R) => declared.publishedBy.includes(r.action);
  const start = rows.findIndex((r) => own(r) || publishes(r));
  if (start < 0) return [];
  const lastPublication = rows.findLastIndex(publishes);
  const oncePublished = declared.sharedOncePublished ?? [];
  return rows.filter(
    (r, i) =>
      i >= start &&
      (own(r) || declared.shared.includes(r.action) || (oncePublished.includes(r.action) && i < lastPublication)),
  );
}

/**
 * Checked when a type is bound: every name in the declaration is an action of the type (or a history row of
 * the engine's: `create`, `edit`, `approvalEnd`), and no approval step is shared — an approver's comment is internal.
 */
export function supplierHistoryProblems(def: DocumentTypeDef, historyActions: readonly string[]): string[] {
  const declared = def.supplierHistory;
  if (!declared) return [];
  const actions = def.actions as Record<string, { workflow?: string }>;
  const problems: string[] = [];
  for (const name of [...declared.publishedBy, ...declared.shared, ...(declared.sharedOncePublished ?? [])]) {
    if (!(name in actions) && !historyActions.includes(name))
      problems.push(`supplierHistory names unknown action ${name}`);
    else if (actions[name]?.workflow) problems.push(`supplierHistory shares the approval step ${name}`);
  }
  return problems;
}
