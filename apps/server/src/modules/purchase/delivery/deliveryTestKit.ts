import { sql } from 'drizzle-orm';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { createKit, inDays, type Kit } from '../testKit.ts';

/*
 * What the delivery tests share (not a test file itself): the purchasing kit plus supplier2, and
 * confirmed orders written straight into the order tables (the order document is another part's).
 */

export const NOTE = '/api/srmServer/v1/srmPurDeliveryNoteRestful';
export const NOTICE = '/api/srmServer/v1/srmPurDeliveryNoticeRestful';

export type DeliveryKit = Kit & { supplier2: string; supplier2Id: number; buyerUser: number };

export async function createDeliveryKit(): Promise<DeliveryKit> {
  const kit = await createKit();
  const rows = (await kit.t.database.db.execute(
    sql`select id, supplier_id from base_users where user_name in ('supplier2', 'buyer') order by user_name`,
  )) as unknown as { rows: { id: number; supplier_id: number | null }[] };
  const [buyer, s2] = rows.rows;
  return {
    ...kit,
    supplier2: await kit.t.login('supplier2'),
    supplier2Id: Number(s2.supplier_id),
    buyerUser: Number(buyer.id),
  };
}

let counter = 0;

/** A confirmed, published order of `supplierId` with lines of these quantities; answers the line ids. */
export async function confirmedOrder(
  kit: DeliveryKit,
  quantities: string[],
  options: { supplierId?: number; status?: string } = {},
): Promise<{ orderId: number; orderNumber: string; lineIds: number[] }> {
  counter += 1;
  const orderNumber = `POT${Date.now() % 1_000_000_000}${counter}`;
  const db = kit.t.database.db;
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      orderNumber,
      status: options.status ?? 'CONFIRMED',
      orgId: kit.ids.east,
      supplierId: options.supplierId ?? kit.ids.supplier1,
      currencyCode: 'CNY',
      orderDate: inDays(0),
      publishDate: new Date(),
      confirmDate: new Date(),
      buyerId: kit.buyerUser,
      createdBy: kit.buyerUser,
    })
    .returning({ id: purchaseOrders.id });
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      quantities.map((quantity, i) => ({
        orderId: order.id,
        lineNumber: i + 1,
        materialId: kit.ids.plate,
        itemDescription: 'Q235 plate 10 mm',
        categoryId: kit.ids.steel,
        quantity,
        unitCode: 'KG',
        price: '4.8',
        amount: '0',
        needByDate: inDays(10),
      })),
    )
    .returning({ id: purchaseOrderLines.id });
  return { orderId: order.id, orderNumber, lineIds: lines.map((l) => l.id) };
}

/** The quantities of an order line as stored. */
export async function orderLine(kit: DeliveryKit, id: number) {
  const r = (await kit.t.database.db.execute(
    sql`select shipped_quantity, received_quantity, rejected_quantity, reduced_quantity, missing_quantity, line_status
        from srm_po_line where id = ${id}`,
  )) as unknown as { rows: Record<string, string>[] };
  const row = r.rows[0];
  return {
    shipped: Number(row.shipped_quantity),
    received: Number(row.received_quantity),
    rejected: Number(row.rejected_quantity),
    reduced: Number(row.reduced_quantity),
    missing: Number(row.missing_quantity),
    status: row.line_status,
  };
}

/** A delivery note body of supplier1 for these order lines and quantities. */
export function noteBody(kit: DeliveryKit, lines: { orderLineId: number; quantity: string; packageCount?: number }[]) {
  return {
    orgId: kit.ids.east,
    shipDate: inDays(0),
    expectedArrivalDate: inDays(2),
    carrier: 'SF Express',
    trackingNumber: 'SF1234567890',
    receivingAddress: 'Dock 3',
    lines: lines.map((l) => ({ ...l, packageCount: l.packageCount ?? 1, lotNumber: 'LOT-A1' })),
  };
}
