import { isSupplierUserType, type Lang } from '@srm/core';
import { statusLabel } from '@srm/core/documents/types';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import type { AppDeps } from '../http/deps.ts';
import type { BoundType, DocRecord, HeaderRow, LineRow } from './binding.ts';
import { ActionGate, type HeldButtons } from './gate.ts';

/*
 * Documents as the API answers them: the declared fields under their keys, the id under the type's id
 * key, the state with its label, the version to send back, print marks, the lines, the display values
 * of the type's hooks, and `_actions` from the same gate that enforces them.
 */

function lineRecord({ def }: BoundType, line: LineRow): DocRecord {
  const out: DocRecord = { [def.lines!.idKey]: line.id };
  for (const f of def.lines!.fields) out[f.key] = line[f.key] ?? null;
  out.version = line.version;
  return out;
}

function headerRecord({ def }: BoundType, header: HeaderRow, lang: Lang): DocRecord {
  // Written property by property, not `{ ...out, status, … }`: spreading an object built from computed keys
  // took V8's slow path (about 40 µs a record, most of a list's CPU). The keys and their order are the same.
  const out: DocRecord = {};
  out[def.idKey] = header.id;
  for (const f of def.header) out[f.key] = header[f.key] ?? null;
  const printCount = Number(header.printCount ?? 0);
  out.status = header.status;
  out.statusName = statusLabel(def, header.status, lang);
  out.version = header.version;
  out.createdBy = header.createdBy;
  out.creationDate = header.creationDate;
  out.lastUpdatedBy = header.lastUpdatedBy;
  out.lastUpdateDate = header.lastUpdateDate;
  out.printFlag = printCount > 0 ? 'Y' : 'N';
  out.printCount = printCount;
  out.lastPrintDate = header.lastPrintDate ?? null;
  return out;
}

/** A record as a supplier user reads it: the buyer's internal fields (FieldDef.internal) left out, with a ref's shown name. */
function withoutInternal({ def }: BoundType, record: DocRecord): void {
  for (const f of def.header) {
    if (!f.internal) continue;
    delete record[f.key];
    if (f.displayKey) delete record[f.displayKey];
  }
  if (!def.lines) return;
  const internal = def.lines.fields.filter((f) => f.internal);
  if (internal.length === 0) return;
  for (const line of (record[def.lines.key] as DocRecord[] | undefined) ?? [])
    for (const f of internal) delete line[f.key];
}

export type RecordContext = { db: DbOrTx; user: SessionUser; lang: Lang; deps: AppDeps; heldButtons?: HeldButtons };

/**
 * Records of some headers (and, when given, their lines), ready to answer: the hooks' display values
 * added for the whole page at once, `_actions` for the caller.
 */
export async function toRecords(
  bound: BoundType,
  ctx: RecordContext,
  headers: HeaderRow[],
  lines?: LineRow[],
): Promise<DocRecord[]> {
  const records = headers.map((h) => headerRecord(bound, h, ctx.lang));
  if (lines && bound.def.lines && bound.binding.lines) {
    const parentKey = bound.binding.lines.parentKey;
    for (const [i, record] of records.entries()) {
      record[bound.def.lines.key] = lines
        .filter((l) => l[parentKey] === headers[i].id)
        .map((l) => lineRecord(bound, l));
    }
  }
  await bound.binding.hooks?.present?.(ctx.db, ctx.lang, records);
  if (isSupplierUserType(ctx.user.userType)) for (const record of records) withoutInternal(bound, record);
  const gate = new ActionGate(bound, ctx.db, ctx.user, ctx.deps.workflow, ctx.heldButtons);
  const allowed = await gate.allowed(headers);
  for (const [i, record] of records.entries()) record._actions = allowed.get(headers[i].id) ?? [];
  return records;
}
