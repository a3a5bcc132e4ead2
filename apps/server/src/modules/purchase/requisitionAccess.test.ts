import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, draftBody, type Kit, MATERIAL, REQ } from './testKit.ts';

/**
 * Who reaches requisitions: never a supplier user; an internal user only those of its organisations
 * whose lines are all of its categories (ARCHITECTURE §5, §10), on every path: list, find, print,
 * history, change and export.
 */

const EXPORT_CSV = '/api/exportServer/v1/exportRestful/exportCsv';

let k: Kit;
/** The demo buyer is permitted East China OU and the raw-material and MRO categories only. */
let south: { requisitionId: number; requisitionNumber: string; version: number };
let electronics: { requisitionId: number; requisitionNumber: string; version: number };
let own: { requisitionId: number; requisitionNumber: string };

beforeAll(async () => {
  k = await createKit();
  const person = await k.call(
    '/api/baseServer/v1/basePersonRestful/saveOrUpdate',
    { employeeNumber: 'S-0001', personName: 'South requester', orgId: k.ids.south, departmentId: k.ids.purSouth },
    k.cert.admin,
  );
  const southBody = draftBody(k.ids, {
    orgId: k.ids.south,
    departmentId: k.ids.purSouth,
    requesterId: person.body.data.personId,
    purpose: 'South China needs',
  });
  south = (await k.call(`${REQ}/saveOrUpdate`, southBody, k.cert.admin)).body.data;
  const icLine = { ...draftBody(k.ids).lines[1], itemDescription: 'MCU', categoryId: k.ids.ic };
  electronics = (
    await k.call(
      `${REQ}/saveOrUpdate`,
      draftBody(k.ids, { purpose: 'Electronics', lines: [draftBody(k.ids).lines[0], icLine] }),
      k.cert.admin,
    )
  ).body.data;
  own = (await k.call(`${REQ}/saveOrUpdate`, draftBody(k.ids), k.cert.buyer)).body.data;
});
afterAll(async () => k?.t.close());

describe('supplier users', () => {
  it('get 403 on every requisition call and on the material list', async () => {
    const paths = k.t.app.registeredRoutes
      .filter((r) => r.url.includes('/srmPurRequisitionRestful/'))
      .map((r) => r.url);
    expect(paths.map((p) => p.split('/').pop()).sort()).toEqual(
      [
        'alter',
        'close',
        'delete',
        'doAbolish',
        'doApproval',
        'doBatchDelete',
        'doBatchSaveOrUpdate',
        'doImport',
        'doReject',
        'doSubmit',
        'findById',
        'findByIdToPrint',
        'importTemplate',
        'listByPage',
        'listHistory',
        'listOrders',
        'printFindByIds',
        'saveOrUpdate',
        'updatePrintFlagById',
        'withdraw',
      ].sort(),
    );
    for (const path of [...paths, `${MATERIAL}/listByPage`]) {
      const res = await k.call(
        path,
        { requisitionId: own.requisitionId, version: 0, ids: [own.requisitionId] },
        k.cert.supplier1,
      );
      expect([path, res.statusCode]).toEqual([path, 403]);
    }
  });
});

