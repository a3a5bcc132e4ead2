import type { ChangeSection } from '@srm/core/documents/supplierChange';
import { CHANGE_FIELD_LABELS } from '@srm/core/documents/supplierChange';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/types.ts';
import {
  supplierAddresses,
  supplierBankAccounts,
  supplierContacts,
  supplierQualifications,
  suppliers,
} from '../schema.ts';

/*
 * Where each section of a change request lives: its table and the column naming the supplier. BASE is the
 * supplier row itself (targetId = the supplier); the others are child rows of the supplier. The fields a
 * change may set are the section's declared fields (packages/core supplierChange.ts) and nothing else.
 */

type SectionTable = PgTable & { id: PgColumn };

export const SECTION_TABLES: Record<ChangeSection, { table: SectionTable; supplierColumn: PgColumn }> = {
  BASE: { table: suppliers, supplierColumn: suppliers.id },
  CONTACT: { table: supplierContacts, supplierColumn: supplierContacts.supplierId },
  BANK: { table: supplierBankAccounts, supplierColumn: supplierBankAccounts.supplierId },
  ADDRESS: { table: supplierAddresses, supplierColumn: supplierAddresses.supplierId },
  QUALIFICATION: { table: supplierQualifications, supplierColumn: supplierQualifications.supplierId },
};

/** The section's fields of a row, as the change request's values name them. */
export function sectionValues(section: ChangeSection, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(CHANGE_FIELD_LABELS[section])) out[field] = row[field] ?? null;
  return out;
}

/** The current rows of a section, of one supplier, by id (the ids a change request targets). */
export async function currentRows(
  db: DbOrTx,
  section: ChangeSection,
  supplierId: number,
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const { table, supplierColumn } = SECTION_TABLES[section];
  const rows = (await db
    .select()
    .from(table)
    .where(and(eq(supplierColumn, supplierId), inArray(table.id, ids)))) as (Record<string, unknown> & {
    id: number;
  })[];
  return new Map(rows.map((r) => [r.id, r]));
}
