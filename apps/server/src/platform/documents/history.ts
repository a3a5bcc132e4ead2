import type { DocStatus, Lang } from '@srm/core';
import { HISTORY_LABELS } from '@srm/core/documents/standardActions';
import { valuesDiffer } from '@srm/core/documents/storedDifferences';
import { type DocumentTypeDef, type FieldDef, type Label, statusLabel } from '@srm/core/documents/types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DataScope } from '../access/scope.ts';
import { users } from '../auth/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import type { LineRow, StoredDoc } from './binding.ts';
import { documentHistory } from './schema.ts';
import { visibleToCaller } from './supplierHistory.ts';

/*
 * The audit of a document (ARCHITECTURE §6): which fields of the header and of which lines an action
 * changed, before and after. Written by every action in its own transaction.
 */

export type FieldChange = { field: string; before: unknown; after: unknown };
export type LineChange = {
  lineId: number;
  lineNumber: unknown;
  change: 'added' | 'changed' | 'removed';
  fields: FieldChange[];
};
export type Changes = { header: FieldChange[]; lines: LineChange[] };

/** The fields of `fields` whose values differ between two rows (either may be missing: created, removed). */
export function diffFields(
  fields: readonly FieldDef[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  return fields
    .filter((f) => valuesDiffer(f, before?.[f.key], after?.[f.key]))
    .map((f) => ({ field: f.key, before: before?.[f.key] ?? null, after: after?.[f.key] ?? null }));
}

/** What changed from one state of a document to the next; `null` before a creation, after a deletion. */
export function diffDocuments(def: DocumentTypeDef, before: StoredDoc | null, after: StoredDoc | null): Changes {
  const header = diffFields(def.header, before?.header ?? null, after?.header ?? null);
  const lineFields = def.lines?.fields ?? [];
  const old = new Map((before?.lines ?? []).map((l) => [l.id, l]));
  const lines: LineChange[] = [];
  const entry = (line: LineRow, change: LineChange['change'], fields: FieldChange[]): LineChange => ({
    lineId: line.id,
    lineNumber: line.lineNumber ?? null,
    change,
    fields,
  });
  for (const line of after?.lines ?? []) {
    const was = old.get(line.id);
    old.delete(line.id);
    const fields = diffFields(lineFields, was ?? null, line);
    if (!was) lines.push(entry(line, 'added', fields));
    else if (fields.length > 0) lines.push(entry(line, 'changed', fields));
  }
  for (const gone of old.values()) lines.push(entry(gone, 'removed', diffFields(lineFields, gone, null)));
  return { header, lines };
}

export type HistoryEntry = {
  billType: string;
  docId: number;
  docNumber: string | null;
  action: string;
  fromStatus: DocStatus | null;
  toStatus: DocStatus | null;
  userId: number | null;
  comment?: string | null;
  changes?: Changes | null;
};

export async function writeHistory(tx: DbOrTx, entry: HistoryEntry): Promise<void> {
  await tx.insert(documentHistory).values({ ...entry, comment: entry.comment ?? null, changes: entry.changes ?? null });
}

/**
 * The history of one document as the caller may read it, oldest first, with the labels of actions and
 * states in the language. A supplier user reads only what supplierHistory.ts lets it.
 */
export async function historyOf(
  db: DbOrTx,
  def: DocumentTypeDef,
  actionLabels: Record<string, Label>,
  docId: number,
  lang: Lang,
  scope: DataScope,
) {
  const stored = await db
    .select()
    .from(documentHistory)
    .where(and(eq(documentHistory.billType, def.billType), eq(documentHistory.docId, docId)))
    .orderBy(asc(documentHistory.id));
  const userIds = [...new Set(stored.flatMap((r) => (r.userId == null ? [] : [r.userId])))];
  const people = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.userFullName, supplierId: users.supplierId })
            .from(users)
            .where(inArray(users.id, userIds))
        ).map((u) => [u.id, u]),
  );
  const rows = visibleToCaller(
    def,
    scope,
    stored.map((r) => ({ ...r, userSupplierId: (r.userId == null ? null : people.get(r.userId)?.supplierId) ?? null })),
  );
  const labels: Record<string, Label> = { ...HISTORY_LABELS, ...actionLabels };
  const statusName = (s: string | null) => (s ? statusLabel(def, s, lang) : null);
  return rows.map((r) => ({
    historyId: r.id,
    action: r.action,
    actionName: labels[r.action]?.[lang] ?? r.action,
    fromStatus: r.fromStatus,
    fromStatusName: statusName(r.fromStatus),
    toStatus: r.toStatus,
    toStatusName: statusName(r.toStatus),
    userId: r.userId,
    userFullName: r.userId == null ? null : (people.get(r.userId)?.name ?? null),
    comment: r.comment,
    changes: r.changes as Changes | null,
    creationDate: r.creationDate,
  }));
}