describe('a buyer permitted one organisation and some categories', () => {
  const hidden = () => [south, electronics];

  it('sees none of the others in the list', async () => {
    const list = await k.call(`${REQ}/listByPage`, { pageRows: 500 }, k.cert.buyer);
    const numbers = list.body.data.map((r: any) => r.requisitionNumber);
    expect(numbers).toContain(own.requisitionNumber);
    for (const doc of hidden()) expect(numbers).not.toContain(doc.requisitionNumber);
    expect(list.body.page.count).toBe(numbers.length);
    // The approver (both organisations, every category) sees them.
    const approver = await k.call(`${REQ}/listByPage`, { pageRows: 500 }, k.cert.approver);
    const seen = approver.body.data.map((r: any) => r.requisitionNumber);
    for (const doc of hidden()) expect(seen).toContain(doc.requisitionNumber);
  });

  it('finds, prints, reads the history of and changes none of them: 404 as if they did not exist', async () => {
    for (const doc of hidden()) {
      const id = { requisitionId: doc.requisitionId };
      for (const action of ['findById', 'findByIdToPrint', 'listHistory', 'updatePrintFlagById']) {
        expect([action, (await k.call(`${REQ}/${action}`, id, k.cert.buyer)).statusCode]).toEqual([action, 404]);
      }
      const print = await k.call(
        `${REQ}/printFindByIds`,
        { ids: [own.requisitionId, doc.requisitionId] },
        k.cert.buyer,
      );
      expect(print.statusCode).toBe(404);
      const change = await k.call(`${REQ}/saveOrUpdate`, { ...draftBody(k.ids), ...id, version: 0 }, k.cert.buyer);
      expect(change.statusCode).toBe(404);
      expect((await k.call(`${REQ}/doAbolish`, { ...id, version: 0 }, k.cert.buyer)).statusCode).toBe(404);
      expect((await k.call(`${REQ}/delete`, { ...id, version: 0 }, k.cert.buyer)).statusCode).toBe(404);
    }
  });

  it('follows the lines: a requisition shows once its last line of another category is gone, and hides when one comes back', async () => {
    const listed = async () =>
      (await k.call(`${REQ}/listByPage`, { pageRows: 500 }, k.cert.buyer)).body.data.map((r: any) => r.requisitionId);
    const doc = (await k.call(`${REQ}/findById`, { requisitionId: electronics.requisitionId }, k.cert.admin)).body.data;
    const icLine = doc.lines.find((l: any) => l.categoryId === k.ids.ic);
    const others = doc.lines.filter((l: any) => l !== icLine);
    const without = await k.call(`${REQ}/saveOrUpdate`, { ...doc, lines: others }, k.cert.admin);
    expect(without.statusCode).toBe(200);
    expect(await listed()).toContain(electronics.requisitionId);
    expect(
      (await k.call(`${REQ}/findById`, { requisitionId: electronics.requisitionId }, k.cert.buyer)).statusCode,
    ).toBe(200);
    const { lineId: _id, version: _v, ...newIc } = icLine;
    const back = await k.call(
      `${REQ}/saveOrUpdate`,
      { ...without.body.data, lines: [...without.body.data.lines, newIc] },
      k.cert.admin,
    );
    expect(back.statusCode).toBe(200);
    expect(await listed()).not.toContain(electronics.requisitionId);
    electronics = back.body.data;
  });

  it('exports none of them', async () => {
    const res = await k.t.app.inject({
      method: 'POST',
      url: EXPORT_CSV,
      headers: { 'content-type': 'application/json', certificate: k.cert.buyer, 'saaf-language': 'EN' },
      payload: JSON.stringify({
        requestUrl: `${REQ}/listByPage`,
        requestParams: {},
        columns: [
          { key: 'requisitionNumber', title: 'Number' },
          { key: 'status', title: 'Status', lookupType: 'DOC_STATUS' },
          { key: 'totalAmount', title: 'Total' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number,Status,Total');
    expect(lines).toContain(`${own.requisitionNumber},Draft,169.00`);
    for (const doc of hidden()) expect(res.body).not.toContain(doc.requisitionNumber);
  });

  it('cannot create what it could not see afterwards: organisation and categories outside its scope', async () => {
    const res = await k.call(
      `${REQ}/saveOrUpdate`,
      draftBody(k.ids, { orgId: k.ids.south, lines: [{ ...draftBody(k.ids).lines[0], categoryId: k.ids.ic }] }),
      k.cert.buyer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'orgId', message: 'The selected record does not exist' },
        { field: 'lines.0.categoryId', message: 'The selected record does not exist' },
      ]),
    );
  });
});

describe('materials', () => {
  it('lists the enabled materials for the line picker, by keyword and category', async () => {
    const all = await k.call(`${MATERIAL}/listByPage`, {}, k.cert.buyer);
    expect(all.body.page.count).toBe(5);
    const steel = await k.call(`${MATERIAL}/listByPage`, { searchParams: { categoryId: k.ids.steel } }, k.cert.buyer);
    expect(steel.body.data.map((m: any) => m.materialCode)).toEqual(['M-STEEL-45-RD40', 'M-STEEL-Q235-10']);
    const byName = await k.call(`${MATERIAL}/listByPage`, { searchParams: { keyword: 'bearing' } }, k.cert.buyer, {
      lang: 'EN',
    });
    expect(byName.body.data).toEqual([
      expect.objectContaining({
        materialCode: 'M-MRO-BRG-6205',
        unitCode: 'PCS',
        title: 'Deep-groove ball bearing 6205-2RS',
      }),
    ]);
  });

  it('come with the demo requisitions of the buyer in three states', async () => {
    const list = await k.call(
      `${REQ}/listByPage`,
      { searchParams: { status: ['APPROVED', 'ABOLISHED'] } },
      k.cert.buyer,
    );
    expect(list.body.data.map((r: any) => r.status).sort()).toEqual(['ABOLISHED', 'APPROVED']);
    const approved = list.body.data.find((r: any) => r.status === 'APPROVED');
    expect(approved).toMatchObject({ totalAmount: '1460.00', _actions: ['print', 'alter', 'close'] });
  });
});
