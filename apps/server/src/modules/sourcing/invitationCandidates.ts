import { formatDate, type Lang, type MessageKey, t } from '@srm/core';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { aslSuppliersOfCategory } from '../purchase/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { invitationRefusal } from './invitationRules.ts';
import { qualifiedSuppliers } from './supplierSearch.ts';

/*
 * Whom a sourcing event (an inquiry, a tender) may invite, shared by their invitation calls: the candidates
 * — the approved supplier list of the event's main category and organisation, optionally any other
 * qualified supplier, each with why it may not be invited — and the refusals of an invitation (already
 * taking part, blacklisted, frozen, quit, expired, unqualified), each naming the supplier.
 */

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

/** The candidates to invite to an event of the organisation and main category. */
export async function invitationCandidates(
  db: DbOrTx,
  lang: Lang,
  event: { orgId: number; categoryId: number },
  options: { keyword?: string; includeAll: boolean; invited: ReadonlySet<number> },
) {
  const asl = await aslSuppliersOfCategory(db, {
    orgId: event.orgId,
    categoryId: event.categoryId,
    on: formatDate(new Date()),
  });
  const onAsl = new Set(asl.map((a) => a.supplierId));
  const others = options.includeAll ? await qualifiedSuppliers(db, options.keyword, 200) : [];
  const ids = [...asl.map((a) => a.supplierId), ...others.filter((id) => !onAsl.has(id))];
  const rows = await suppliersByIds(db, ids);
  const keyword = options.keyword?.toLowerCase();
  const data = [];
  for (const id of ids) {
    const s = rows.get(id);
    if (!s) continue;
    if (keyword && !`${s.supplierNumber} ${s.supplierName} ${s.supplierNameEn ?? ''}`.toLowerCase().includes(keyword))
      continue;
    data.push({
      supplierId: id,
      supplierNumber: s.supplierNumber,
      supplierName: local(lang, s.supplierName, s.supplierNameEn),
      supplierStatus: s.supplierStatus,
      onAsl: onAsl.has(id),
      blocked: await invitationRefusal(db, lang, id),
      invited: options.invited.has(id),
    });
  }
  return data;
}

/**
 * Why each of the suppliers may not be invited (field `supplierIds.N`): already taking part (or twice in
 * the list: `alreadyKey` names the event), or refused by invitationRefusal. Empty when all may.
 */
export async function invitationErrors(
  db: DbOrTx,
  lang: Lang,
  supplierIds: readonly number[],
  already: ReadonlySet<number>,
  alreadyKey: MessageKey,
): Promise<FieldError[]> {
  const names = await suppliersByIds(db, [...supplierIds]);
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const [i, supplierId] of supplierIds.entries()) {
    const s = names.get(supplierId);
    const name = s ? local(lang, s.supplierName, s.supplierNameEn) : String(supplierId);
    const refusal =
      already.has(supplierId) || seen.has(supplierId)
        ? t(alreadyKey, lang, { name })
        : await invitationRefusal(db, lang, supplierId);
    if (refusal) errors.push({ field: `supplierIds.${i}`, message: refusal });
    seen.add(supplierId);
  }
  return errors;
}
