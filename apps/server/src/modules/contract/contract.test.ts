import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { confirmedOrder, createDeliveryKit, type DeliveryKit } from '../purchase/delivery/deliveryTestKit.ts';
import { inDays } from '../purchase/testKit.ts';

// Issue 19 item 2: the contract from draft to signed, the supplier's boundary, stages adding up to 100 %, orders
// generated within each line's rest, no termination while open order lines cite it, and an alteration as a new
// version that leaves the signed one untouched.

const CONTRACT = '/api/srmServer/v1/srmCctContractRestful';
let k: DeliveryKit;
/** The demo's Word template (DEMO-PURCHASE, VALID), which the contracts here are rendered from. */
let templateId: number;
beforeAll(async () => {
  k = await createDeliveryKit();
  const found = (await k.t.database.db.execute(
    sql`select id from srm_cct_template where template_code = 'DEMO-PURCHASE' and status = 'VALID'`,
  )) as unknown as { rows: { id: number }[] };
  templateId = Number(found.rows[0].id);
}, 120_000);
afterAll(async () => k?.t.close());

type Doc = { contractId: number; version: number };
const step = (action: string, doc: Doc, cert: string, comment?: string) =>
  k.call(`${CONTRACT}/${action}`, { contractId: doc.contractId, version: doc.version, comment }, cert);
const find = (id: number, cert: string) => k.call(`${CONTRACT}/findById`, { contractId: id }, cert);

function body(overrides: Record<string, unknown> = {}) {
  return {
    contractName: '2027 年度钢板采购合同',
    contractType: 'NEW',
    orgId: k.ids.east,
    supplierId: k.ids.supplier1,
    currencyCode: 'CNY',
    taxRate: '13',
    validFrom: inDays(0),
    validTo: inDays(365),
    deliveryTerms: 'DAP 华东工厂',
    templateId,
    remark: '内部：目标价 4.5，可让步至 4.8',
    lines: [
      {
        materialId: k.ids.plate,
        itemDescription: 'Q235 plate 10 mm',
        categoryId: k.ids.steel,
        quantity: '10',
        unitCode: 'KG',
        price: '4.8',
        taxRate: '13',
        deliveryDate: inDays(30),
      },
    ],
    ...overrides,
  };
}

async function ok(res: Awaited<ReturnType<DeliveryKit['call']>>) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const stages = (doc: Doc, list: { stageName: string; percent: string }[]) =>
  k.call(`${CONTRACT}/saveStages`, { contractId: doc.contractId, version: doc.version, stages: list }, k.cert.buyer);

/** Submitted, approved and sent to the supplier. */
async function approvedAndSent(doc: Doc) {
  const submitted = await ok(await step('doSubmit', doc, k.cert.buyer));
  expect(submitted.status).toBe('APPROVING');
  const approved = await ok(await step('doApproval', submitted, k.cert.approver, '同意，价格在预算内'));
  expect(approved.status).toBe('APPROVED');
  return ok(await step('send', approved, k.cert.buyer));
}

const CA = '/api/srmServer/v1/srmCaRegisterRestful';
let certified = false;
/** Certificates for the buying organisation (east) and supplier1, applied for and approved through the API (once). */
async function certifyParties() {
  if (certified) return;
  const org = await ok(
    await k.call(
      `${CA}/apply`,
      { subjectKind: 'ORG', orgId: k.ids.east, subjectName: '华东采购中心', creditCode: '91310000MA1FL12345' },
      k.cert.admin,
    ),
  );
  await ok(await k.call(`${CA}/approve`, { id: org.id }, k.cert.admin));
  const supplier = await ok(
    await k.call(
      `${CA}/apply`,
      { subjectKind: 'SUPPLIER', subjectName: '苏州精密机械有限公司', creditCode: '91320500MA1WX81234' },
      k.cert.supplier1,
    ),
  );
  await ok(await k.call(`${CA}/approve`, { id: supplier.id }, k.cert.admin));
  certified = true;
}

