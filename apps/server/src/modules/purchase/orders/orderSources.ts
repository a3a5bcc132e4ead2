import type { Lang } from '@srm/core';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { libraryPrice, sourceRefusal } from '../sources/sourceRules.ts';

/*
 * The sources part's rules an order uses (approved-supplier list with the supplier's trade block, agreements,
 * price library), behind one file: the order's rules call the sources services only from here.
 */

export type { LibraryPrice } from '../sources/sourceRules.ts';

/** Why the supplier may not supply the line's material here (blocked, not on the ASL), in the language; null when it may. */
export function orderSourceRefusal(
  db: DbOrTx,
  q: { orgId: number; supplierId: number; materialId: number | null; categoryId: number; date: string; lang: Lang },
): Promise<string | null> {
  return sourceRefusal(db, q);
}

/** The valid price-library entry of the supplier and material on the date (quantity breaks applied), or null. */
export function orderLibraryPrice(
  db: DbOrTx,
  q: { orgId: number; supplierId: number; materialId: number; currencyCode: string; quantity: string; date: string },
) {
  return libraryPrice(db, q);
}

/** Agreements an order calls off: its lines, and consuming / releasing what the order takes. */
export { agreementLinesForOrder, consumeAgreement, releaseAgreement } from '../sources/sourceRules.ts';
