import type { ChangeOperation, ChangeSection } from '@srm/core/documents/supplierChange';
import { SUPPLIER_CHANGE_BILL_TYPE } from '@srm/core/documents/supplierChange';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { onApprovalEnded } from '../../../platform/documents/approval.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cancelSupplierPendings } from '../../../platform/pending/supplierPendings.ts';
import { supplierChangeLines, supplierChanges } from '../changeSchema.ts';
import { queueSupplierToSap } from '../sap/queueSupplierToSap.ts';
import { supplierBankAccounts, supplierContacts } from '../schema.ts';
import { currentRows, SECTION_TABLES, sectionValues } from './sections.ts';

/*
 * An approved change request is applied in the transaction that ended its approval: each line, in order,
 * adds, changes or removes exactly its row; the row as it was is kept on the line (oldValues) so the
 * differences stay visible. A rejected or withdrawn request changes nothing. A line whose row has gone
 * meanwhile fails the approval (409), so nothing is half applied.
 */

/** Rows that are the supplier's "primary" one of their kind: setting one primary clears the others. */
const PRIMARY_TABLES = {
  CONTACT: supplierContacts,
  BANK: supplierBankAccounts,
} as const;

async function clearOtherPrimaries(tx: DbOrTx, section: ChangeSection, supplierId: number, keepId: number) {
  if (section !== 'CONTACT' && section !== 'BANK') return;
  const table = PRIMARY_TABLES[section];
  await tx
    .update(table)
    .set({ primaryFlag: 'N' })
    .where(and(eq(table.supplierId, supplierId), ne(table.id, keepId)));
}

/** Qualification files added or changed through a request wait for the buyer side's review. */
const reviewOf = (section: ChangeSection) =>
  section === 'QUALIFICATION'
    ? { reviewStatus: 'SUBMITTED', reviewComment: null, reviewedBy: null, reviewedAt: null }
    : {};

export async function applyChangeRequest(tx: DbOrTx, changeId: number, userId: number | null): Promise<void> {
  const [header] = await tx.select().from(supplierChanges).where(eq(supplierChanges.id, changeId));
  if (!header || header.appliedDate) return;
  const supplierId = header.supplierId;
  const lines = await tx
    .select()
    .from(supplierChangeLines)
    .where(eq(supplierChangeLines.changeId, changeId))
    .orderBy(asc(supplierChangeLines.lineNumber));
  const now = new Date();
  const who = { lastUpdatedBy: userId, lastUpdateDate: now };
  for (const line of lines) {
    const section = line.section as ChangeSection;
    const operation = line.operation as ChangeOperation;
    const { table } = SECTION_TABLES[section];
    const values = line.newValues ? (JSON.parse(line.newValues) as Record<string, unknown>) : {};
    let oldValues: Record<string, unknown> = {};
    if (operation === 'ADD') {
      const [row] = (await tx
        .insert(table)
        .values({ ...values, ...reviewOf(section), supplierId, createdBy: userId, ...who } as never)
        .returning()) as { id: number }[];
      if (values.primaryFlag === 'Y') await clearOtherPrimaries(tx, section, supplierId, row.id);
      await tx.update(supplierChangeLines).set({ targetId: row.id }).where(eq(supplierChangeLines.id, line.id));
    } else {
      const targetId = section === 'BASE' ? supplierId : line.targetId!;
      const before = (await currentRows(tx, section, supplierId, [targetId])).get(targetId);
      if (!before) throw new AppError(409, 'supplierChange.targetGone', { line: line.lineNumber });
      oldValues = sectionValues(section, before);
      if (operation === 'REMOVE') {
        await tx.delete(table).where(eq(table.id, targetId));
        // A removed qualification needs no expiry reminder any more.
        if (section === 'QUALIFICATION') {
          await cancelSupplierPendings(tx, { billType: 'QUALIFICATION_EXPIRY', billId: targetId, userId });
        }
      } else {
        await tx
          .update(table)
          .set({ ...values, ...reviewOf(section), ...who, version: Number(before.version ?? 0) + 1 } as never)
          .where(eq(table.id, targetId));
        if (values.primaryFlag === 'Y') await clearOtherPrimaries(tx, section, supplierId, targetId);
      }
    }
    await tx.update(supplierChangeLines).set({ oldValues }).where(eq(supplierChangeLines.id, line.id));
  }
  await tx.update(supplierChanges).set({ appliedDate: now }).where(eq(supplierChanges.id, changeId));
  // SAP's vendor master carries the base data and bank accounts: send it the supplier as it now is.
  const sections = new Set(lines.map((l) => l.section));
  if (sections.has('BANK')) await queueSupplierToSap(tx, supplierId, 'BANK_CHANGED', userId);
  else if (sections.has('BASE')) await queueSupplierToSap(tx, supplierId, 'BASE_DATA_CHANGED', userId);
}

onApprovalEnded(async (tx, event) => {
  if (event.billType !== SUPPLIER_CHANGE_BILL_TYPE || event.outcome !== 'APPROVED') return;
  await applyChangeRequest(tx, event.docId, (event.header.lastUpdatedBy as number | null) ?? null);
});
