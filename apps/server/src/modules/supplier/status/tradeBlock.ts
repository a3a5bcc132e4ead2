import { type Lang, t } from '@srm/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { suppliers } from '../schema.ts';
import { statusChanges } from '../statusSchema.ts';

/*
 * Whether a supplier may trade: blacklisted, frozen and quit suppliers take no part in sourcing and
 * receive no orders (issue 7 item 5; docs/decisions.md "Blacklisted supplier users"). Orders and
 * sourcing call supplierTradeBlock before inviting or ordering; the supplier's own home shows it.
 */

const BLOCKING: Record<string, 'supplierStatus.blacklisted' | 'supplierStatus.frozen' | 'supplierStatus.quit'> = {
  BLACKLIST: 'supplierStatus.blacklisted',
  FROZEN: 'supplierStatus.frozen',
  QUIT: 'supplierStatus.quit',
};

export type TradeBlock = { status: string; reason: string; message: string };

/**
 * Why the supplier may not trade now — its status, the reason of the approved document that put it
 * there, and the message to show — or null when it may (also when the purchase flag alone is N: a
 * supplier not yet approved is kept out of orders by the approved-supplier list, not here).
 */
export async function supplierTradeBlock(
  db: DbOrTx,
  supplierId: number,
  lang: Lang = 'EN',
): Promise<TradeBlock | null> {
  const [supplier] = await db
    .select({ status: suppliers.supplierStatus })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const key = supplier ? BLOCKING[supplier.status] : undefined;
  if (!supplier || !key) return null;
  const [last] = await db
    .select({ reason: statusChanges.reason })
    .from(statusChanges)
    .where(
      and(
        eq(statusChanges.supplierId, supplierId),
        eq(statusChanges.status, 'APPROVED'),
        inArray(statusChanges.changeType, ['BLACKLIST', 'FREEZE']),
      ),
    )
    .orderBy(desc(statusChanges.id))
    .limit(1);
  const reason = last?.reason ?? '';
  return { status: supplier.status, reason, message: t(key, lang, { reason }) };
}
