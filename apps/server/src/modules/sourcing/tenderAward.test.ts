import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWARD,
  createEvaluationKit,
  EVAL,
  type EvaluationKit,
  makeTemplate,
  makeTender,
  SUP_TENDER,
} from './evaluationKit.ts';

/*
 * The award of a tender (issue 17 item 5): the award document with a tender as its source, at the opened
 * bids' prices, approved into orders; the tender AWARDED then COMPLETED; each bidder told its own result
 * and reading only its own; a public tender's BIDDING_ANN notice naming the winner only.
 */

let kit: EvaluationKit;
beforeAll(async () => {
  kit = await createEvaluationKit();
});
afterAll(async () => {
  await kit?.t.close();
});

/** An EVALUATED lowest-price tender: supplier1 and supplier2 opened, supplier3 INVALID; supplier2 recommended. */
async function evaluatedTender(mode: 'INVITE' | 'PUBLIC' = 'INVITE') {
  const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
  const tender = await makeTender(kit, {
    templateId,
    mode,
    bids: [
      { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
      { supplierId: kit.ids.supplier2, prices: ['98.5', '12'] },
      { supplierId: kit.supplier3, prices: null },
    ],
  });
  await kit.ok(
    `${EVAL}/recommend`,
    { tenderId: tender.tenderId, supplierId: kit.ids.supplier2, recommendation: 'Lowest total' },
    'buyer',
  );
  return tender;
}

async function approve(award: { awardId: number; version: number }) {
  const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
  expect(submitted.status).toBe('APPROVING');
  return kit.ok(
    `${AWARD}/doApproval`,
    { awardId: award.awardId, version: submitted.version, comment: 'ok' },
    'approver',
  );
}

/** The notifications of a supplier's users about a tender. */
const notesOf = (supplierId: number, tenderId: number) =>
  kit.rows<{ notification_title: string; content: string | null }>(
    sql`select n.notification_title, n.content from srm_base_notification n join base_users u on u.id = n.recipient_user_id
      where u.supplier_id = ${supplierId} and n.bill_id = ${tenderId} and n.notification_title like '%定标结果%'`,
  );

describe('award of a tender', () => {
  it('takes the opened bids’ prices, and its approval makes orders and completes the tender', async () => {
    const tender = await evaluatedTender();
    const body = {
      tenderId: tender.tenderId,
      outcome: 'ORDER',
      remark: 'As recommended',
      lines: [
        { tenderLineId: tender.plate, supplierId: kit.ids.supplier2, awardedQuantity: '100', priceWithoutTax: '1' },
        { tenderLineId: tender.gloves, supplierId: kit.ids.supplier2, awardedQuantity: '30' },
      ],
    };

    // One source only; the lines of that source; bidders with an opened bid.
    const both = await kit.call(`${AWARD}/saveOrUpdate`, { ...body, inquiryId: 1 }, 'buyer');
    expect(both.statusCode).toBe(400);
    expect(both.body.data.errors).toEqual([
      { field: 'tenderId', message: 'An award comes from one inquiry or one tender (one of the two)' },
    ]);
    const mixed = await kit.call(
      `${AWARD}/saveOrUpdate`,
      { ...body, lines: [{ ...body.lines[0], inquiryLineId: 1 }] },
      'buyer',
    );
    expect(mixed.body.data.errors[0].field).toBe('lines.0.inquiryLineId');
    const invalid = await kit.call(
      `${AWARD}/saveOrUpdate`,
      {
        ...body,
        lines: [
          { tenderLineId: tender.plate, supplierId: kit.supplier3, awardedQuantity: '50' },
          { tenderLineId: tender.gloves, supplierId: kit.ids.supplier2, awardedQuantity: '31' },
        ],
      },
      'buyer',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.data.errors).toEqual([
      { field: 'lines.0.supplierId', message: 'Hangzhou Third M&E has no opened bid on this line' },
      { field: 'lines.1.awardedQuantity', message: 'The parts of this line add up to 31, more than its quantity 30' },
    ]);
    // What may be awarded: per tender line, the opened bids, the lowest and the recommended marked.
    const offers = await kit.ok(`${AWARD}/bidOffers`, { tenderId: tender.tenderId }, 'buyer');
    expect(
      offers[0].offers.map((o: Record<string, unknown>) => [o.supplierId, o.priceWithoutTax, o.lowest, o.recommended]),
    ).toEqual([
      [kit.ids.supplier2, '98.500000', true, true],
      [kit.ids.supplier1, '100.000000', false, false],
    ]);
    expect((await kit.call(`${AWARD}/bidOffers`, { tenderId: tender.tenderId }, 'supplier1')).statusCode).toBe(403);

    const award = await kit.ok(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(award).toMatchObject({ tenderId: tender.tenderId, inquiryId: null, currencyCode: 'CNY', status: 'DRAFT' });
    expect(award.tenderNumber).toMatch(/^ZB-/);
    expect(
      award.lines.map((l: Record<string, unknown>) => [
        l.tenderLineId,
        l.bidLineId,
        l.quoteLineId,
        l.priceWithoutTax,
        l.priceWithTax,
        l.amountWithTax,
        l.itemName,
      ]),
    ).toEqual([
      [
        tender.plate,
        tender.bidLines.get(kit.ids.supplier2)![0],
        null,
        '98.500000',
        '111.305000',
        '11130.50',
        expect.any(String),
      ],
      [
        tender.gloves,
        tender.bidLines.get(kit.ids.supplier2)![1],
        null,
        '12.000000',
        '13.560000',
        '406.80',
        'Nitrile gloves, size L',
      ],
    ]);
    expect(award.totalWithTax).toBe('11537.30');
    // One award at a time per tender.
    const second = await kit.call(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(second.statusCode).toBe(400);
    expect(second.body.data.errors[0]).toMatchObject({ field: 'tenderId' });
    expect(second.body.data.errors[0].message).toContain(award.awardNumber);
    // The award list filters by tender.
    const listed = await kit.ok(
      `${AWARD}/listByPage`,
      { searchParams: { tenderId: tender.tenderId }, pageIndex: 1, pageRows: 10 },
      'buyer',
    );
    expect(listed.map((a: { awardId: number }) => a.awardId)).toEqual([award.awardId]);

    const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
    const [awarding] = await kit.rows<{ award_status: string }>(
      sql`select award_status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(awarding.award_status).toBe('AWARDING');
    const approved = await kit.ok(
      `${AWARD}/doApproval`,
      { awardId: award.awardId, version: submitted.version, comment: 'ok' },
      'approver',
    );
    expect(approved.status).toBe('APPROVED');

    const orders = await kit.rows<Record<string, any>>(
      sql`select h.id, h.status, h.supplier_id, h.source_type, h.remark, l.material_id, l.quantity, l.price, l.tax_rate, l.amount
        from srm_po_header h join srm_po_line l on l.order_id = h.id
        where h.remark like ${`%${award.awardNumber}%`} order by l.line_number`,
    );
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(orders.map((o) => [o.supplier_id, o.status, o.source_type, Number(o.quantity), o.price, o.amount])).toEqual([
      [kit.ids.supplier2, 'DRAFT', 'SOURCING', 100, '98.500000', '9850.00'],
      [kit.ids.supplier2, 'DRAFT', 'SOURCING', 30, '12.000000', '360.00'],
    ]);
    expect(orders[0].remark).toContain('招标单');
    const results = await kit.ok(`${AWARD}/results`, { awardId: award.awardId }, 'buyer');
    expect(results).toMatchObject([{ supplierId: kit.ids.supplier2, resultType: 'ORDER' }]);
    expect(results[0].lines[0].tenderLineId).toBe(tender.plate);

    const [done] = await kit.rows<{ status: string; award_status: string }>(
      sql`select status, award_status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(done).toEqual({ status: 'COMPLETED', award_status: 'AWARDED' });
    const history = await kit.rows<{ action: string }>(
      sql`select action from base_document_history where bill_type = 'SRC_TENDER' and doc_id = ${tender.tenderId} order by id`,
    );
    expect(history.map((h) => h.action).slice(-3)).toEqual(['evaluate', 'award', 'complete']);

    // Each bidder's result, on its own row; the invalid bidder lost too.
    const rows = await kit.rows<{ supplier_id: number; result: string; dated: boolean }>(
      sql`select supplier_id, result, result_date is not null as dated from srm_src_tender_supplier
        where tender_id = ${tender.tenderId} order by supplier_id`,
    );
    expect(rows).toEqual(
      [
        { supplier_id: kit.ids.supplier1, result: 'LOST', dated: true },
        { supplier_id: kit.ids.supplier2, result: 'WON', dated: true },
        { supplier_id: kit.supplier3, result: 'LOST', dated: true },
      ].sort((a, b) => a.supplier_id - b.supplier_id),
    );

    // Messages to each supplier's own users: the winner its lines and prices, the loser only that it lost.
    const [won] = await notesOf(kit.ids.supplier2, tender.tenderId);
    expect(won.notification_title).toContain('贵司中标 2 行');
    expect(won.notification_title).toContain('your company was awarded 2 lines');
    expect(won.content).toContain('98.50');
    const [lost] = await notesOf(kit.ids.supplier1, tender.tenderId);
    expect(lost.notification_title).toContain('未中标');
    expect(lost.notification_title).toContain('was not awarded');
    expect(lost.content).not.toMatch(/98\.5|华信|Huaxin/);
    // No notice for an invitation tender.
    const [{ notice }] = await kit.rows<{ notice: number | null }>(
      sql`select result_notice_id as notice from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(notice).toBeNull();

    // Each supplier reads its own result only.
    const mine2 = await kit.ok(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'supplier2');
    expect(mine2).toMatchObject({ result: 'WON', tenderStatus: 'COMPLETED' });
    expect(
      mine2.lines.map((l: Record<string, unknown>) => [l.lineNumber, l.awardedQuantity, l.priceWithoutTax]),
    ).toEqual([
      [1, '100.0000', '98.500000'],
      [2, '30.0000', '12.000000'],
    ]);
    const mine1 = await kit.ok(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'supplier1');
    expect(mine1).toMatchObject({ result: 'LOST', lines: [] });
    expect(JSON.stringify(mine1)).not.toMatch(/98\.5|11537|recommend/i);
    // A buyer has no supplier result.
    expect((await kit.call(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'buyer')).statusCode).toBe(403);
  });

  it('answers 404 to a supplier not taking part, and before the award says nothing yet', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const tender = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
        { supplierId: kit.supplier3, prices: ['99', '10'] },
      ],
    });
    const other = await kit.call(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'supplier2');
    expect(other.statusCode).toBe(404);
    expect((await kit.call(`${SUP_TENDER}/myResult`, { tenderId: 999_999 }, 'supplier2')).statusCode).toBe(404);
    const early = await kit.ok(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'supplier1');
    expect(early).toMatchObject({ result: null, resultDate: null, lines: [] });
    // A draft is no supplier's business, participant or not.
    await kit.rows(sql`update srm_src_tender set status = 'DRAFT', publish_date = null where id = ${tender.tenderId}`);
    expect((await kit.call(`${SUP_TENDER}/myResult`, { tenderId: tender.tenderId }, 'supplier1')).statusCode).toBe(404);
  });

  it('refuses a tender not evaluated, and a rejected award leaves it to be awarded again', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const tender = await makeTender(kit, {
      templateId,
      bids: [{ supplierId: kit.ids.supplier1, prices: ['100', '10'] }],
    });
    const body = {
      tenderId: tender.tenderId,
      outcome: 'ORDER',
      lines: [{ tenderLineId: tender.plate, supplierId: kit.ids.supplier1, awardedQuantity: '100' }],
    };
    const opened = await kit.call(`${AWARD}/saveOrUpdate`, body, 'buyer');
    expect(opened.statusCode).toBe(400);
    expect(opened.body.data.errors).toEqual([
      { field: 'tenderId', message: 'Only an evaluated tender can be awarded (it is Bids opened)' },
    ]);
    await kit.ok(
      `${EVAL}/recommend`,
      { tenderId: tender.tenderId, supplierId: kit.ids.supplier1, recommendation: 'Only bid' },
      'buyer',
    );
    const award = await kit.ok(`${AWARD}/saveOrUpdate`, body, 'buyer');
    const submitted = await kit.ok(`${AWARD}/doSubmit`, { awardId: award.awardId, version: award.version }, 'buyer');
    await kit.ok(
      `${AWARD}/doReject`,
      { awardId: award.awardId, version: submitted.version, comment: 'Not this way' },
      'approver',
    );
    const [row] = await kit.rows<{ status: string; award_status: string | null }>(
      sql`select status, award_status from srm_src_tender where id = ${tender.tenderId}`,
    );
    expect(row).toEqual({ status: 'EVALUATED', award_status: null });
  });

  it('announces a public tender’s winner only, as a BIDDING_ANN notice', async () => {
    const tender = await evaluatedTender('PUBLIC');
    const award = await kit.ok(
      `${AWARD}/saveOrUpdate`,
      {
        tenderId: tender.tenderId,
        outcome: 'PRICE_LIBRARY',
        lines: [{ tenderLineId: tender.plate, supplierId: kit.ids.supplier2, awardedQuantity: '100' }],
      },
      'buyer',
    );
    await approve(award);
    const [notice] = await kit.rows<{ notice_type: string; notice_title: string; content: string; audience: string }>(
      sql`select n.notice_type, n.notice_title, n.content, n.audience from srm_base_notice n
        join srm_src_tender t on t.result_notice_id = n.id where t.id = ${tender.tenderId}`,
    );
    expect(notice.notice_type).toBe('BIDDING_ANN');
    const [s1, s2] = await kit.rows<{ supplier_name: string }>(
      sql`select supplier_name from srm_pos_supplier_info where id in (${kit.ids.supplier1}, ${kit.ids.supplier2}) order by id`,
    );
    const winner = kit.ids.supplier1 < kit.ids.supplier2 ? s2 : s1;
    const loser = kit.ids.supplier1 < kit.ids.supplier2 ? s1 : s2;
    expect(notice.content).toContain(winner.supplier_name);
    expect(notice.content).not.toContain(loser.supplier_name);
    expect(notice.content).not.toContain('Third');
    expect(notice.content).not.toMatch(/98\.5|11130/);
    // The price library has the bid's price.
    const entries = await kit.rows<{ price: string; supplier_id: number }>(
      sql`select e.price, e.supplier_id from srm_pur_price_entry e join srm_pur_pricing_header p on p.id = e.source_doc_id
        where p.remark like ${`%${award.awardNumber}%`}`,
    );
    expect(entries).toEqual([{ price: '98.500000', supplier_id: kit.ids.supplier2 }]);
  });
});
