import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../notice/schema.ts';
import { createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { inDays } from '../purchase/testKit.ts';
import { warnContractsDue } from './contractDue.ts';

// Issue 19 item 2 "Due-date warnings": the home's contract figures count the signed contracts the caller may see
// ending within 30/60/90 days and the payment stages due; the daily job tells the creator on the 30th, 60th and
// 90th day before the end, and a week before a stage.

const CONTRACT = '/api/srmServer/v1/srmCctContractRestful';
const HOME = '/api/srmServer/v1/srmBaseHomeRestful/dashboard';
let k: DeliveryKit;
beforeAll(async () => {
  k = await createDeliveryKit();
}, 120_000);
afterAll(async () => k?.t.close());

/** A contract of supplier1 saved by the buyer, its status and dates then set as a signed one's. */
async function signed(validTo: string, stageDate: string | null) {
  const saved = await k.call(
    `${CONTRACT}/saveOrUpdate`,
    {
      contractName: `到期测试 ${validTo}`,
      contractType: 'NEW',
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      currencyCode: 'CNY',
      taxRate: '13',
      validFrom: inDays(-300),
      validTo,
      lines: [
        {
          itemDescription: 'Q235 plate 10 mm',
          categoryId: k.ids.steel,
          quantity: '10',
          unitCode: 'KG',
          price: '10',
          taxRate: '13',
        },
      ],
    },
    k.cert.buyer,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const doc = saved.body.data;
  await k.call(
    `${CONTRACT}/saveStages`,
    { contractId: doc.contractId, version: doc.version, stages: [{ stageName: '全款', percent: '100' }] },
    k.cert.buyer,
  );
  const db = k.t.database.db;
  await db.execute(sql`update srm_cct_contract set status = 'SIGNED', sent_date = now() where id = ${doc.contractId}`);
  if (stageDate) {
    await db.execute(
      sql`update srm_cct_contract_stage set planned_date = ${stageDate} where contract_id = ${doc.contractId}`,
    );
  }
  return doc;
}

it('counts contracts ending and stages due on the home, and warns their creator on the day', async () => {
  const soon = await signed(inDays(30), inDays(7));
  await signed(inDays(55), inDays(-3));
  await signed(inDays(90), null);
  await signed(inDays(200), inDays(100));

  const board = await k.call(HOME, {}, k.cert.buyer);
  expect(board.statusCode).toBe(200);
  expect(board.body.data.contracts).toEqual({
    expiring: [
      { days: 30, count: 1 },
      { days: 60, count: 2 },
      { days: 90, count: 3 },
    ],
    stagesDue: 1,
    stagesOverdue: 1,
  });
  // The supplier's home counts its own contracts in force; supplier2 has none.
  const own = await k.call(HOME, {}, k.cert.supplier1);
  expect(own.body.data.contracts.expiring[2].count).toBe(3);
  const other = await k.call(HOME, {}, k.supplier2);
  expect(other.body.data.contracts.expiring[2].count).toBe(0);

  const told = await warnContractsDue(k.t.database.db);
  // 30 and 90 days from the end (55 is no warning day), and the stage a week ahead.
  expect(told).toEqual({ contracts: 2, stages: 1 });
  const rows = await k.t.database.db
    .select({ title: notifications.notificationTitle })
    .from(notifications)
    .where(eq(notifications.billId, soon.contractId));
  expect(rows.map((r) => r.title)).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`将于 ${inDays(30)} 到期`),
      expect.stringContaining(`计划于 ${inDays(7)} 付款 113.00 CNY`),
    ]),
  );
});
