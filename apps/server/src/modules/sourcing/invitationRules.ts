import { type Lang, t } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import { supplierById, supplierSourcingBlock, supplierTradeBlock } from '../supplier/index.ts';

/*
 * Who may take part in an inquiry (issue 17): a supplier that may trade (not blacklisted, frozen or quit:
 * supplierTradeBlock) and whose qualifications have not expired (supplierSourcingBlock), and that is a
 * qualified supplier (QUALIFIED or EFFECTIVE). Checked when invited, when signing up to a public inquiry,
 * and again at submit for every supplier invited in the draft.
 */

/** The supplier statuses that may be invited or sign up (lookup SLC_SUPPLIER_STATUS). */
export const QUALIFIED_STATUSES = new Set(['QUALIFIED', 'EFFECTIVE']);

/** Why the supplier may not take part, in the language, naming it; null when it may. */
export async function invitationRefusal(db: DbOrTx, lang: Lang, supplierId: number): Promise<string | null> {
  const supplier = await supplierById(db, supplierId);
  if (!supplier) return t('inquiry.supplierNotFound', lang);
  const name = lang === 'EN' && supplier.supplierNameEn ? supplier.supplierNameEn : supplier.supplierName;
  const trade = await supplierTradeBlock(db, supplierId, lang);
  if (trade) return t('inquiry.supplierBlocked', lang, { name, reason: trade.message });
  const expired = await supplierSourcingBlock(db, supplierId);
  if (expired) return t('inquiry.supplierBlocked', lang, { name, reason: t(expired.key, lang, expired.params) });
  if (!QUALIFIED_STATUSES.has(supplier.supplierStatus)) {
    return t('inquiry.supplierNotQualified', lang, { name, status: supplier.supplierStatus });
  }
  return null;
}
