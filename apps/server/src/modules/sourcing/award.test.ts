import { lineAmount, sumMoney } from '@srm/core/sourcing/quotePrices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInquiryKit, INQ, type InquiryKit, inHours } from './inquiryKit.ts';
import { AWARD, closeNow, openInquiry, QUOTE, quoteBody, ROUND } from './quoteKit.ts';

/*
 * The award (issue 17 item 5): split by line between suppliers at their quoted prices, approved through
 * the workflow, becoming orders or price-library entries linked back to it, each supplier told only its
 * own result.
 */

let kit: InquiryKit;
beforeAll(async () => {
  kit = await createInquiryKit();
});
afterAll(async () => {
  await kit.t.close();
});

/** The notifications of a supplier's users about an inquiry. */
const notesOf = (supplierId: number, inquiryId: number) =>
  kit.rows<{ notification_title: string; content: string | null }>(
    sql`select n.notification_title, n.content from srm_base_notification n join base_users u on u.id = n.recipient_user_id
      where u.supplier_id = ${supplierId} and n.bill_id = ${inquiryId} and n.notification_title like '%result%' or
      (u.supplier_id = ${supplierId} and n.bill_id = ${inquiryId} and n.notification_title like '%定标结果%')`,
  );

describe('award to orders', () => {
  it('splits a line, takes the quoted prices, and the approval makes one draft order per supplier', async () => {
    const q = await openInquiry(kit);
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '100', '10'), 'supplier1');
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '98.5', null), 'supplier2');
    const lines = (s1Plate: string, s2Plate: string) => [
      { inquiryLineId: q.plate, supplierId: kit.ids.supplier2, awardedQuantity: s2Plate, priceWithoutTax: '1' },
      { inquiryLineId: q.plate, supplierId: kit.ids.supplier1, awardedQuantity: s1Plate },
      { inquiryLineId: q.gloves, supplierId: kit.ids.supplier1, awardedQuantity: '30' },
    ];
    const body = { inquiryId: q.inquiryId, outcome: 'ORDER', remark: 'Split the plates', lines: lines('50', '70') };

    // While quotes are open there is nothing to award.
    const early = await kit.call(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(early.statusCode).toBe(400);
    expect(early.body.data.errors[0].field).toBe('inquiryId');
    await closeNow(kit, q.inquiryId);

    // Parts over the quantity, a supplier that did not price the line.
    const over = await kit.call(
      `${AWARD}/saveOrUpdate`,
      {
        ...body,
        lines: [...lines('51', '70'), { inquiryLineId: q.gloves, supplierId: kit.ids.supplier2, awardedQuantity: '1' }],
      },
      'buyer',
    );
    expect(over.statusCode).toBe(400);
    expect(over.body.data.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'lines.1.awardedQuantity',
          message: 'The parts of this line add up to 121, more than its quantity 120',
        },
        expect.objectContaining({
          field: 'lines.3.supplierId',
          message: expect.stringContaining('did not price this line'),
        }),
      ]),
    );

    const award = await kit.ok(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(award.awardNumber).toMatch(/^DB-\d{10}$/);
    expect(award).toMatchObject({ status: 'DRAFT', currencyCode: 'CNY' });
    expect(
      award.lines.map((l: Record<string, string>) => [l.priceWithoutTax, l.priceWithTax, l.amountWithoutTax]),
    ).toEqual([
      ['98.500000', '111.305000', lineAmount('70', '98.5')],
      ['100.000000', '113.000000', '5000.00'],
      ['10.000000', '11.300000', '300.00'],
    ]);
    expect(award.totalWithoutTax).toBe(sumMoney([lineAmount('70', '98.5'), '5000.00', '300.00']));

    // One award at a time; no bargaining while it is open.
    const second = await kit.call(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(second.statusCode).toBe(400);
    expect(second.body.data.errors[0].message).toContain(award.awardNumber);
    const inquiry = await kit.ok(`${INQ}/findById`, { inquiryId: q.inquiryId }, 'buyer');
    const bargain = await kit.call(
      `${ROUND}/startBargaining`,
      { inquiryId: q.inquiryId, version: inquiry.version, supplierIds: [kit.ids.supplier1], quoteDeadline: inHours(5) },
      'buyer',
    );
    expect(bargain.statusCode).toBe(409);

    // A supplier user never reaches the award.
    expect((await kit.call(`${AWARD}/findById`, { awardId: award.awardId }, 'supplier1')).statusCode).toBe(403);

    const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
    expect(submitted.status).toBe('APPROVING');
    const approved = await kit.ok(
      `${AWARD}/doApproval`,
      { awardId: award.awardId, version: submitted.version, comment: 'ok' },
      'approver',
    );
    expect(approved.status).toBe('APPROVED');

    const orders = await kit.rows<Record<string, any>>(
      sql`select h.id, h.order_number, h.status, h.supplier_id, h.source_type, h.remark, h.total_amount,
        l.material_id, l.quantity, l.price, l.tax_rate, l.amount
        from srm_po_header h join srm_po_line l on l.order_id = h.id
        where h.source_type = 'SOURCING' and h.remark like ${`%${award.awardNumber}%`} order by h.supplier_id, l.line_number`,
    );
    const bySupplier = (id: number) => orders.filter((o) => o.supplier_id === id);
    expect(new Set(orders.map((o) => o.id)).size).toBe(2);
    expect(orders.every((o) => o.status === 'DRAFT')).toBe(true);
    expect(bySupplier(kit.ids.supplier1).map((o) => [Number(o.quantity), o.price, o.amount])).toEqual([
      [50, '100.000000', '5000.00'],
      [30, '10.000000', '300.00'],
    ]);
    expect(bySupplier(kit.ids.supplier2).map((o) => [Number(o.quantity), o.price, o.amount])).toEqual([
      [70, '98.500000', lineAmount('70', '98.5')],
    ]);
    expect(bySupplier(kit.ids.supplier1)[0].remark).toContain(award.awardNumber);

    // The award lines point at what they became; the results answer it.
    const results = await kit.ok(`${AWARD}/results`, { awardId: award.awardId }, 'buyer');
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect(r.resultType).toBe('ORDER');
      expect(bySupplier(r.supplierId)[0].order_number).toBe(r.docNumber);
      expect(r.lines.every((l: { resultLineId: number | null }) => l.resultLineId != null)).toBe(true);
    }

    const [done] = await kit.rows<{ status: string; award_status: string }>(
      sql`select status, award_status from srm_src_inquiry where id = ${q.inquiryId}`,
    );
    expect(done).toEqual({ status: 'COMPLETED', award_status: 'AWARDED' });
    const history = await kit.rows<{ action: string }>(
      sql`select action from base_document_history where bill_type = 'SRC_INQUIRY' and doc_id = ${q.inquiryId} order by id`,
    );
    expect(history.map((h) => h.action).slice(-2)).toEqual(['award', 'complete']);

    // Each supplier is told its own lines only.
    const [n1] = await notesOf(kit.ids.supplier1, q.inquiryId);
    const [n2] = await notesOf(kit.ids.supplier2, q.inquiryId);
    expect(n1.notification_title).toContain('中标 2 行');
    expect(n1.content).toContain('100.00');
    expect(n1.content).not.toContain('98.5');
    expect(n2.notification_title).toContain('中标 1 行');
    expect(n2.content).toContain('98.50');
    expect(n2.content).not.toContain('100.00');
  });
});

