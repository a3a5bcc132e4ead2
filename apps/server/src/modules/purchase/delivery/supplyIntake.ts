import type { DbOrTx } from '../../../platform/db/types.ts';
import { providedLater } from '../../../platform/wiring/providedLater.ts';

/*
 * Where a receipt's accepted lines go to be settled (issue 18 item 1). Settlement sits above purchasing
 * (modules depend one way), so the receipt does not import it: settlement's index.ts provides the intake
 * when it is loaded, and the receipt hands its lines over in its own transaction.
 */

/** What the receipt knows of one accepted line: the quantity and the order line's commercial terms. */
export type ReceivedSupply = {
  orgId: number;
  supplierId: number;
  deliveryNoteId: number;
  deliveryNoteLineId: number;
  orderId: number;
  orderLineId: number;
  materialId: number | null;
  itemDescription: string | null;
  unitCode: string | null;
  receiptDate: string;
  /** The accepted quantity (the rejected part went back to the supplier and is never settled). */
  quantity: string;
  price: string;
  taxRate: string;
  currencyCode: string;
  paymentTermId: number | null;
};

export type SupplyIntake = (tx: DbOrTx, userId: number, lines: readonly ReceivedSupply[]) => Promise<void>;

export const supplyIntake = providedLater<SupplyIntake>('The supply storage of receipts (modules/settlement)');
