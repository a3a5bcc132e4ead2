import { sql } from 'drizzle-orm';
import { createKit, inDays, type Kit } from '../testKit.ts';

/** Helpers shared by the order tests (not a test file itself). */

export const PO = '/api/srmServer/v1/srmPoHeaderRestful';
export const REQ = '/api/srmServer/v1/srmPurRequisitionRestful';

export type OrderKit = Kit & {
  supplier2: string;
  finance: string;
  supplier2Id: number;
  bearing: number;
  rows: <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => Promise<T[]>;
};

export async function createOrderKit(): Promise<OrderKit> {
  const k = await createKit();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await k.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [s2] = await rows<{ id: number }>(sql`select supplier_id as id from base_users where user_name = 'supplier2'`);
  const [bearing] = await rows<{ id: number }>(
    sql`select id from base_material_item where material_code = 'M-MRO-BRG-6205'`,
  );
  return {
    ...k,
    supplier2: await k.t.login('supplier2'),
    finance: await k.t.login('finance'),
    supplier2Id: Number(s2.id),
    bearing: Number(bearing.id),
    rows,
  };
}

export type Order = {
  orderId: number;
  orderNumber: string;
  version: number;
  status: string;
  _actions: string[];
  lines: Record<string, any>[];
} & Record<string, any>;

/** An order of the demo buyer to supplier1 at the price library's prices: 10 kg × 4.85 and 4 pcs × 18.5, both at 13 %. */
export function orderBody(k: OrderKit, overrides: Record<string, unknown> = {}) {
  return {
    orgId: k.ids.east,
    supplierId: k.ids.supplier1,
    currencyCode: 'CNY',
    orderDate: inDays(0),
    remark: 'Test order',
    lines: [
      {
        materialId: k.ids.plate,
        itemDescription: 'Q235 plate 10 mm',
        categoryId: k.ids.steel,
        quantity: '10',
        unitCode: 'KG',
        price: '4.85',
        taxRate: '13',
        needByDate: inDays(14),
      },
      {
        materialId: k.bearing,
        itemDescription: 'Bearing 6205',
        categoryId: k.ids.mro,
        quantity: '4',
        unitCode: 'PCS',
        price: '18.5',
        taxRate: '13',
        needByDate: inDays(10),
      },
    ],
    ...overrides,
  };
}

export const ref = (o: Order, extra: object = {}) => ({ orderId: o.orderId, version: o.version, ...extra });
