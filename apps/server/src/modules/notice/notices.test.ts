import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fileCall, SAMPLE_PDF, upload } from '../file/testKit.ts';
import { notify } from './index.ts';
import { commonFiles, notifications } from './schema.ts';

const NOTICE = '/api/srmServer/v1/srmBaseNoticeRestful';
const NOTIFICATION = '/api/srmServer/v1/srmBaseNotificationRestful';
const COMMON_FILE = '/api/srmServer/v1/srmBaseCommonFileRestful';

let t: TestApp;
let admin: string;
let buyer: string;
let finance: string;
let supplier1: string;
let supplier2: string;
let supplier1Id: number;
let supplier2Id: number;

type Row = Record<string, any>;
const titles = (rows: Row[]) => rows.map((r) => r.noticeTitle as string);

async function summary(certificate: string, body: Row = {}) {
  const res = await t.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 50, ...body }, { certificate });
  expect(res.statusCode).toBe(200);
  return res.body.data as Row[];
}

async function createNotice(body: Row) {
  const res = await t.call(
    `${NOTICE}/saveOrUpdate`,
    { noticeType: 'SYSTEM_ANN', audience: 'ALL', content: 'line one\nline two', ...body },
    { certificate: buyer, lang: 'EN' },
  );
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Row;
}

async function publish(noticeId: number) {
  const res = await t.call(`${NOTICE}/doPublish`, { noticeId }, { certificate: buyer });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as Row;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer, finance, supplier1, supplier2] = await Promise.all(
    ['admin', 'buyer', 'finance', 'supplier1', 'supplier2'].map((u) => t.login(u)),
  );
  const rows = await t.database.db.select().from(users);
  supplier1Id = rows.find((u) => u.userName === 'supplier1')!.supplierId!;
  supplier2Id = rows.find((u) => u.userName === 'supplier2')!.supplierId!;
});
afterAll(async () => t?.close());

describe('the demo notices', () => {
  it("lists only published notices of the caller's audience, top first, filtered by type list", async () => {
    const inside = await summary(buyer);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside[0].topFlag).toBe('Y');
    expect(titles(inside)).toContain('采购制度修订说明（内部）');
    // Internal users see ALL and INTERNAL notices, not those for suppliers.
    expect(titles(inside)).not.toContain('电子元器件竞标公告');
    const s1 = await summary(supplier1);
    expect(titles(s1)).toContain('电子元器件竞标公告');
    expect(titles(s1)).toContain('精密零件专项询价（定向）');
    expect(titles(s1)).not.toContain('采购制度修订说明（内部）');
    const s2 = await summary(supplier2);
    expect(titles(s2)).not.toContain('精密零件专项询价（定向）');
    const tenders = await summary(supplier1, { noticeType: 'TENDER_ANN,BIDDING_ANN' });
    expect(new Set(tenders.map((r) => r.noticeType))).toEqual(new Set(['TENDER_ANN', 'BIDDING_ANN']));
    for (const key of ['noticeId', 'noticeTitle', 'noticeType', 'creationDate', 'viewCount', 'selfCount', 'topFlag']) {
      expect(tenders[0]).toHaveProperty(key);
    }
  });

  it('pages with the spec sizes and searches by title', async () => {
    const res = await t.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 2 }, { certificate: supplier1 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.page.count).toBeGreaterThan(2);
    const found = await summary(supplier1, { searchParams: { noticeTitle: '包装' } });
    expect(titles(found)).toEqual(['包装材料竞价公告']);
  });
});

describe('supplier targeting', () => {
  let targeted: Row;
  beforeAll(async () => {
    targeted = await createNotice({
      noticeTitle: 'Only for supplier one',
      audience: 'SUPPLIER',
      supplierIds: [supplier1Id],
    });
    expect(targeted.noticeNumber).toMatch(/^NT\d{10}$/);
    expect(targeted.supplierIds).toEqual([supplier1Id]);
    await publish(targeted.noticeId);
  });

  it('shows it to supplier1 unread, and counts each opening', async () => {
    const before = (await summary(supplier1)).find((r) => r.noticeId === targeted.noticeId);
    expect(before).toMatchObject({ selfCount: 0, viewCount: 0 });
    const first = await t.call(`${NOTICE}/findById`, { noticeId: targeted.noticeId }, { certificate: supplier1 });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      noticeTitle: 'Only for supplier one',
      content: 'line one\nline two',
      selfCount: 1,
      viewCount: 1,
    });
    expect(first.body.data.supplierIds).toEqual([]); // readers are not told who else it was for
    await t.call(`${NOTICE}/findById`, { noticeId: targeted.noticeId }, { certificate: supplier1 });
    const after = (await summary(supplier1)).find((r) => r.noticeId === targeted.noticeId);
    expect(after).toMatchObject({ selfCount: 2, viewCount: 2 });
  });

  it('never shows it to supplier2: not listed, 404 when opened', async () => {
    expect((await summary(supplier2)).map((r) => r.noticeId)).not.toContain(targeted.noticeId);
    const res = await t.call(`${NOTICE}/findById`, { noticeId: targeted.noticeId }, { certificate: supplier2 });
    expect(res.statusCode).toBe(404);
    // ... nor to internal users (audience SUPPLIER) who do not manage notices
    const inside = await t.call(`${NOTICE}/findById`, { noticeId: targeted.noticeId }, { certificate: finance });
    expect(inside.statusCode).toBe(404);
  });

  it('an untargeted supplier notice reaches every supplier', async () => {
    const open = await createNotice({ noticeTitle: 'For every supplier', audience: 'SUPPLIER' });
    await publish(open.noticeId);
    expect((await summary(supplier2)).map((r) => r.noticeId)).toContain(open.noticeId);
    expect((await summary(finance)).map((r) => r.noticeId)).not.toContain(open.noticeId);
  });
});

