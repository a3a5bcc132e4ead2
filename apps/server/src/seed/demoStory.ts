import { addDays, formatDate } from '@srm/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { playInquiryStory, playTenderStory } from '../modules/sourcing/index.ts';
import { remindExpiringQualifications } from '../modules/supplier/qualification/reminderJob.ts';
import { responsibilities, userResponsibilities } from '../platform/access/schema.ts';
import { users } from '../platform/auth/schema.ts';
import { createSession, revokeUserSessions } from '../platform/auth/sessions.ts';
import type { Db } from '../platform/db/types.ts';

/*
 * The demo company in mid-flight (issue 15): work waiting on every demo user, made by the users themselves
 * through the platform's own calls — save, submit, approve, publish, confirm, ship, receive, publish a
 * notice — so every to-do, approval task, message, history row, number and order quantity is the one the
 * real action writes, and each to-do matches its document. It runs once, after seedDemo() loaded the
 * company (reference data, menus, prices), on the app that is about to serve it (main.ts); server tests
 * start from the company alone and make their own documents.
 *
 * What each user finds:
 * - approver: a requisition and an order awaiting its approval (My approvals, its to-dos);
 * - buyer: a delivery note in transit to receive (to-do), orders awaiting the suppliers' confirmation,
 *   a partly received order, the message that its requisition was approved;
 * - supplier1: an order to confirm and a notice to acknowledge (to-dos and messages), an order it is
 *   delivering against, with one delivery received (a few pieces refused) and one in transit;
 * - supplier2: an order to confirm, the notice to acknowledge, its certificate expiring within 30 days;
 * - finance: the receipts' value on its home.
 * Dates are relative to today; the older order was placed 20 days ago and one of its deliveries came
 * after the promised date, so the delivery accuracy on the homes is computed from a late line too.
 */

const API = '/api/srmServer/v1';
const REQ = `${API}/srmPurRequisitionRestful`;
const PO = `${API}/srmPoHeaderRestful`;
const ASL = `${API}/srmPurAslRestful`;
const NOTE = `${API}/srmPurDeliveryNoteRestful`;
const NOTICE = `${API}/srmBaseNoticeRestful`;

type Data = Record<string, any>;
type Act = (path: string, body: object) => Promise<Data>;

const day = (offset: number) => formatDate(addDays(new Date(), offset));

