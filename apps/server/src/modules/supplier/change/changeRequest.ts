import { t } from '@srm/core';
import {
  type ChangeOperation,
  type ChangeSection,
  fieldDifferences,
  supplierChange,
} from '@srm/core/documents/supplierChange';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { bindDocumentType } from '../../../platform/documents/bind.ts';
import type { DocContext, DocInput, DocRecord, StoredDoc } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { supplierChangeLines, supplierChanges } from '../changeSchema.ts';
import { suppliersByIds } from '../suppliers.ts';
import { checkChangeLines, parseValues } from './lineChecks.ts';
import { currentRows, sectionValues } from './sections.ts';

/*
 * The supplier change request bound to the documents engine (numbers SCyyMMdd0001, states, versions,
 * buttons on the SLC_CHANGE menu, scope by supplier, history, approval). What is special to it: the lines'
 * checks, the normalised values, the differences shown beside each line, and the application of an
 * approved request (apply.ts).
 */

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const supplierId = input.header.supplierId;
  if (typeof supplierId !== 'number') return [];
  const found = await suppliersByIds(ctx.tx, [supplierId]);
  if (!found.has(supplierId)) return [{ field: 'supplierId', message: t('ref.notFound', ctx.lang) }];
  return checkChangeLines(ctx.tx, supplierId, input.lines, ctx.lang);
}

/** Stores the values as their schema reads them (trimmed, defaults filled); BASE targets the supplier; REMOVE carries none. */
function compute(input: DocInput): void {
  for (const line of input.lines) {
    const section = line.section as ChangeSection;
    if (section === 'BASE') line.targetId = input.header.supplierId as number;
    if (line.operation === 'REMOVE') {
      line.newValues = null;
      continue;
    }
    const parsed = parseValues(section, line.newValues, 'EN');
    if (parsed.ok) line.newValues = JSON.stringify(parsed.value);
  }
}

/** To submit: at least one change, and no other request of the supplier waiting for approval. */
async function validateSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  if (doc.lines.length === 0) return [{ field: 'lines', message: t('document.noLines', ctx.lang) }];
  const [other] = await ctx.tx
    .select({ changeNumber: supplierChanges.changeNumber })
    .from(supplierChanges)
    .where(
      and(
        eq(supplierChanges.supplierId, doc.header.supplierId as number),
        eq(supplierChanges.status, 'APPROVING'),
        ne(supplierChanges.id, doc.header.id),
      ),
    )
    .limit(1);
  if (other) {
    return [
      { field: 'supplierId', message: t('supplierChange.anotherPending', ctx.lang, { number: other.changeNumber }) },
    ];
  }
  return checkChangeLines(ctx.tx, doc.header.supplierId as number, doc.lines, ctx.lang);
}

type LineRecord = DocRecord & {
  lineId: number;
  section: ChangeSection;
  operation: ChangeOperation;
  targetId: number | null;
  newValues: string | null;
};

/**
 * The supplier's name on every record; on a record with its lines, each line's proposed values, the row
 * as it is (or as it was when the request was applied) and the differences field by field.
 */
async function present(db: DbOrTx, _lang: string, records: DocRecord[]): Promise<void> {
  const names = await suppliersByIds(
    db,
    records.map((r) => r.supplierId as number),
  );
  for (const record of records) {
    const supplier = names.get(record.supplierId as number);
    record.supplierName = supplier?.supplierName ?? null;
    record.supplierNum = supplier?.supplierNumber ?? null;
    const lines = record.lines as LineRecord[] | undefined;
    if (!lines?.length) continue;
    const stored = await db
      .select({ id: supplierChangeLines.id, oldValues: supplierChangeLines.oldValues })
      .from(supplierChangeLines)
      .where(
        inArray(
          supplierChangeLines.id,
          lines.map((l) => l.lineId),
        ),
      );
    const applied = new Map(stored.filter((s) => s.oldValues != null).map((s) => [s.id, s.oldValues]));
    const current = new Map<ChangeSection, Map<number, Record<string, unknown>>>();
    for (const line of lines) {
      if (line.targetId == null || applied.has(line.lineId)) continue;
      const ids = current.get(line.section) ?? new Map();
      current.set(line.section, ids);
      ids.set(line.targetId, {});
    }
    for (const [section, ids] of current) {
      current.set(section, await currentRows(db, section, record.supplierId as number, [...ids.keys()]));
    }
    for (const line of lines) {
      const before =
        applied.get(line.lineId) ??
        (line.targetId == null ? null : current.get(line.section)?.get(line.targetId)) ??
        null;
      const oldValues = before ? sectionValues(line.section, before) : null;
      const values = line.newValues ? (JSON.parse(line.newValues) as Record<string, unknown>) : null;
      // A CHANGE names only what it sets: the rest of the row stays as it was.
      const after = line.operation === 'CHANGE' ? { ...oldValues, ...values } : values;
      line.values = values;
      line.oldValues = oldValues;
      line.differences = fieldDifferences(line.section, line.operation, oldValues, after);
      line.applied = applied.has(line.lineId) ? 'Y' : 'N';
    }
  }
}

export const supplierChangeActions = bindDocumentType(supplierChange, {
  server: 'srmServer',
  entity: 'srmSlcSupplierChange',
  header: supplierChanges,
  lines: { table: supplierChangeLines, parentKey: 'changeId' },
  scope: { header: ['supplierId'] },
  hooks: {
    validate,
    compute,
    validateSubmit,
    present,
    workflowVariables: ({ header }) => ({ supplierId: header.supplierId, changeNumber: header.changeNumber }),
    // Any user of the supplier may submit or withdraw the supplier's request; an internal user, its own.
    isOwner: (header, user) =>
      header.createdBy === user.userId || (user.supplierId != null && header.supplierId === user.supplierId),
  },
});