describe('management', () => {
  it('saves a draft (versioned), refuses a stale save, publishes, revokes; drafts stay unlisted', async () => {
    const draft = await createNotice({ noticeTitle: 'Draft notice', noticeType: 'TENDER_ANN' });
    expect(draft.status).toBe('DRAFT');
    expect((await summary(buyer)).map((r) => r.noticeId)).not.toContain(draft.noticeId);
    const changed = await createNotice({
      noticeId: draft.noticeId,
      noticeTitle: 'Draft notice v2',
      noticeType: 'TENDER_ANN',
      version: draft.version,
    });
    expect(changed.version).toBe(draft.version + 1);
    const stale = await t.call(
      `${NOTICE}/saveOrUpdate`,
      {
        noticeId: draft.noticeId,
        noticeTitle: 'stale',
        noticeType: 'TENDER_ANN',
        audience: 'ALL',
        version: draft.version,
      },
      { certificate: buyer, lang: 'EN' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toBe('The document was changed by someone else, reload it');
    // The manager previews the draft without counting it.
    const preview = await t.call(`${NOTICE}/findById`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(preview.body.data).toMatchObject({ status: 'DRAFT', viewCount: 0 });
    const published = await publish(draft.noticeId);
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishDate).toBeTruthy();
    expect((await summary(finance)).map((r) => r.noticeId)).toContain(draft.noticeId);
    const edit = await t.call(
      `${NOTICE}/saveOrUpdate`,
      {
        noticeId: draft.noticeId,
        noticeTitle: 'x',
        noticeType: 'TENDER_ANN',
        audience: 'ALL',
        version: published.version,
      },
      { certificate: buyer, lang: 'EN' },
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.body.msg).toBe('Only a draft notice can be changed, published or deleted');
    const del = await t.call(`${NOTICE}/delete`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(del.statusCode).toBe(409);
    const revoked = await t.call(`${NOTICE}/doRevoke`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(revoked.body.data.status).toBe('REVOKED');
    expect((await summary(finance)).map((r) => r.noticeId)).not.toContain(draft.noticeId);
    const gone = await t.call(`${NOTICE}/findById`, { noticeId: draft.noticeId }, { certificate: finance });
    expect(gone.statusCode).toBe(404);
    const again = await t.call(`${NOTICE}/doRevoke`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(again.statusCode).toBe(409);
  });

  it('keeps an expired notice off the home lists but on the more page', async () => {
    const old = await createNotice({ noticeTitle: 'Expired notice', expireDate: '2020-01-01' });
    await publish(old.noticeId);
    expect((await summary(finance)).map((r) => r.noticeId)).not.toContain(old.noticeId);
    expect((await summary(finance, { searchParams: { includeExpired: true } })).map((r) => r.noticeId)).toContain(
      old.noticeId,
    );
  });

  it('deletes a draft and lists with filters', async () => {
    const draft = await createNotice({ noticeTitle: 'To be deleted', noticeType: 'COMPETE_ANN' });
    const list = await t.call(
      `${NOTICE}/listByPage`,
      { searchParams: { noticeTitle: 'deleted', status: 'DRAFT' } },
      { certificate: buyer },
    );
    expect(list.body.data.map((r: Row) => r.noticeId)).toEqual([draft.noticeId]);
    const del = await t.call(`${NOTICE}/delete`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(del.statusCode).toBe(200);
    const missing = await t.call(`${NOTICE}/findById`, { noticeId: draft.noticeId }, { certificate: buyer });
    expect(missing.statusCode).toBe(404);
  });

  it('requires title, a known type and the audience', async () => {
    const res = await t.call(
      `${NOTICE}/saveOrUpdate`,
      { noticeTitle: '', noticeType: 'NOPE', audience: 'ALL' },
      { certificate: buyer, lang: 'EN' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors.map((e: Row) => e.field)).toContain('noticeTitle');
    const badType = await t.call(
      `${NOTICE}/saveOrUpdate`,
      { noticeTitle: 'A', noticeType: 'NOPE', audience: 'ALL' },
      { certificate: buyer, lang: 'EN' },
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.body.data.errors[0].field).toBe('noticeType');
    const noAudience = await t.call(
      `${NOTICE}/saveOrUpdate`,
      { noticeTitle: 'A', noticeType: 'SYSTEM_ANN' },
      { certificate: buyer },
    );
    expect(noAudience.statusCode).toBe(400);
  });

  it('refuses supplier users and internal users without the menu (403)', async () => {
    for (const action of ['listByPage', 'saveOrUpdate', 'doPublish', 'doRevoke', 'delete']) {
      const res = await t.call(
        `${NOTICE}/${action}`,
        { noticeId: 1, noticeTitle: 'x', noticeType: 'SYSTEM_ANN', audience: 'ALL' },
        { certificate: supplier1 },
      );
      expect(res.statusCode, action).toBe(403);
    }
    const fin = await t.call(`${NOTICE}/listByPage`, {}, { certificate: finance });
    expect(fin.statusCode).toBe(403);
    const files = await t.call(
      `${COMMON_FILE}/saveOrUpdate`,
      { fileTitle: 'x', fileType: 'FINANCING_GUIDE' },
      { certificate: supplier1 },
    );
    expect(files.statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it("lists only the caller's own, marks read on opening, 404 for someone else's", async () => {
    const mine = await t.call(`${NOTIFICATION}/listByPage`, { pageIndex: 1, pageRows: 5 }, { certificate: buyer });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data.every((r: Row) => r.selfCount === 0)).toBe(true);
    const link = mine.body.data.find((r: Row) => r.billType === 'LINK');
    expect(link.billLink).toMatch(/^https:/);
    const s1 = await t.call(`${NOTIFICATION}/listByPage`, {}, { certificate: supplier1 });
    expect(s1.body.data).toHaveLength(1);
    const other = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: s1.body.data[0].notificationId },
      { certificate: supplier2 },
    );
    expect(other.statusCode).toBe(404);
    const byBuyer = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: s1.body.data[0].notificationId },
      { certificate: buyer },
    );
    expect(byBuyer.statusCode).toBe(404);
    const opened = await t.call(
      `${NOTIFICATION}/findById`,
      { notificationId: link.notificationId },
      { certificate: buyer },
    );
    expect(opened.body.data).toMatchObject({ selfCount: 1, content: expect.any(String) });
    expect(opened.body.data.readDate).toBeTruthy();
    const unread = await t.call(`${NOTIFICATION}/listByPage`, { readFlag: 'N' }, { certificate: buyer });
    expect(unread.body.data).toHaveLength(1);
    // doRead ignores others' ids
    const read = await t.call(
      `${NOTIFICATION}/doRead`,
      { notificationIds: [unread.body.data[0].notificationId, s1.body.data[0].notificationId] },
      { certificate: buyer },
    );
    expect(read.body.data.count).toBe(1);
    const s1After = await t.call(`${NOTIFICATION}/listByPage`, {}, { certificate: supplier1 });
    expect(s1After.body.data[0].selfCount).toBe(0);
  });

  it("notify() writes in the caller's transaction and rolls back with it", async () => {
    const [financeUser] = await t.database.db.select().from(users).where(eq(users.userName, 'finance'));
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { recipientUserIds: [financeUser.id], title: 'Rolled back', createdBy: null });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const ids = await t.database.db.transaction((tx) =>
      notify(tx, {
        recipientUserIds: [financeUser.id, financeUser.id],
        title: 'Invoice received',
        billType: 'LINK',
        billLink: 'https://example.com/x',
        billParams: { a: 1 },
        createdBy: null,
      }),
    );
    expect(ids).toHaveLength(1);
    const list = await t.call(`${NOTIFICATION}/listByPage`, {}, { certificate: finance });
    expect(list.body.data.map((r: Row) => r.notificationTitle)).toEqual(['Invoice received']);
    expect(list.body.data[0].billParams).toEqual({ a: 1 });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationTitle, 'Rolled back'));
    expect(rows).toHaveLength(0);
  });
});

describe('public documents', () => {
  it("lists the enabled documents of the given types for the caller's class", async () => {
    const inside = await t.call(
      `${COMMON_FILE}/indexCommonFileList`,
      { fileType: 'BUYER_OPERATION_GUIDE,SUPPLIER_OPERATION_GUIDE,FINANCING_GUIDE' },
      { certificate: buyer },
    );
    expect(inside.body.data.map((r: Row) => r.fileType).sort()).toEqual([
      'BUYER_OPERATION_GUIDE',
      'SUPPLIER_OPERATION_GUIDE',
    ]);
    const outside = await t.call(
      `${COMMON_FILE}/indexCommonFileList`,
      { fileType: 'BUYER_OPERATION_GUIDE,SUPPLIER_OPERATION_GUIDE,FINANCING_GUIDE' },
      { certificate: supplier1 },
    );
    expect(outside.body.data.map((r: Row) => r.fileType).sort()).toEqual([
      'FINANCING_GUIDE',
      'SUPPLIER_OPERATION_GUIDE',
    ]);
  });

  it('lets a supplier download the file of an enabled public document and of a readable notice, nothing else', async () => {
    const up = await upload(t, buyer, [{ name: 'guide.pdf', content: SAMPLE_PDF }]);
    const notLinked = await upload(t, buyer, [{ name: 'internal.pdf', content: SAMPLE_PDF }]);
    const fileId = up.data[0].id as number;
    const otherId = notLinked.data[0].id as number;
    // Before any public record references it, the supplier cannot see it.
    expect((await fileCall(t, supplier2, 'download', { query: `id=${fileId}` })).statusCode).toBe(404);
    const saved = await t.call(
      `${COMMON_FILE}/saveOrUpdate`,
      { fileTitle: 'Quality manual', fileType: 'OTHER_OPERATION_GUIDE', audience: 'ALL', fileIds: String(fileId) },
      { certificate: buyer },
    );
    expect(saved.statusCode, saved.raw).toBe(200);
    const listed = await t.call(
      `${COMMON_FILE}/indexCommonFileList`,
      { fileType: 'OTHER_OPERATION_GUIDE' },
      { certificate: supplier2 },
    );
    const doc = listed.body.data.find((r: Row) => r.fileTitle === 'Quality manual');
    expect(doc.files).toEqual([expect.objectContaining({ id: fileId, originalFileName: 'guide.pdf' })]);
    const ok = await fileCall(t, supplier2, 'download', { query: `id=${fileId}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fileCall(t, supplier2, 'download', { query: `id=${otherId}` })).statusCode).toBe(404);
    // ... but never delete it
    expect((await fileCall(t, supplier2, 'batchDelete', { body: { ids: String(fileId) } })).statusCode).toBe(404);
    // A disabled document's file is no longer readable.
    await t.call(`${COMMON_FILE}/saveOrUpdate`, { ...saved.body.data, enabledFlag: 'N' }, { certificate: buyer });
    expect((await fileCall(t, supplier2, 'download', { query: `id=${fileId}` })).statusCode).toBe(404);

    // The attachment of a notice targeted at supplier1 is readable by supplier1 only.
    const n = await createNotice({
      noticeTitle: 'With a file',
      audience: 'SUPPLIER',
      supplierIds: [supplier1Id],
      fileIds: String(otherId),
    });
    expect((await fileCall(t, supplier1, 'download', { query: `id=${otherId}` })).statusCode).toBe(404); // draft
    await publish(n.noticeId);
    expect((await fileCall(t, supplier1, 'download', { query: `id=${otherId}` })).statusCode).toBe(200);
    expect((await fileCall(t, supplier2, 'download', { query: `id=${otherId}` })).statusCode).toBe(404);
    const opened = await t.call(`${NOTICE}/findById`, { noticeId: n.noticeId }, { certificate: supplier1 });
    expect(opened.body.data.files.map((f: Row) => f.id)).toEqual([otherId]);
    expect(supplier2Id).not.toBe(supplier1Id);
  });

  it('manages documents: list, stale save 409, delete', async () => {
    const list = await t.call(
      `${COMMON_FILE}/listByPage`,
      { searchParams: { fileType: 'FINANCING_GUIDE' } },
      { certificate: admin },
    );
    expect(list.body.data).toHaveLength(1);
    const row = list.body.data[0];
    const first = await t.call(`${COMMON_FILE}/saveOrUpdate`, { ...row, description: 'v2' }, { certificate: buyer });
    expect(first.statusCode).toBe(200);
    const stale = await t.call(`${COMMON_FILE}/saveOrUpdate`, { ...row, description: 'v3' }, { certificate: buyer });
    expect(stale.statusCode).toBe(409);
    const del = await t.call(`${COMMON_FILE}/delete`, { commonFileId: row.commonFileId }, { certificate: buyer });
    expect(del.statusCode).toBe(200);
    const rows = await t.database.db.select().from(commonFiles).where(eq(commonFiles.id, row.commonFileId));
    expect(rows).toHaveLength(0);
  });
});