type FileRow = { documentId: number; kind: string; sha256: string; signerName: string | null };
const files = async (id: number, cert: string): Promise<FileRow[]> =>
  ok(await k.call(`${CONTRACT}/listDocuments`, { contractId: id }, cert));

/** Confirmed by the supplier, its document generated, signed by party A then party B (PAdES, both verified). */
async function confirmedAndSigned(doc: Doc) {
  const confirmed = await ok(await step('confirm', doc, k.cert.supplier1, 'Agreed'));
  expect(confirmed.status).toBe('SUPPLIER_CONFIRMED');
  expect((await step('signB', confirmed, k.cert.supplier1)).statusCode).toBe(409);
  // The supplier holds btnSign on its page for party B: it never signs for party A.
  expect((await step('signA', confirmed, k.cert.supplier1)).statusCode).toBe(403);
  // No document yet: party A cannot sign.
  expect((await step('signA', confirmed, k.cert.buyer)).body.msg).toMatch(/Generate the contract document/);
  await certifyParties();
  // Only the buyer who owns it generates the document, from the contract's template (LibreOffice).
  expect(
    (await k.call(`${CONTRACT}/generateDocument`, { contractId: doc.contractId }, k.cert.supplier1)).statusCode,
  ).toBe(403);
  const rendered = await ok(await k.call(`${CONTRACT}/generateDocument`, { contractId: doc.contractId }, k.cert.buyer));
  expect(rendered.sha256).toMatch(/^[0-9a-f]{64}$/);
  // The supplier never reads the buyer's unsigned working file.
  expect(await files(doc.contractId, k.cert.supplier1)).toEqual([]);
  const signing = await ok(await step('signA', confirmed, k.cert.buyer));
  expect(signing.status).toBe('SIGNING');
  expect((await step('signB', signing, k.cert.buyer)).statusCode).toBe(403);
  const signed = await ok(await step('signB', signing, k.cert.supplier1));
  const [final, first] = await files(doc.contractId, k.cert.supplier1);
  expect([final.kind, first.kind]).toEqual(['SIGNED_B', 'SIGNED_A']);
  expect(final.signerName).toBe('苏州精密机械有限公司');
  expect(first.signerName).toBe('华东采购中心');
  // Both signatures of the final file verify against the platform CA, and the file is the one stored.
  const report = await ok(
    await k.call(
      `${CONTRACT}/verifyDocument`,
      { contractId: doc.contractId, documentId: final.documentId },
      k.cert.supplier1,
    ),
  );
  expect(report.allValid).toBe(true);
  expect(report.hashOk).toBe(true);
  expect(report.signatures.map((x: { signerName: string }) => x.signerName)).toEqual([
    '华东采购中心',
    '苏州精密机械有限公司',
  ]);
  // Downloaded, the bytes are those whose SHA-256 was recorded.
  const pdf = await k.t.app.inject({
    method: 'POST',
    url: `${CONTRACT}/downloadDocument`,
    headers: { certificate: k.cert.supplier1 },
    payload: { contractId: doc.contractId, documentId: final.documentId },
  });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(final.sha256);
  // Another supplier reads none of it.
  expect((await k.call(`${CONTRACT}/listDocuments`, { contractId: doc.contractId }, k.supplier2)).statusCode).toBe(404);
  return signed;
}

