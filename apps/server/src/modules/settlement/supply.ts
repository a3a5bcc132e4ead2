import { compareDecimal } from '@srm/core/documents/amounts';
import { lineMoney } from '@srm/core/settlement/money';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { ReceivedSupply } from '../purchase/index.ts';
import { settleSupply } from './schema.ts';

/**
 * Enters what a receipt accepted into the supply storage, in the receipt's transaction: one OPEN line per
 * note line with an accepted quantity, its money by the settlement rule (money.ts). A line received twice
 * cannot be: the note is received once (the engine's state gate), and the unique source index says so too.
 */
export async function addReceiptSupply(tx: DbOrTx, userId: number, lines: readonly ReceivedSupply[]): Promise<void> {
  const accepted = lines.filter((l) => compareDecimal(l.quantity, 0) > 0);
  if (accepted.length === 0) return;
  await tx.insert(settleSupply).values(
    accepted.map((l) => ({
      ...l,
      sourceType: 'RECEIPT',
      ...lineMoney(l.quantity, l.price, l.taxRate, l.currencyCode),
      createdBy: userId,
      lastUpdatedBy: userId,
    })),
  );
}
