import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datePart } from '../../platform/numbering/numbering.ts';
import { createKit, draftBody, inDays, type Kit, REQ } from './testKit.ts';

/** What a change without the version it was read at is told (field message, issue 16 item 4). */
const VERSION_REQUIRED =
  'the version the record was read at must be sent with a change; reload the record and save again';

/** Saving requisitions: numbers, totals, edits with the version, field errors, history, deletion. */

let k: Kit;
beforeAll(async () => {
  k = await createKit();
});
afterAll(async () => k?.t.close());

const save = (body: object, who = k.cert.buyer, lang: 'CN' | 'EN' = 'EN') =>
  k.call(`${REQ}/saveOrUpdate`, body, who, { lang });

describe('saveOrUpdate', () => {
  it('creates a draft with two lines: the next number of the day, amounts and total computed exactly', async () => {
    const today = `PR${datePart('yyMMdd', new Date())}`;
    const before = await k.call(`${REQ}/listByPage`, { searchParams: { requisitionNumber: today } }, k.cert.admin);
    const res = await save(draftBody(k.ids));
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('Saved');
    const doc = res.body.data;
    expect(doc.requisitionNumber).toBe(`${today}${String(before.body.page.count + 1).padStart(4, '0')}`);
    expect(doc).toMatchObject({
      status: 'DRAFT',
      statusName: 'Draft',
      version: 0,
      totalAmount: '169.00',
      orgName: 'East China OU',
      departmentName: 'Purchasing',
      requesterName: '李采购',
      printFlag: 'N',
    });
    expect(doc.lines.map((l: any) => [l.lineNumber, l.quantity, l.estimatedPrice, l.amount])).toEqual([
      [1, '12.5000', '4.800000', '60.00'],
      [2, '3.0000', '36.333333', '109.00'],
    ]);
    expect(doc.lines[0]).toMatchObject({
      materialName: 'Q235 hot-rolled plate 10 mm',
      categoryName: 'Steel',
      suggestedSupplierName: '苏州精密机械有限公司',
    });
    expect(doc._actions).toEqual(['edit', 'delete', 'print', 'submit', 'abolish']);
    const next = await save(draftBody(k.ids));
    expect(next.body.data.requisitionNumber).toBe(`${today}${String(before.body.page.count + 2).padStart(4, '0')}`);
  });

  it('edits a draft with the version read: header and lines in one go, lines left out removed', async () => {
    const created = (await save(draftBody(k.ids))).body.data;
    const [first] = created.lines;
    const res = await save({
      ...created,
      purpose: 'Spare parts for line 3',
      lines: [
        { ...first, quantity: '10' },
        {
          itemDescription: 'Bearing 6205',
          categoryId: k.ids.mro,
          quantity: '4',
          unitCode: 'PCS',
          estimatedPrice: '18.5',
          needByDate: inDays(30),
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const doc = res.body.data;
    expect(doc).toMatchObject({ version: 1, purpose: 'Spare parts for line 3', totalAmount: '122.00' });
    // The kept line keeps its id and number; the new one takes the next number, not the removed one's.
    expect(doc.lines.map((l: any) => [l.lineId, l.lineNumber, l.amount])).toEqual([
      [first.lineId, 1, '48.00'],
      [expect.any(Number), 3, '74.00'],
    ]);
  });

  it('refuses a stale version with 409 and the message of the issue, in both languages', async () => {
    const created = (await save(draftBody(k.ids))).body.data;
    expect((await save({ ...created, purpose: 'first' })).statusCode).toBe(200);
    const stale = await save({ ...created, purpose: 'second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toBe('The document was changed by someone else, reload it');
    const staleCn = await save({ ...created, purpose: 'second' }, k.cert.buyer, 'CN');
    expect(staleCn.body.msg).toBe('单据已被他人修改，请重新加载');
    const noVersion = await save({ ...created, version: undefined, purpose: 'third' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body.data.errors).toEqual([{ field: 'version', message: VERSION_REQUIRED }]);
  });

  it('answers bad input with field errors in the request language', async () => {
    const bad = draftBody(k.ids, {
      purpose: '  ',
      needByDate: '2026-02-30',
      currencyCode: 'XXX',
      lines: [
        {
          itemDescription: 'x',
          categoryId: k.ids.steel,
          quantity: 'abc',
          unitCode: 'KG',
          estimatedPrice: '1.1234567',
          needByDate: inDays(3),
        },
        { itemDescription: 'y', categoryId: k.ids.steel, quantity: '0', unitCode: 'KG', estimatedPrice: '1' },
      ],
    });
    const en = await save(bad);
    expect(en.statusCode).toBe(400);
    expect(en.body.data.errors).toEqual([
      { field: 'purpose', message: 'required' },
      { field: 'needByDate', message: 'must be a date written YYYY-MM-DD' },
      { field: 'lines.0.quantity', message: 'must enter a numeric value' },
      { field: 'lines.0.estimatedPrice', message: 'must have at most 6 decimals' },
      { field: 'lines.1.quantity', message: 'must be at least 0.0001' },
      { field: 'lines.1.needByDate', message: 'required' },
    ]);
    const cn = await save(bad, k.cert.buyer, 'CN');
    expect(cn.body.data.errors.map((e: any) => e.message)).toEqual([
      '必填',
      '日期格式应为 YYYY-MM-DD',
      '请输入数值',
      '最多 6 位小数',
      '不能小于 0.0001',
      '必填',
    ]);
    // Formats pass; references and lookups are checked against the database.
    const refs = await save(
      draftBody(k.ids, {
        currencyCode: 'XXX',
        departmentId: k.ids.purSouth,
        requesterId: 999999,
        lines: [{ ...draftBody(k.ids).lines[0], unitCode: 'ZZ', materialId: 999999, categoryId: k.ids.ic }],
      }),
      k.cert.buyer,
      'CN',
    );
    expect(refs.statusCode).toBe(400);
    expect(refs.body.data.errors).toEqual([
      { field: 'lines.0.categoryId', message: '所选记录不存在' },
      { field: 'currencyCode', message: '不是值集 BASE_CURRENCY 中启用的值' },
      { field: 'lines.0.unitCode', message: '不是值集 BASE_UOM 中启用的值' },
      { field: 'departmentId', message: '所选记录不存在' },
      { field: 'requesterId', message: '所选记录不存在' },
      { field: 'lines.0.materialId', message: '所选记录不存在' },
    ]);
  });

  it('requires the requester to be a person of the requesting organisation', async () => {
    const [{ id: southPerson }] = (
      (await k.t.database.db.execute(
        sql`insert into base_person (employee_number, person_name, org_id) values ('S-REQ', 'South requester', ${k.ids.south}) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const res = await save(draftBody(k.ids, { requesterId: southPerson }));
    expect(res.body.data.errors).toEqual([
      { field: 'requesterId', message: 'The requester is not a person of the chosen organisation' },
    ]);
  });

  it('refuses a line id of another document', async () => {
    const a = (await save(draftBody(k.ids))).body.data;
    const b = (await save(draftBody(k.ids))).body.data;
    const res = await save({ ...a, lines: [b.lines[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual([
      { field: 'lines.0.lineId', message: 'This line does not belong to the document; reload it' },
    ]);
  });
});

describe('history', () => {
  it('records each save with the field differences of header and lines', async () => {
    const created = (await save(draftBody(k.ids))).body.data;
    const [first, second] = created.lines;
    await save({
      ...created,
      purpose: 'Changed purpose',
      lines: [
        { ...first, estimatedPrice: '5' },
        {
          itemDescription: 'Bolts',
          categoryId: k.ids.mro,
          quantity: '100',
          unitCode: 'PCS',
          estimatedPrice: '0.2',
          needByDate: inDays(9),
        },
      ],
    });
    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: created.requisitionId }, k.cert.buyer)).body
      .data;
    expect(history.map((h: any) => [h.action, h.actionName, h.toStatus, h.userFullName])).toEqual([
      ['create', 'Created', 'DRAFT', '李采购'],
      ['edit', 'Edit', 'DRAFT', '李采购'],
    ]);
    expect(history[0].changes.lines.map((l: any) => l.change)).toEqual(['added', 'added']);
    const { header, lines } = history[1].changes;
    expect(header).toEqual([
      { field: 'purpose', before: 'Spare parts for line 2', after: 'Changed purpose' },
      { field: 'totalAmount', before: '169.00', after: '82.50' },
    ]);
    expect(lines).toEqual([
      {
        lineId: first.lineId,
        lineNumber: 1,
        change: 'changed',
        fields: [
          { field: 'estimatedPrice', before: '4.800000', after: '5.000000' },
          { field: 'amount', before: '60.00', after: '62.50' },
        ],
      },
      expect.objectContaining({ lineNumber: 3, change: 'added' }),
      expect.objectContaining({ lineId: second.lineId, lineNumber: 2, change: 'removed' }),
    ]);
    expect(lines[2].fields).toContainEqual({ field: 'itemDescription', before: 'Nitrile gloves', after: null });
  });

  it('names the records behind changed references, in the request language', async () => {
    const created = (await save(draftBody(k.ids))).body.data;
    const [first, ...rest] = created.lines;
    const before = first.categoryId;
    const other = before === k.ids.mro ? k.ids.steel : k.ids.mro;
    await save({ ...created, lines: [{ ...first, categoryId: other }, ...rest] });
    const history = (await k.call(`${REQ}/listHistory`, { requisitionId: created.requisitionId }, k.cert.buyer)).body
      .data;
    const change = history[1].changes.lines[0].fields.find((f: any) => f.field === 'categoryId');
    const names = (await k.call(`${REQ}/findById`, { requisitionId: created.requisitionId }, k.cert.buyer)).body.data
      .lines[0];
    expect(change).toMatchObject({ before, after: other, afterName: names.categoryName });
    expect(change.beforeName).toEqual(expect.any(String));
    expect(change.beforeName).not.toBe(change.afterName);
  });
});

describe('delete', () => {
  it('deletes drafts only, keeping their history', async () => {
    const draft = (await save(draftBody(k.ids))).body.data;
    const ref = { requisitionId: draft.requisitionId, version: draft.version };
    const submitted = await k.call(`${REQ}/doSubmit`, ref, k.cert.buyer);
    expect(submitted.body.data.status).toBe('APPROVING');
    const refused = await k.call(`${REQ}/delete`, { ...ref, version: 1 }, k.cert.buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toBe('The document is In approval; Delete is not allowed');

    const other = (await save(draftBody(k.ids))).body.data;
    const deleted = await k.call(`${REQ}/delete`, { requisitionId: other.requisitionId, version: 0 }, k.cert.buyer);
    expect(deleted.statusCode).toBe(200);
    expect((await k.call(`${REQ}/findById`, { requisitionId: other.requisitionId }, k.cert.buyer)).statusCode).toBe(
      404,
    );
    const rows = (await k.t.database.db.execute(
      sql`select action from base_document_history where bill_type = 'PUR_REQUISITION' and doc_id = ${other.requisitionId} order by id`,
    )) as unknown as { rows: { action: string }[] };
    expect(rows.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('batch-saves and batch-deletes all or none', async () => {
    const batch = await k.call(
      `${REQ}/doBatchSaveOrUpdate`,
      { items: [draftBody(k.ids), draftBody(k.ids, { purpose: 'second' })] },
      k.cert.buyer,
    );
    expect(batch.statusCode).toBe(200);
    const [a, b] = batch.body.data;
    const badBatch = await k.call(
      `${REQ}/doBatchSaveOrUpdate`,
      { items: [draftBody(k.ids, { purpose: 'never stored' }), draftBody(k.ids, { currencyCode: 'XXX' })] },
      k.cert.buyer,
    );
    expect(badBatch.body.data.errors).toEqual([
      { field: 'items.1.currencyCode', message: 'is not an enabled value of the lookup BASE_CURRENCY' },
    ]);
    const stored = await k.call(`${REQ}/listByPage`, { pageRows: 100 }, k.cert.buyer);
    expect(stored.body.data.some((r: any) => r.purpose === 'never stored')).toBe(false);

    const stale = await k.call(
      `${REQ}/doBatchDelete`,
      {
        items: [
          { requisitionId: a.requisitionId, version: 0 },
          { requisitionId: b.requisitionId, version: 5 },
        ],
      },
      k.cert.buyer,
    );
    expect(stale.statusCode).toBe(409);
    expect((await k.call(`${REQ}/findById`, { requisitionId: a.requisitionId }, k.cert.buyer)).statusCode).toBe(200);
    const gone = await k.call(
      `${REQ}/doBatchDelete`,
      { items: [a, b].map((d) => ({ requisitionId: d.requisitionId, version: 0 })) },
      k.cert.buyer,
    );
    expect(gone.statusCode).toBe(200);
    expect((await k.call(`${REQ}/findById`, { requisitionId: b.requisitionId }, k.cert.buyer)).statusCode).toBe(404);
  });
});