describe('award to the price library', () => {
  it('needs materials, enters the prices, and tells the supplier that lost', async () => {
    const q = await openInquiry(kit);
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '88.8', '9'), 'supplier1');
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '90', '8'), 'supplier2');
    await closeNow(kit, q.inquiryId);
    const noMaterial = await kit.call(
      `${AWARD}/saveOrUpdate`,
      {
        inquiryId: q.inquiryId,
        outcome: 'PRICE_LIBRARY',
        lines: [{ inquiryLineId: q.gloves, supplierId: kit.ids.supplier2, awardedQuantity: '30' }],
      },
      'buyer',
      'CN',
    );
    expect(noMaterial.statusCode).toBe(400);
    expect(noMaterial.body.data.errors[0]).toEqual({
      field: 'lines.0.inquiryLineId',
      message: '转价格库或协议的行必须是有物料编码的行',
    });
    const award = await kit.ok(
      `${AWARD}/saveOrUpdate`,
      {
        inquiryId: q.inquiryId,
        outcome: 'PRICE_LIBRARY',
        lines: [{ inquiryLineId: q.plate, supplierId: kit.ids.supplier1, awardedQuantity: '120' }],
      },
      'buyer',
    );
    const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
    await kit.ok(`${AWARD}/doApproval`, { awardId: award.awardId, version: submitted.version }, 'approver');
    const entries = await kit.rows<{ price: string; tax_rate: string; supplier_id: number; status: string }>(
      sql`select e.price, e.tax_rate, e.supplier_id, p.status from srm_pur_price_entry e
        join srm_pur_pricing_header p on p.id = e.source_doc_id
        where e.material_id = ${kit.ids.plate} and p.remark like ${`%${award.awardNumber}%`}`,
    );
    expect(entries).toEqual([
      { price: '88.800000', tax_rate: '13.00', supplier_id: kit.ids.supplier1, status: 'APPROVED' },
    ]);
    const [lost] = await notesOf(kit.ids.supplier2, q.inquiryId);
    expect(lost.notification_title).toContain('未中标');
    expect(lost.content).not.toContain('88.8');
  });
});

