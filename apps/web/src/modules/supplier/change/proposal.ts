import { CHANGE_FIELD_LABELS, type ChangeOperation, type ChangeSection } from '@srm/core/documents/supplierChange';
import type { Row, SupplierProfile } from '../info/types.ts';

/*
 * The supplier's information as the change request proposes it, and the lines that say it: the editor
 * starts from the current information (with the lines of a saved draft applied) and, on save, compares
 * each row with the original to write one line per added, changed or removed row.
 */

export const CHILD_SECTIONS = ['BANK', 'CONTACT', 'ADDRESS', 'QUALIFICATION'] as const;
export type ChildSection = (typeof CHILD_SECTIONS)[number];

/** Where each child section sits in the profile, and its rows' id key. */
export const SECTION_ROWS: Record<ChildSection, { list: keyof SupplierProfile; idKey: string }> = {
  BANK: { list: 'bankAccounts', idKey: 'bankAccountId' },
  CONTACT: { list: 'contacts', idKey: 'contactId' },
  ADDRESS: { list: 'addresses', idKey: 'addressId' },
  QUALIFICATION: { list: 'qualifications', idKey: 'qualificationId' },
};

/** A row being edited: the original id (none when added), a key for the table, removed or not. */
export type EditRow = Row & { _key: string; _id: number | null; _removed?: boolean };
export type Proposal = { base: Row; rows: Record<ChildSection, EditRow[]> };

export type ChangeLine = {
  lineId?: number;
  section: ChangeSection;
  operation: ChangeOperation;
  targetId?: number | null;
  newValues?: string | null;
};

const fieldsOf = (section: ChangeSection) => Object.keys(CHANGE_FIELD_LABELS[section]);
const pick = (section: ChangeSection, row: Row) =>
  Object.fromEntries(fieldsOf(section).map((f) => [f, row[f] === '' ? null : (row[f] ?? null)]));
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

let counter = 0;
const newKey = () => `new-${++counter}`;

/** The proposal: the current information, with the saved lines of a draft applied. */
export function proposalOf(profile: SupplierProfile, lines: ChangeLine[] = []): Proposal {
  const base: Row = pick('BASE', profile);
  const rows = {} as Record<ChildSection, EditRow[]>;
  for (const section of CHILD_SECTIONS) {
    const { list, idKey } = SECTION_ROWS[section];
    rows[section] = ((profile[list] as Row[]) ?? []).map((r) => ({
      ...pick(section, r),
      _key: `row-${String(r[idKey])}`,
      _id: r[idKey] as number,
    }));
  }
  for (const line of lines) {
    const values = line.newValues ? (JSON.parse(line.newValues) as Row) : {};
    if (line.section === 'BASE') Object.assign(base, values);
    else {
      const list = rows[line.section as ChildSection];
      if (line.operation === 'ADD') list.push({ ...pick(line.section, values), _key: newKey(), _id: null });
      else {
        const row = list.find((r) => r._id === line.targetId);
        if (row && line.operation === 'REMOVE') row._removed = true;
        else if (row) Object.assign(row, values);
      }
    }
  }
  return { base, rows };
}

export function blankRow(section: ChildSection): EditRow {
  const row: EditRow = { ...pick(section, {}), _key: newKey(), _id: null };
  if (section === 'BANK') row.currency = 'CNY';
  if ('primaryFlag' in row) row.primaryFlag = 'N';
  if (section === 'QUALIFICATION') row.longTermFlag = 'N';
  return row;
}

/** The lines of the proposal against the current information: only what differs. */
export function linesOf(profile: SupplierProfile, proposal: Proposal): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const original = proposalOf(profile);
  const changedBase = Object.fromEntries(
    fieldsOf('BASE')
      .filter((f) => !same(proposal.base[f], original.base[f]))
      .map((f) => [f, proposal.base[f] === '' ? null : proposal.base[f]]),
  );
  if (Object.keys(changedBase).length > 0) {
    lines.push({
      section: 'BASE',
      operation: 'CHANGE',
      targetId: profile.supplierId,
      newValues: JSON.stringify(changedBase),
    });
  }
  for (const section of CHILD_SECTIONS) {
    for (const row of proposal.rows[section]) {
      const values = pick(section, row);
      if (row._id == null) {
        if (!row._removed) lines.push({ section, operation: 'ADD', newValues: JSON.stringify(values) });
        continue;
      }
      if (row._removed) {
        lines.push({ section, operation: 'REMOVE', targetId: row._id });
        continue;
      }
      const before = original.rows[section].find((r) => r._id === row._id);
      if (before && fieldsOf(section).some((f) => !same(values[f], before[f]))) {
        lines.push({ section, operation: 'CHANGE', targetId: row._id, newValues: JSON.stringify(values) });
      }
    }
  }
  return lines;
}
