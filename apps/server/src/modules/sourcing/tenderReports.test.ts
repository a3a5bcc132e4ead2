import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluationKit, type EvaluationKit, makeTemplate, makeTender, REPORT } from './evaluationKit.ts';

/*
 * Bid reports (issue 17 item 6): the bid overview over the tenders of the caller's scope, with its counts,
 * exported through the platform's export (spec §7 bidGlance export); one tender's opened bids as xlsx,
 * refused before the opening.
 */

let kit: EvaluationKit;
beforeAll(async () => {
  kit = await createEvaluationKit();
});
afterAll(async () => {
  await kit?.t.close();
});

/** A call answering a file: the raw bytes. */
function postRaw(path: string, body: unknown, who: 'buyer' | 'supplier1') {
  return kit.t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', certificate: kit.cert[who], 'SAAF-Language': 'EN' },
    payload: JSON.stringify(body),
  });
}

async function readXlsx(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  });
}

describe('bid overview', () => {
  it('counts per tender, the lowest only once opened, filters, and exports through the platform', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const opened = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
        { supplierId: kit.ids.supplier2, prices: ['98.5', '12'] },
        { supplierId: kit.supplier3, prices: null },
      ],
    });
    const closed = await makeTender(kit, {
      templateId,
      status: 'CLOSED',
      bids: [{ supplierId: kit.ids.supplier1, prices: ['100', '10'] }],
      others: [kit.ids.supplier2],
    });
    // A signed-up participant of the opened tender, and a withdrawn bid that does not count.
    await kit.rows(sql`update srm_src_tender_supplier set source = 'SIGNED_UP' where tender_id = ${opened.tenderId}
      and supplier_id = ${kit.supplier3}`);
    const [{ number }] = await kit.rows<{ number: string }>(
      sql`select tender_number as number from srm_src_tender where id = ${opened.tenderId}`,
    );
    const list = await kit.call(`${REPORT}/bidGlance`, { searchParams: {}, pageIndex: 1, pageRows: 10 }, 'buyer');
    expect(list.statusCode).toBe(200);
    const rowOf = (id: number) => list.body.data.find((r: { tenderId: number }) => r.tenderId === id);
    expect(rowOf(opened.tenderId)).toMatchObject({
      tenderNumber: number,
      status: 'OPENED',
      statusName: 'Bids opened',
      invitedCount: 2,
      signedUpCount: 1,
      bidCount: 3,
      openedCount: 2,
      lowestTotalWithTax: '11537.30',
      lowestSupplierId: kit.ids.supplier2,
      awardStatus: null,
    });
    expect(rowOf(closed.tenderId)).toMatchObject({
      status: 'CLOSED',
      invitedCount: 2,
      bidCount: 1,
      openedCount: 0,
      lowestTotalWithTax: null,
      lowestSupplierId: null,
    });
    expect(list.body.page).toMatchObject({ count: 2 });

    const filtered = await kit.ok(
      `${REPORT}/listBidGlance`,
      { searchParams: { status: 'CLOSED' }, pageIndex: 1, pageRows: 10 },
      'buyer',
    );
    expect(filtered.map((r: { tenderId: number }) => r.tenderId)).toEqual([closed.tenderId]);
    const byNumber = await kit.ok(
      `${REPORT}/bidGlance`,
      { searchParams: { tenderNumber: number.slice(3) }, pageIndex: 1, pageRows: 10 },
      'buyer',
    );
    expect(byNumber.map((r: { tenderId: number }) => r.tenderId)).toEqual([opened.tenderId]);

    // The spec's bidGlance export: the platform's export runs the list for the caller.
    const res = await postRaw(
      '/api/exportServer/v1/exportRestful/bidGlanceExport',
      {
        requestUrl: `${REPORT}/listBidGlance?pageRows=1000&pageIndex=1`,
        requestParams: JSON.stringify({ searchParams: {} }),
        columns: JSON.stringify([
          { key: 'tenderNumber', title: 'Tender no.' },
          { key: 'statusName', title: 'Status' },
          { key: 'bidCount', title: 'Bids' },
          { key: 'lowestTotalWithTax', title: 'Lowest' },
        ]),
        fileName: 'bids',
      },
      'buyer',
    );
    expect(res.statusCode).toBe(200);
    const [sheet] = await readXlsx(res.rawPayload);
    expect(sheet.rows[0]).toEqual(['Tender no.', 'Status', 'Bids', 'Lowest']);
    expect(sheet.rows).toContainEqual([number, 'Bids opened', 3, '11537.30']);
    expect(sheet.rows).toHaveLength(3);

    // No supplier reads the overview, nor exports it.
    expect((await kit.call(`${REPORT}/bidGlance`, { pageIndex: 1, pageRows: 10 }, 'supplier1')).statusCode).toBe(403);
    const sup = await postRaw(
      '/api/exportServer/v1/exportRestful/bidGlanceExport',
      {
        requestUrl: `${REPORT}/listBidGlance`,
        requestParams: '{}',
        columns: JSON.stringify([{ key: 'tenderNumber', title: 'n' }]),
      },
      'supplier1',
    );
    expect(sup.statusCode).toBe(403);
  });
});

describe('bid export', () => {
  it('is refused before the opening, then gives the bids and their prices by line', async () => {
    const { templateId } = await makeTemplate(kit, 'LOWEST_PRICE', null, []);
    const closed = await makeTender(kit, {
      templateId,
      status: 'CLOSED',
      bids: [{ supplierId: kit.ids.supplier1, prices: ['100', '10'] }],
    });
    const early = await kit.call(`${REPORT}/bidExport`, { tenderId: closed.tenderId }, 'buyer');
    expect(early.statusCode).toBe(409);
    expect(early.body.msg).toBe('The bids of this tender are not opened (Bids closed); no price can be read yet');
    expect(early.raw).not.toMatch(/100\.0|113/);

    const opened = await makeTender(kit, {
      templateId,
      bids: [
        { supplierId: kit.ids.supplier1, prices: ['100', '10'] },
        { supplierId: kit.ids.supplier2, prices: ['98.5', '12'] },
        { supplierId: kit.supplier3, prices: null },
      ],
    });
    const res = await postRaw(`${REPORT}/bidExport`, { tenderId: opened.tenderId }, 'buyer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [bids, lines] = await readXlsx(res.rawPayload);
    expect(bids.name).toBe('Bids');
    expect(bids.rows.slice(2).map((r) => [r[1], r[6] ?? null, r[9]])).toEqual([
      ['Opened', 11639, ''],
      ['Opened', 11537.3, ''],
      ['Invalid', null, 'A line is not priced'],
    ]);
    expect(lines.name).toBe('Prices by line');
    expect(lines.rows.slice(1).map((r) => [r[0], r[6], r[12]])).toEqual([
      [1, 98.5, '*'],
      [1, 100, ''],
      [2, 10, '*'],
      [2, 12, ''],
    ]);
    expect((await kit.call(`${REPORT}/bidExport`, { tenderId: opened.tenderId }, 'supplier1')).statusCode).toBe(403);
    expect((await kit.call(`${REPORT}/bidExport`, { tenderId: 999_999 }, 'buyer')).statusCode).toBe(404);
  });
});
