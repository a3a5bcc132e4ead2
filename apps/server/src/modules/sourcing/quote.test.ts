import { lineAmount, sumMoney } from '@srm/core/sourcing/quotePrices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInquiryKit, INQ, type InquiryKit, inHours } from './inquiryKit.ts';
import { INQUIRY_TODO } from './inquiryNotices.ts';
import { COMPARE, closeNow, openInquiry, passDeadline, QUOTE, quoteBody, ROUND } from './quoteKit.ts';

/*
 * Quotes, price visibility, the comparison and bargaining rounds (issue 17 items 1–4), through the API as
 * the suppliers and the buyer use them.
 */

let kit: InquiryKit;
beforeAll(async () => {
  kit = await createInquiryKit();
});
afterAll(async () => {
  await kit.t.close();
});

describe('a supplier quotes', () => {
  it('saves a draft, submits with a receipt, resubmits, and reads only its own quotes', async () => {
    const q = await openInquiry(kit);
    const mine = await kit.ok(`${QUOTE}/findMine`, { inquiryId: q.inquiryId }, 'supplier1');
    expect(mine).toMatchObject({ round: 1, canQuote: true, quote: null, cannotQuoteReason: null });
    expect(mine.lines).toHaveLength(2);
    expect(mine.defaultValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A draft may leave a line out; the price with tax is computed from the one typed.
    const draft = await kit.ok(
      `${QUOTE}/saveDraft`,
      { inquiryId: q.inquiryId, lines: [{ inquiryLineId: q.plate, price: '100', taxRate: '13' }] },
      'supplier1',
    );
    expect(draft).toMatchObject({ status: 'DRAFT', totalWithoutTax: '12000.00', totalWithTax: '13560.00' });
    expect(draft.lines[0]).toMatchObject({ priceWithoutTax: '100.000000', priceWithTax: '113.000000' });
    expect(draft.validUntil).toBe(mine.defaultValidUntil);

    // Submitting needs every line answered.
    const partial = await kit.call(
      `${QUOTE}/submit`,
      {
        inquiryId: q.inquiryId,
        version: draft.version,
        lines: [{ inquiryLineId: q.plate, price: '100', taxRate: '13' }],
      },
      'supplier1',
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.body.data.errors[0]).toMatchObject({ field: 'lines', message: expect.stringContaining('Line 2') });

    // Prices typed with tax; the gloves not quoted.
    const submitted = await kit.ok(
      `${QUOTE}/submit`,
      {
        inquiryId: q.inquiryId,
        version: draft.version,
        priceBasis: 'WITH_TAX',
        lines: [
          { inquiryLineId: q.plate, price: '113', taxRate: '13', leadTimeDays: 7 },
          { inquiryLineId: q.gloves, noQuote: true },
        ],
      },
      'supplier1',
    );
    expect(submitted).toMatchObject({ status: 'SUBMITTED', submitCount: 1, totalWithoutTax: '12000.00' });
    expect(submitted.lines[1]).toMatchObject({ noQuote: true, priceWithoutTax: null });
    expect(submitted.receiptHash).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await kit.rows<{ content: string; receipt_hash: string }>(
      sql`select content, receipt_hash from srm_src_quote_submission where quote_id = ${submitted.quoteId}`,
    );
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(stored.content).digest('hex')).toBe(submitted.receiptHash);

    // A submitted quote is changed by submitting again, not by a draft.
    const noDraft = await kit.call(
      `${QUOTE}/saveDraft`,
      quoteBody(q, '99', null, { version: submitted.version }),
      'supplier1',
    );
    expect(noDraft.statusCode).toBe(409);
    const again = await kit.ok(`${QUOTE}/submit`, quoteBody(q, '99', '20'), 'supplier1');
    expect(again).toMatchObject({
      submitCount: 2,
      totalWithoutTax: sumMoney([lineAmount('120', '99'), lineAmount('30', '20')]),
    });
    expect(again.receiptHash).not.toBe(submitted.receiptHash);

    // The supplier's to-do of the inquiry is done; it has quoted.
    const todos = await kit.rows<{ handle_flag: string }>(
      sql`select handle_flag from srm_base_supplier_pending where bill_id = ${q.inquiryId} and supplier_id = ${kit.ids.supplier1}`,
    );
    expect(todos.length).toBeGreaterThan(0);
    expect(todos.every((r) => r.handle_flag === 'Y')).toBe(true);

    const history = await kit.ok(`${QUOTE}/listMine`, { inquiryId: q.inquiryId }, 'supplier1');
    expect(history).toHaveLength(1);
    expect(history[0].submissions.map((s: { receiptHash: string }) => s.receiptHash)).toEqual([
      again.receiptHash,
      submitted.receiptHash,
    ]);

    // The other supplier sees nothing of it.
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '95', '22'), 'supplier2');
    const other = await kit.ok(`${QUOTE}/listMine`, { inquiryId: q.inquiryId }, 'supplier2');
    expect(other).toHaveLength(1);
    expect(other[0].quote.supplierId).toBe(kit.ids.supplier2);
    expect(JSON.stringify(other)).not.toContain('99.000000');
    const otherFind = await kit.ok(`${QUOTE}/findMine`, { inquiryId: q.inquiryId }, 'supplier2');
    expect(otherFind.quote.totalWithoutTax).toBe(sumMoney([lineAmount('120', '95'), lineAmount('30', '22')]));
  });

  it('refuses bad lines with field messages in both languages', async () => {
    const q = await openInquiry(kit);
    const body = {
      inquiryId: q.inquiryId,
      lines: [
        { inquiryLineId: q.plate, noQuote: true, price: '5' },
        { inquiryLineId: 999999, price: '1', taxRate: '13' },
        { inquiryLineId: q.gloves, price: '1.1234567', taxRate: '13' },
      ],
    };
    const en = await kit.call(`${QUOTE}/submit`, body, 'supplier1', 'EN');
    expect(en.statusCode).toBe(400);
    const fields = en.body.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('lines.2.price');
    const fixed = { ...body, lines: body.lines.slice(0, 2) };
    const en2 = await kit.call(`${QUOTE}/submit`, fixed, 'supplier1', 'EN');
    expect(en2.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'lines.0.price', message: 'A “no quote” line has no price or tax rate' },
        { field: 'lines.1.inquiryLineId', message: 'Not a line of this inquiry' },
      ]),
    );
    // Attachments: only the supplier's own uploads.
    const files = await kit.call(`${QUOTE}/saveDraft`, { ...quoteBody(q, '1', '1'), fileIds: '999999' }, 'supplier1');
    expect(files.body.data.errors).toEqual([{ field: 'fileIds', message: expect.any(String) }]);
    const cn = await kit.call(`${QUOTE}/submit`, fixed, 'supplier1', 'CN');
    expect(cn.body.data.errors).toEqual(
      expect.arrayContaining([{ field: 'lines.1.inquiryLineId', message: '不是本询价单的行' }]),
    );
  });

  it('refuses quotes after the deadline by the database clock, and closes the inquiry then', async () => {
    const q = await openInquiry(kit);
    await kit.ok(`${QUOTE}/saveDraft`, quoteBody(q, '10', '2'), 'supplier1');
    await passDeadline(kit, q.inquiryId);
    const late = await kit.call(`${QUOTE}/submit`, quoteBody(q, '10', '2'), 'supplier1');
    expect(late.statusCode).toBe(409);
    expect(late.body.msg).toContain('takes no quotes now');
    const [row] = await kit.rows<{ status: string }>(sql`select status from srm_src_inquiry where id = ${q.inquiryId}`);
    expect(row.status).toBe('CLOSED');
    const find = await kit.ok(`${QUOTE}/findMine`, { inquiryId: q.inquiryId }, 'supplier1');
    expect(find.canQuote).toBe(false);
  });

  it('a supplier not invited gets 404 on every path; internal users have no quote of their own', async () => {
    const doc = await openInquiry(kit, {});
    // Invite only supplier1 on another inquiry.
    const { publishedInquiry } = await import('./inquiryKit.ts');
    const only1 = await publishedInquiry(kit, [kit.ids.supplier1]);
    const lines = only1.lines as { lineId: number }[];
    const q = { inquiryId: only1.inquiryId as number, plate: lines[0].lineId, gloves: lines[1].lineId };
    for (const [path, body] of [
      [`${QUOTE}/findMine`, { inquiryId: q.inquiryId }],
      [`${QUOTE}/saveDraft`, quoteBody(q, '1', '1')],
      [`${QUOTE}/submit`, quoteBody(q, '1', '1')],
      [`${QUOTE}/listMine`, { inquiryId: q.inquiryId }],
      [`${ROUND}/listMine`, { inquiryId: q.inquiryId }],
    ] as const) {
      const res = await kit.call(path, body, 'supplier2');
      expect(res.statusCode, path).toBe(404);
    }
    expect((await kit.call(`${QUOTE}/findMine`, { inquiryId: doc.inquiryId }, 'buyer')).statusCode).toBe(403);
    expect((await kit.call(`${QUOTE}/findMine`, { inquiryId: doc.inquiryId }, 'admin')).statusCode).toBe(404);
    // The buyer's paths are not the supplier's.
    for (const path of [`${QUOTE}/listByInquiry`, `${COMPARE}/compare`, `${COMPARE}/export`, `${ROUND}/list`]) {
      expect((await kit.call(path, { inquiryId: doc.inquiryId }, 'supplier1')).statusCode, path).toBe(403);
    }
  });
});