describe('award to an agreement', () => {
  it('needs an end date and makes a draft framework agreement with the awarded quantities as ceilings', async () => {
    const q = await openInquiry(kit);
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '77', '9'), 'supplier2');
    await closeNow(kit, q.inquiryId);
    const body = {
      inquiryId: q.inquiryId,
      outcome: 'AGREEMENT',
      lines: [{ inquiryLineId: q.plate, supplierId: kit.ids.supplier2, awardedQuantity: '100' }],
    };
    const noEnd = await kit.call(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(noEnd.body.data.errors).toEqual([
      { field: 'validTo', message: 'An agreement needs the date its prices end' },
    ]);
    const award = await kit.ok(`${AWARD}/saveOrUpdate`, { ...body, validTo: '2099-12-31' }, 'buyer');
    // Supplier users never reach an award, on any path.
    for (const path of ['listByPage', 'findById', 'results', 'quotedLines', 'doSubmit']) {
      const res = await kit.call(
        `${AWARD}/${path}`,
        { awardId: award.awardId, inquiryId: q.inquiryId, version: award.version, pageIndex: 1, pageRows: 10 },
        'supplier2',
      );
      expect(res.statusCode, path).toBe(403);
    }
    const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
    await kit.ok(`${AWARD}/doApproval`, { awardId: award.awardId, version: submitted.version }, 'approver');
    const [results] = await kit.ok(`${AWARD}/results`, { awardId: award.awardId }, 'buyer');
    expect(results).toMatchObject({ resultType: 'AGREEMENT', supplierId: kit.ids.supplier2 });
    const rows = await kit.rows<Record<string, unknown>>(
      sql`select h.status, h.agreement_type, h.valid_to, l.price, l.tax_rate, l.quantity_ceiling
        from srm_pur_agreement_header h join srm_pur_agreement_line l on l.agreement_id = h.id where h.id = ${results.docId}`,
    );
    expect(rows).toEqual([
      {
        status: 'DRAFT',
        agreement_type: 'FRAMEWORK',
        valid_to: '2099-12-31',
        price: '77.000000',
        tax_rate: '13.00',
        quantity_ceiling: '100.0000',
      },
    ]);
  });
});