describe('contracts', () => {
  it('goes from draft to signed; the supplier sees only its own once sent, never internal fields', async () => {
    let doc = await ok(await k.call(`${CONTRACT}/saveOrUpdate`, body(), k.cert.buyer));
    expect(doc.contractNumber).toMatch(/^HT-\d{12}$/);
    expect(doc).toMatchObject({ status: 'DRAFT', versionNumber: 1, sourceType: 'MANUAL' });
    expect(doc).toMatchObject({ totalAmount: '48.00', totalTax: '6.24', totalWithTax: '54.24' });
    expect(doc.lines[0]).toMatchObject({ amount: '48.00', amountWithTax: '54.24', orderedQuantity: '0.0000' });

    // A draft is the buyer's: neither supplier finds it nor lists it; a supplier cannot write one.
    expect((await find(doc.contractId, k.cert.supplier1)).statusCode).toBe(404);
    expect((await find(doc.contractId, k.supplier2)).statusCode).toBe(404);
    const listed = await k.call(`${CONTRACT}/listByPage`, { pageIndex: 1, pageRows: 20 }, k.cert.supplier1);
    expect(listed.body.data).toEqual([]);
    expect((await k.call(`${CONTRACT}/listStages`, { contractId: doc.contractId }, k.cert.supplier1)).statusCode).toBe(
      404,
    );
    expect((await k.call(`${CONTRACT}/saveOrUpdate`, body(), k.cert.supplier1)).statusCode).toBe(403);
    // Valid to before valid from is refused on its field.
    const backwards = await k.call(`${CONTRACT}/saveOrUpdate`, body({ validTo: inDays(-1) }), k.cert.buyer);
    expect(backwards.statusCode).toBe(400);

    // No stages, or stages short of 100 %: not submitted.
    const noStages = await step('doSubmit', doc, k.cert.buyer);
    expect(noStages.statusCode).toBe(400);
    expect(JSON.stringify(noStages.body)).toContain('payment stages');
    const short = await stages(doc, [
      { stageName: '预付款', percent: '30' },
      { stageName: '到货款', percent: '60' },
    ]);
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.body)).toContain('90');
    const saved = await ok(
      await stages(doc, [
        { stageName: '预付款', percent: '30' },
        { stageName: '到货款', percent: '70' },
      ]),
    );
    doc = { ...doc, version: saved.version };
    const listedStages = await ok(await k.call(`${CONTRACT}/listStages`, { contractId: doc.contractId }, k.cert.buyer));
    // 30 % of 54.24 is 16.27 (16.272 rounded); the last stage takes the rest, so they add up to the total.
    expect(listedStages.map((s: any) => Number(s.amount))).toEqual([16.27, 37.97]);

    doc = await approvedAndSent(doc);
    expect(doc.status).toBe('SUPPLIER_CONFIRMING');
    const todo = await k.t.database.db
      .select()
      .from(supplierPendings)
      .where(eq(supplierPendings.billId, doc.contractId));
    expect(todo.filter((p) => p.handleFlag !== 'Y' && p.cancelFlag !== 'Y')).toHaveLength(1);

    // Sent: supplier1 reads it, without the internal remark nor the approver's comment; supplier2 still not.
    const seen = await ok(await find(doc.contractId, k.cert.supplier1));
    expect(seen.contractNumber).toBe(doc.contractNumber);
    expect(seen).not.toHaveProperty('remark');
    expect((await find(doc.contractId, k.supplier2)).statusCode).toBe(404);
    const history = await ok(await k.call(`${CONTRACT}/listHistory`, { contractId: doc.contractId }, k.cert.supplier1));
    expect(JSON.stringify(history)).not.toContain('价格在预算内');
    expect(JSON.stringify(history)).not.toContain('目标价');
    const supplierList = await ok(
      await k.call(`${CONTRACT}/listByPage`, { pageIndex: 1, pageRows: 20 }, k.cert.supplier1),
    );
    expect(supplierList.map((c: any) => c.contractId)).toEqual([doc.contractId]);
    expect(supplierList[0]).not.toHaveProperty('remark');
    expect((await step('confirm', doc, k.supplier2)).statusCode).toBe(404);
    expect((await step('confirm', doc, k.cert.buyer)).statusCode).toBe(403);

    // Refused with a reason: the buyer corrects it and it is approved and sent again.
    expect((await step('refuse', doc, k.cert.supplier1)).statusCode).toBe(400);
    doc = await ok(await step('refuse', doc, k.cert.supplier1, 'Delivery date too early'));
    expect(doc).toMatchObject({ status: 'SUPPLIER_REFUSED', supplierComment: 'Delivery date too early' });
    const corrected = body({ contractId: doc.contractId, version: doc.version });
    (corrected.lines as any)[0] = {
      ...(corrected.lines as any)[0],
      lineId: doc.lines[0].lineId,
      deliveryDate: inDays(45),
    };
    doc = await ok(await k.call(`${CONTRACT}/saveOrUpdate`, corrected, k.cert.buyer));
    doc = await approvedAndSent(doc);
    doc = await confirmedAndSigned(doc);
    expect(doc.status).toBe('SIGNED');
    expect(doc.signedDate).toBe(inDays(0));

    // Signed: never edited, its stages neither.
    const edit = await k.call(`${CONTRACT}/saveOrUpdate`, { ...corrected, version: doc.version }, k.cert.buyer);
    expect(edit.statusCode).toBe(409);
    expect((await stages(doc, [{ stageName: '全款', percent: '100' }])).statusCode).toBe(409);
  });

  it('generates orders within each line’s rest, refuses termination while they are open, alters into a new version', async () => {
    let doc = await ok(await k.call(`${CONTRACT}/saveOrUpdate`, body(), k.cert.buyer));
    doc = { ...doc, version: (await ok(await stages(doc, [{ stageName: '全款', percent: '100' }]))).version };
    // Orders only from a signed contract.
    const early = await k.call(
      `${CONTRACT}/generateOrder`,
      { contractId: doc.contractId, lines: [{ lineId: doc.lines[0].lineId, quantity: '1' }] },
      k.cert.buyer,
    );
    expect(early.statusCode).toBe(409);
    doc = await confirmedAndSigned(await approvedAndSent(doc));
    const lineId = doc.lines[0].lineId;
    const order = (quantity: string) =>
      k.call(`${CONTRACT}/generateOrder`, { contractId: doc.contractId, lines: [{ lineId, quantity }] }, k.cert.buyer);
    expect((await order('11')).statusCode).toBe(400);
    expect(
      (
        await k.call(
          `${CONTRACT}/generateOrder`,
          { contractId: doc.contractId, lines: [{ lineId, quantity: '1' }] },
          k.cert.supplier1,
        )
      ).statusCode,
    ).toBe(403);
    const first = await ok(await order('6'));
    expect(first.orderNumber).toMatch(/^PO/);
    const rest = await order('5');
    expect(rest.statusCode).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('at most 4');
    await ok(await order('4'));
    doc = await ok(await find(doc.contractId, k.cert.buyer));
    expect(doc.lines[0].orderedQuantity).toBe('10.0000');
    // The generated order is a draft at the contract's price.
    const db = k.t.database.db;
    const rows = (await db.execute(
      sql`select h.status, l.quantity, l.price from srm_po_line l join srm_po_header h on h.id = l.order_id where h.id = ${first.orderId}`,
    )) as unknown as { rows: { status: string; quantity: string; price: string }[] };
    expect(rows.rows[0]).toMatchObject({ status: 'DRAFT' });
    expect(Number(rows.rows[0].quantity)).toBe(6);
    expect(Number(rows.rows[0].price)).toBe(4.8);

    // Open order lines cite it: not terminated.
    const refused = await step('terminate', doc, k.cert.buyer, 'Supplier relocating');
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(first.orderNumber);

    // An alteration: a new draft version; the signed one is left as it was, its signed files and their hashes too.
    const before = await ok(await find(doc.contractId, k.cert.buyer));
    const signedFiles = await files(doc.contractId, k.cert.buyer);
    expect((await k.call(`${CONTRACT}/alter`, { contractId: doc.contractId }, k.cert.supplier1)).statusCode).toBe(403);
    const altered = await ok(await k.call(`${CONTRACT}/alter`, { contractId: doc.contractId }, k.cert.buyer));
    expect(altered.versionNumber).toBe(2);
    expect((await k.call(`${CONTRACT}/alter`, { contractId: doc.contractId }, k.cert.buyer)).statusCode).toBe(409);
    let v2 = await ok(await find(altered.contractId, k.cert.buyer));
    expect(v2).toMatchObject({
      contractNumber: doc.contractNumber,
      versionNumber: 2,
      status: 'DRAFT',
      contractType: 'ALTERATION',
      sourceContractId: doc.contractId,
    });
    expect(v2.lines[0].orderedQuantity).toBe('10.0000');
    // The new version is not before the supplier until it is sent.
    expect((await find(v2.contractId, k.cert.supplier1)).statusCode).toBe(404);
    const changed = body({ contractId: v2.contractId, version: v2.version, contractType: 'ALTERATION' });
    (changed.lines as any)[0] = {
      ...(changed.lines as any)[0],
      lineId: v2.lines[0].lineId,
      quantity: '20',
      price: '4.6',
    };
    v2 = await ok(await k.call(`${CONTRACT}/saveOrUpdate`, changed, k.cert.buyer));
    expect(v2.totalWithTax).toBe('103.96');
    const differences = await ok(await k.call(`${CONTRACT}/differences`, { contractId: v2.contractId }, k.cert.buyer));
    expect(differences.header.map((c: any) => c.field)).toEqual(
      expect.arrayContaining(['contractType', 'totalWithTax']),
    );
    const line = differences.lines[0];
    expect(line.change).toBe('changed');
    expect(line.fields.map((f: any) => f.field)).toEqual(expect.arrayContaining(['quantity', 'price']));
    expect(await ok(await find(doc.contractId, k.cert.buyer))).toEqual(before);

    v2 = await confirmedAndSigned(await approvedAndSent(v2));
    expect(v2.status).toBe('SIGNED');
    const v1 = await ok(await find(doc.contractId, k.cert.buyer));
    expect(v1.status).toBe('CLOSED');
    expect(v1.lines).toEqual(before.lines);
    expect(v1.totalWithTax).toBe(before.totalWithTax);
    expect(await files(doc.contractId, k.cert.buyer)).toEqual(signedFiles);
    // The new version was signed in files of its own.
    expect((await files(v2.contractId, k.cert.buyer)).map((f) => f.kind)).toEqual(['SIGNED_B', 'SIGNED_A', 'RENDERED']);
    // The altered line continues the old one: 10 ordered, 10 left.
    const more = await k.call(
      `${CONTRACT}/generateOrder`,
      { contractId: v2.contractId, lines: [{ lineId: v2.lines[0].lineId, quantity: '11' }] },
      k.cert.buyer,
    );
    expect(more.statusCode).toBe(400);

    // The orders closed, the contract in force is terminated with its reason.
    await db.execute(sql`update srm_po_header set status = 'CLOSED' where remark like ${`%${doc.contractNumber}%`}`);
    const ended = await ok(await step('terminate', v2, k.cert.buyer, 'Supplier relocating'));
    expect(ended).toMatchObject({ status: 'TERMINATED', terminateReason: 'Supplier relocating' });
  });

  it('copies an order into a contract and keeps its prices', async () => {
    const made = await confirmedOrder(k, ['5', '7']);
    // Another supplier's order or an unknown one: not found.
    const missing = await k.call(
      `${CONTRACT}/createFromSource`,
      { sourceType: 'ORDER', sourceId: 999999 },
      k.cert.buyer,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await k.call(`${CONTRACT}/createFromSource`, { sourceType: 'ORDER', sourceId: made.orderId }, k.cert.supplier1))
        .statusCode,
    ).toBe(403);
    const created = await ok(
      await k.call(`${CONTRACT}/createFromSource`, { sourceType: 'ORDER', sourceId: made.orderId }, k.cert.buyer),
    );
    const doc = await ok(await find(created.contractId, k.cert.buyer));
    expect(doc).toMatchObject({ sourceType: 'ORDER', sourceNumber: made.orderNumber, supplierId: k.ids.supplier1 });
    expect(doc.lines.map((l: any) => Number(l.quantity))).toEqual([5, 7]);
    // Its prices are the order's: a typed change is refused on the line.
    const typed = { ...doc, lines: doc.lines.map((l: any, i: number) => (i === 0 ? { ...l, price: '1' } : l)) };
    const refused = await k.call(`${CONTRACT}/saveOrUpdate`, typed, k.cert.buyer);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('lines.0.price');
  });
});