describe('concurrent submissions', () => {
  it('two suppliers, several submissions each at once: all kept, one quote per supplier, the last one current', async () => {
    const q = await openInquiry(kit);
    const prices = ['10', '11', '12', '13'];
    const results = await Promise.all(
      prices.flatMap((p) => [
        kit.call(`${QUOTE}/submit`, quoteBody(q, p, '1'), 'supplier1'),
        kit.call(`${QUOTE}/submit`, quoteBody(q, p, '2'), 'supplier2'),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(prices.flatMap(() => [200, 200]));
    const rows = await kit.rows<{ supplier_id: number; submit_count: number; submissions: number }>(
      sql`select q.supplier_id, q.submit_count, (select count(*)::int from srm_src_quote_submission s where s.quote_id = q.id) as submissions
        from srm_src_quote q where q.inquiry_id = ${q.inquiryId} order by q.supplier_id`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect([r.submit_count, r.submissions]).toEqual([4, 4]);
  });
});

describe('a blocked supplier', () => {
  it('cannot submit once its qualification has expired (field message naming why)', async () => {
    const q = await openInquiry(kit);
    const [added] = await kit.rows<{ id: number }>(
      sql`insert into srm_pos_supplier_qualification (supplier_id, qualification_type, qualification_name, valid_to)
        values (${kit.ids.supplier1}, 'ISO9001', 'ISO 9001 test', current_date - 1) returning id`,
    );
    try {
      const res = await kit.call(`${QUOTE}/submit`, quoteBody(q, '10', '1'), 'supplier1');
      expect(res.statusCode).toBe(400);
      expect(res.body.data.errors[0]).toMatchObject({
        field: 'supplierId',
        message: expect.stringContaining('ISO 9001 test'),
      });
    } finally {
      await kit.rows(sql`delete from srm_pos_supplier_qualification where id = ${added.id}`);
    }
  });
});

describe('the buyer sees no price before the deadline', () => {
  it('sweeps every path before and after, then compares against a reference', async () => {
    const q = await openInquiry(kit);
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '123.456789', '7.25'), 'supplier1');
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '120.5', null), 'supplier2');
    const secrets = ['123.456789', '7.25', '120.5', '14814.81', '14460'];
    const leaks = (data: unknown) => secrets.filter((s) => JSON.stringify(data ?? null).includes(s));

    const list = await kit.ok(`${QUOTE}/listByInquiry`, { inquiryId: q.inquiryId }, 'buyer');
    expect(list.pricesVisible).toBe(false);
    expect(list.rows.map((r: { quoted: boolean }) => r.quoted)).toEqual([true, true]);
    expect(list.rows[0].submittedAt).toBeTruthy();
    expect(list.rows[0].totalWithoutTax).toBeNull();
    const sweep = [
      [`${QUOTE}/listByInquiry`, { inquiryId: q.inquiryId }],
      [`${COMPARE}/compare`, { inquiryId: q.inquiryId }],
      [`${COMPARE}/export`, { inquiryId: q.inquiryId }],
      [`${ROUND}/list`, { inquiryId: q.inquiryId }],
      ['/api/srmServer/v1/srmSrcAwardRestful/quotedLines', { inquiryId: q.inquiryId }],
      [`${INQ}/findById`, { inquiryId: q.inquiryId }],
      [`${INQ}/listByPage`, { pageIndex: 1, pageRows: 50 }],
      [`${INQ}/listHistory`, { inquiryId: q.inquiryId }],
    ] as const;
    for (const who of ['buyer', 'admin', 'approver'] as const) {
      for (const [path, body] of sweep) {
        const res = await kit.call(path, body, who);
        expect(leaks(res.body) ?? [], `${who} ${path}`).toEqual([]);
        expect(res.raw.includes('123.456789'), `${who} ${path}`).toBe(false);
      }
    }
    const sealed = await kit.call(`${COMPARE}/compare`, { inquiryId: q.inquiryId }, 'buyer');
    expect(sealed.statusCode).toBe(409);
    expect(sealed.body.msg).toContain('only after the quote deadline');
    expect((await kit.call(`${COMPARE}/export`, { inquiryId: q.inquiryId }, 'buyer')).statusCode).toBe(409);

    // Once the deadline has passed (no close yet), prices may be seen.
    await passDeadline(kit, q.inquiryId);
    const c = await kit.ok(`${COMPARE}/compare`, { inquiryId: q.inquiryId }, 'buyer');
    const [plate, gloves] = c.rows;
    const s1 = plate.cells.findIndex((x: { supplierId: number }) => x.supplierId === kit.ids.supplier1);
    const s2 = 1 - s1;
    // Reference computed here: amounts = quantity × price, half up to cents; lowest without tax.
    expect(plate.cells[s1]).toMatchObject({
      priceWithoutTax: '123.456789',
      priceWithTax: '139.506172',
      amountWithoutTax: lineAmount('120', '123.456789'),
      lowest: false,
    });
    expect(plate.cells[s2]).toMatchObject({
      priceWithoutTax: '120.500000',
      amountWithoutTax: '14460.00',
      lowest: true,
    });
    expect(gloves.cells[s1]).toMatchObject({
      priceWithoutTax: '7.250000',
      lowest: true,
      amountWithTax: lineAmount('30', '8.1925'),
    });
    expect(gloves.cells[s2]).toMatchObject({ noQuote: true, priceWithoutTax: null });
    expect(c.suppliers[s1]).toMatchObject({
      totalWithoutTax: sumMoney([lineAmount('120', '123.456789'), lineAmount('30', '7.25')]),
      complete: true,
      lowestCount: 1,
    });
    expect(c.suppliers[s2]).toMatchObject({ totalWithoutTax: '14460.00', complete: false, linesQuoted: 1 });
    const visible = await kit.ok(`${QUOTE}/listByInquiry`, { inquiryId: q.inquiryId }, 'buyer');
    expect(visible.pricesVisible).toBe(true);

    const file = await kit.t.app.inject({
      method: 'POST',
      url: `${COMPARE}/export`,
      headers: { certificate: kit.cert.buyer, 'SAAF-Language': 'EN', 'content-type': 'application/json' },
      payload: JSON.stringify({ inquiryId: q.inquiryId }),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain('123.456789');
    expect(values).toContain('*');
  });
});

describe('bargaining rounds', () => {
  it('round 2 for a chosen supplier: -2 number, to-do, others refused, history of rounds, max rounds', async () => {
    const q = await openInquiry(kit, { maxRounds: 2 });
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '100', '10'), 'supplier1');
    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '98', '11'), 'supplier2');
    const [{ version: openVersion }] = await kit.rows<{ version: number }>(
      sql`select version from srm_src_inquiry where id = ${q.inquiryId}`,
    );
    // Not from PUBLISHED.
    const early = await kit.call(
      `${ROUND}/startBargaining`,
      { inquiryId: q.inquiryId, version: openVersion, supplierIds: [kit.ids.supplier1], quoteDeadline: inHours(24) },
      'buyer',
    );
    expect(early.statusCode).toBe(409);
    await closeNow(kit, q.inquiryId);
    const closed = await kit.ok(`${INQ}/findById`, { inquiryId: q.inquiryId }, 'buyer');
    const bad = await kit.call(
      `${ROUND}/startBargaining`,
      { inquiryId: q.inquiryId, version: closed.version, supplierIds: [], quoteDeadline: inHours(-1) },
      'buyer',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['quoteDeadline', 'supplierIds']);
    const started = await kit.ok(
      `${ROUND}/startBargaining`,
      {
        inquiryId: q.inquiryId,
        version: closed.version,
        supplierIds: [kit.ids.supplier1],
        quoteDeadline: inHours(24),
        note: 'Please review the plate price',
      },
      'buyer',
    );
    expect(started).toMatchObject({ status: 'PUBLISHED', round: 2 });
    expect(started.roundNumber).toBe(`${started.inquiryNumber}-2`);
    const todo = await kit.rows<{ bill_type: string; supplier_id: number }>(
      sql`select bill_type, supplier_id from srm_base_supplier_pending where bill_id = ${q.inquiryId} and handle_flag = 'N' and cancel_flag = 'N'`,
    );
    expect(todo).toEqual([{ bill_type: INQUIRY_TODO.BARGAIN, supplier_id: kit.ids.supplier1 }]);

    // Round 1's prices are visible, round 2's sealed; supplier2 is not in round 2.
    expect((await kit.call(`${COMPARE}/compare`, { inquiryId: q.inquiryId, round: 1 }, 'buyer')).statusCode).toBe(200);
    expect((await kit.call(`${COMPARE}/compare`, { inquiryId: q.inquiryId }, 'buyer')).statusCode).toBe(409);
    const refused = await kit.call(`${QUOTE}/submit`, quoteBody(q, '90', '9'), 'supplier2');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toContain('not invited to quote in round 2');
    const rounds1 = await kit.ok(`${ROUND}/listMine`, { inquiryId: q.inquiryId }, 'supplier1');
    expect(rounds1).toEqual([
      expect.objectContaining({ round: 1, note: null }),
      expect.objectContaining({ round: 2, note: 'Please review the plate price' }),
    ]);
    const rounds2 = await kit.ok(`${ROUND}/listMine`, { inquiryId: q.inquiryId }, 'supplier2');
    expect(rounds2.map((r: { round: number }) => r.round)).toEqual([1]);
    expect(JSON.stringify(rounds2)).not.toContain('supplierIds');
    const past = await kit.ok(`${QUOTE}/findMine`, { inquiryId: q.inquiryId, round: 1 }, 'supplier2');
    expect(past).toMatchObject({ round: 1, currentRound: 2, canQuote: false });
    expect(past.quote.totalWithoutTax).toBe(sumMoney([lineAmount('120', '98'), lineAmount('30', '11')]));

    await kit.ok(`${QUOTE}/submit`, quoteBody(q, '95', '10'), 'supplier1');
    await closeNow(kit, q.inquiryId);
    const c = await kit.ok(`${COMPARE}/compare`, { inquiryId: q.inquiryId }, 'buyer');
    expect(c.round).toBe(2);
    const cell = c.rows[0].cells.find((x: { supplierId: number }) => x.supplierId === kit.ids.supplier1);
    expect(cell.history.map((h: { round: number; priceWithoutTax: string }) => [h.round, h.priceWithoutTax])).toEqual([
      [1, '100.000000'],
      [2, '95.000000'],
    ]);
    const again = await kit.ok(`${INQ}/findById`, { inquiryId: q.inquiryId }, 'buyer');
    const third = await kit.call(
      `${ROUND}/startBargaining`,
      { inquiryId: q.inquiryId, version: again.version, supplierIds: [kit.ids.supplier1], quoteDeadline: inHours(24) },
      'buyer',
    );
    expect(third.statusCode).toBe(409);
    expect(third.body.msg).toContain('2 rounds');
  });
});