/** Plays the demo story on a freshly seeded database; does nothing when any purchase order exists. */
export async function seedDemoStory(app: FastifyInstance): Promise<boolean> {
  const db = app.deps.db as Db;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from srm_po_header`));
  if (Number(n) > 0) return false;
  const ids = await demoIds(db);
  const as = await actors(app, db, ['buyer', 'approver', 'supplier1']);
  try {
    await playStory(as, ids, db);
    // The daily reminder as the scheduler would run it: supplier2's certificate expires within 30 days.
    await remindExpiringQualifications(db);
  } finally {
    for (const userId of as.userIds) await revokeUserSessions(db, userId);
  }
  return true;
}

async function playStory(as: Actors, ids: DemoIds, db: Db) {
  const { buyer, approver, supplier1 } = as;
  const requisition = (purpose: string, lines: [material: string, quantity: string, price: string][]) =>
    buyer(`${REQ}/saveOrUpdate`, {
      orgId: ids.east,
      departmentId: ids.purchasing,
      requesterId: ids.buyerPerson,
      purpose,
      currencyCode: 'CNY',
      needByDate: day(24),
      lines: lines.map(([code, quantity, estimatedPrice]) => ({
        materialId: ids.material[code].id,
        itemDescription: ids.material[code].name,
        categoryId: ids.material[code].categoryId,
        quantity,
        unitCode: ids.material[code].unit,
        estimatedPrice,
        needByDate: day(24),
      })),
    });
  const submit = async (base: string, idKey: string, doc: Data) =>
    buyer(`${base}/doSubmit`, { [idKey]: doc[idKey], version: doc.version });
  const approve = (base: string, idKey: string, doc: Data, comment: string) =>
    approver(`${base}/doApproval`, { [idKey]: doc[idKey], version: doc.version, comment });

  // 1. Supplier2 becomes a second source of PP pellets (ASL application approved), so it can be ordered from.
  const asl = await buyer(`${ASL}/saveOrUpdate`, {
    orgId: ids.east,
    applyType: 'NEW',
    reason: '注塑原料第二货源 / second source of PP pellets',
    lines: [
      {
        materialId: ids.material['M-PP-T30S'].id,
        categoryId: ids.material['M-PP-T30S'].categoryId,
        supplierId: ids.supplier2,
        entryStatus: 'ACTIVE',
        validFrom: day(-30),
        priority: 2,
      },
    ],
  });
  await approve(ASL, 'aslId', await submit(ASL, 'aslId', asl), '同意引入第二货源');

  // 2. A requisition approved and ordered from; another one waiting on the approver.
  const stamping = await requisition('冲压线钢板补充', [
    ['M-STEEL-Q235-10', '600', '4.85'],
    ['M-STEEL-45-RD40', '200', '5.2'],
  ]);
  await approve(REQ, 'requisitionId', await submit(REQ, 'requisitionId', stamping), '同意');
  await submit(REQ, 'requisitionId', await requisition('三季度注塑原料', [['M-PP-T30S', '2000', '9.6']]));

  // 3. Orders. An older order of supplier1 (placed 20 days ago), confirmed with its promised dates, one of
  // them already past.
  const older = await order(as, ids, {
    supplierId: ids.supplier1,
    orderDate: day(-20),
    remark: '月度原料及备件补货',
    lines: [
      ['M-MRO-BRG-6205', '60', '18.5', 2],
      ['M-MRO-GLOVE', '30', '36', 2],
      ['M-STEEL-45-RD40', '120', '5.2', 2],
      ['M-STEEL-Q235-10', '400', '4.85', 2],
      ['M-PP-T30S', '250', '9.6', 2],
    ],
  });
  const promised = [day(0), day(2), day(-2), day(1), day(3)];
  const olderConfirmed = await supplier1(`${PO}/supplierConfirm`, {
    orderId: older.orderId,
    version: older.version,
    lines: (older.lines as Data[]).map((l, i) => ({ lineId: l.lineId, promisedDate: promised[i] })),
  });
  // The order from the approved requisition, confirmed with the need-by dates.
  const reqLines = (await buyer(`${REQ}/findById`, { requisitionId: stamping.requisitionId })).lines as Data[];
  const fromRequisition = await buyer(`${PO}/createFromRequisition`, {
    supplierId: ids.supplier1,
    lines: reqLines.map((l) => ({ requisitionLineId: l.lineId, quantity: l.quantity })),
  });
  const stampingOrder = await approveAndPublish(as, fromRequisition);
  const stampingConfirmed = await supplier1(`${PO}/supplierConfirm`, {
    orderId: stampingOrder.orderId,
    version: stampingOrder.version,
  });
  // Awaiting each supplier's confirmation, and one awaiting the approver.
  await order(as, ids, {
    supplierId: ids.supplier1,
    orderDate: day(0),
    remark: '注塑车间轴承补充',
    lines: [['M-MRO-BRG-6205', '40', '18.5', 12]],
  });
  await order(as, ids, {
    supplierId: ids.supplier2,
    orderDate: day(0),
    remark: 'PP 粒子试单',
    lines: [['M-PP-T30S', '500', '9.4', 18]],
  });
  await order(as, ids, {
    supplierId: ids.supplier1,
    orderDate: day(0),
    remark: '劳保用品季度采购',
    lines: [['M-MRO-GLOVE', '50', '36', 15]],
    stop: 'submitted',
  });

  // 4. Deliveries. The older order arrived: 5 bearings refused at the dock, the round bar after its promised
  // date and 20 kg short (still open, so overdue), the rest on time and in full.
  const olderLines = olderConfirmed.lines as Data[];
  const shipped: [number, string, string][] = [
    [olderLines[0].lineId, '60', 'LOT-B2405'],
    [olderLines[1].lineId, '30', 'LOT-G2411'],
    [olderLines[2].lineId, '100', 'LOT-R2402'],
    [olderLines[3].lineId, '400', 'LOT-S2601'],
    [olderLines[4].lineId, '250', 'LOT-P2403'],
  ];
  const received = await ship(supplier1, ids, day(-3), shipped);
  await buyer(`${NOTE}/doReceive`, {
    deliveryNoteId: received.deliveryNoteId,
    version: received.version,
    comment: '5 件轴承密封圈破损，退回',
    lines: (received.lines as Data[]).map((l, i) => ({
      lineId: l.lineId,
      receivedQuantity: i === 0 ? '55' : shipped[i][1],
      rejectedQuantity: i === 0 ? '5' : '0',
      ...(i === 0 ? { rejectReason: '密封圈破损' } : {}),
    })),
  });
  // Half of the steel plate is on its way: the buyer's to-do is to receive it.
  const plateLine = (stampingConfirmed.lines as Data[])[0];
  await ship(supplier1, ids, day(0), [[plateLine.lineId, '300', 'LOT-S2606']]);

  // 5. A notice every supplier must acknowledge (a to-do each).
  const notice = await buyer(`${NOTICE}/saveOrUpdate`, {
    noticeTitle: '关于启用新版送货单标签的通知',
    noticeType: 'SYSTEM_ANN',
    audience: 'SUPPLIER',
    content: '自下月起送货单须使用新版条码标签，请阅读附件说明并确认已知悉。',
    ackFlag: 'Y',
  });
  await buyer(`${NOTICE}/doPublish`, { noticeId: notice.noticeId, version: notice.version });

  // 6. Sourcing (issue 17): an inquiry published to both suppliers (a to-do each) and a draft.
  await playInquiryStory(as, ids);
  // 7. A tender (issue 17 item 3) drafted with both suppliers invited and its committee: the buyer seals and submits it.
  await playTenderStory(db, as, ids);
}

type OrderPlan = {
  supplierId: number;
  orderDate: string;
  remark: string;
  lines: [material: string, quantity: string, price: string, needInDays: number][];
  /** Where the order stops: submitted (awaiting the approver) or published (awaiting the supplier). */
  stop?: 'submitted' | 'published';
};

/** An order of the buyer, saved and submitted, and unless it stops there approved and published. */
async function order(as: Actors, ids: DemoIds, plan: OrderPlan): Promise<Data> {
  const saved = await as.buyer(`${PO}/saveOrUpdate`, {
    orgId: ids.east,
    supplierId: plan.supplierId,
    buyerId: ids.buyerUser,
    currencyCode: 'CNY',
    orderDate: plan.orderDate,
    remark: plan.remark,
    lines: plan.lines.map(([code, quantity, price, inDays]) => ({
      materialId: ids.material[code].id,
      itemDescription: ids.material[code].name,
      categoryId: ids.material[code].categoryId,
      quantity,
      unitCode: ids.material[code].unit,
      price,
      taxRate: '13',
      needByDate: day(inDays),
    })),
  });
  if (plan.stop === 'submitted') return as.buyer(`${PO}/doSubmit`, { orderId: saved.orderId, version: saved.version });
  return approveAndPublish(as, saved);
}

async function approveAndPublish(as: Actors, draft: Data): Promise<Data> {
  const submitted = await as.buyer(`${PO}/doSubmit`, { orderId: draft.orderId, version: draft.version });
  const approved = await as.approver(`${PO}/doApproval`, {
    orderId: draft.orderId,
    version: submitted.version,
    comment: '同意',
  });
  return as.buyer(`${PO}/publish`, { orderId: draft.orderId, version: approved.version });
}

/** A delivery note of the supplier for these order lines, shipped on `shipDate`. */
async function ship(
  supplier: Act,
  ids: DemoIds,
  shipDate: string,
  lines: [orderLineId: number, quantity: string, lot: string][],
): Promise<Data> {
  const note = await supplier(`${NOTE}/saveOrUpdate`, {
    orgId: ids.east,
    shipDate,
    expectedArrivalDate: formatDate(addDays(new Date(`${shipDate}T00:00:00`), 2)),
    carrier: '顺丰速运',
    trackingNumber: `SF${shipDate.replaceAll('-', '')}${lines.length}`,
    receivingAddress: '华东工厂 3 号收货口',
    lines: lines.map(([orderLineId, quantity, lotNumber]) => ({ orderLineId, quantity, lotNumber, packageCount: 1 })),
  });
  return supplier(`${NOTE}/ship`, { deliveryNoteId: note.deliveryNoteId, version: note.version });
}

type Actors = Record<'buyer' | 'approver' | 'supplier1', Act> & { userIds: number[] };

/**
 * A session per demo user, opened directly (no login: the story is not a visit and must not show in the
 * login chart), under the responsibility the user works in; calls go through the app like a browser's.
 */
async function actors(app: FastifyInstance, db: Db, names: (keyof Omit<Actors, 'userIds'>)[]): Promise<Actors> {
  const out = { userIds: [] as number[] } as unknown as Actors;
  for (const userName of names) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    // Its first responsibility, as a login would choose (the buyer's is PUR_BUYER).
    const [resp] = await db
      .select({ id: responsibilities.id })
      .from(userResponsibilities)
      .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId))
      .where(and(eq(userResponsibilities.userId, user.id), eq(userResponsibilities.enabledFlag, 'Y')))
      .orderBy(userResponsibilities.id)
      .limit(1);
    const { certificate } = await createSession(db, {
      userId: user.id,
      responsibilityId: resp.id,
      ip: '127.0.0.1',
      lifetimeMinutes: 30,
    });
    out.userIds.push(user.id);
    out[userName] = async (path, body) => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', certificate, 'SAAF-Language': 'CN' },
        payload: JSON.stringify(body),
      });
      const json = JSON.parse(res.body);
      if (json.status !== 'S') throw new Error(`demo story: ${userName} ${path} → ${res.statusCode} ${res.body}`);
      return json.data;
    };
  }
  return out;
}

type DemoIds = {
  east: number;
  purchasing: number;
  buyerPerson: number;
  buyerUser: number;
  supplier1: number;
  supplier2: number;
  material: Record<string, { id: number; name: string; categoryId: number; unit: string }>;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function demoIds(db: Db): Promise<DemoIds> {
  const one = async (query: SQL) => Number(rowsOf<{ id: number }>(await db.execute(query))[0].id);
  const materials = rowsOf<{ id: number; code: string; name: string; category_id: number; unit: string }>(
    await db.execute(
      sql`select id, material_code as code, material_name as name, category_id, unit_code as unit from base_material_item`,
    ),
  );
  return {
    east: await one(sql`select id from base_organization where org_code = 'OU_EAST'`),
    purchasing: await one(sql`select d.id from base_department d join base_organization o on o.id = d.org_id
      where d.department_code = 'PUR' and o.org_code = 'OU_EAST'`),
    buyerPerson: await one(sql`select person_id as id from base_users where user_name = 'buyer'`),
    buyerUser: await one(sql`select id from base_users where user_name = 'buyer'`),
    supplier1: await one(sql`select supplier_id as id from base_users where user_name = 'supplier1'`),
    supplier2: await one(sql`select supplier_id as id from base_users where user_name = 'supplier2'`),
    material: Object.fromEntries(
      materials.map((m) => [
        m.code,
        { id: Number(m.id), name: m.name, categoryId: Number(m.category_id), unit: m.unit },
      ]),
    ),
  };
}
