import type { Lang } from '@srm/core';
import { roundMoney } from '@srm/core/settlement/money';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { paymentTermsByIds } from '../base/index.ts';
import { suppliersByIds } from '../supplier/index.ts';

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const idsOf = (rows: DocRecord[], key: string) =>
  rows.flatMap((r) => (typeof r[key] === 'number' ? [r[key] as number] : []));

/**
 * The names beside the ids of a page of settlement documents (statements, deductions), each kind read once:
 * organisation, supplier and payment terms, in the reader's language.
 */
export async function presentParties(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const [orgs, suppliers, terms] = await Promise.all([
    orgsByIds(db, idsOf(records, 'orgId')),
    suppliersByIds(db, idsOf(records, 'supplierId')),
    paymentTermsByIds(db, idsOf(records, 'paymentTermId')),
  ]);
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    const term = terms.get(r.paymentTermId as number);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
    if ('paymentTermId' in r) r.paymentTermName = term ? local(lang, term.termName, term.termNameEn) : null;
  }
}

/** Amounts as the currency shows them (stored with 4 decimals: 141.2500 → 141.25 in yuan), in place. */
export function roundedMoney(record: DocRecord, keys: readonly string[], currency = String(record.currencyCode)) {
  for (const key of keys) if (record[key] != null) record[key] = roundMoney(String(record[key]), currency);
}
