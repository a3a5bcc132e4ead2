import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../platform/files/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fileCall, SAMPLE_PDF, setProfile, upload } from './testKit.ts';

const LIST = '/api/fileServer/v2/file/list';
const BATCH_DELETE = '/api/fileServer/v2/file/batchDelete';

let t: TestApp;
let supplier1: string;
let supplier2: string;
let buyer: string;
let finance: string;
let s1File: number;
let s2File: number;

beforeAll(async () => {
  t = await createTestApp();
  [supplier1, supplier2, buyer, finance] = await Promise.all(
    ['supplier1', 'supplier2', 'buyer', 'finance'].map((u) => t.login(u)),
  );
  const one = await upload(t, supplier1, [{ name: '营业执照.pdf', content: SAMPLE_PDF }]);
  const two = await upload(t, supplier2, [{ name: 'ISO9001证书.pdf', content: SAMPLE_PDF }]);
  expect(one.statusCode).toBe(200);
  expect(two.statusCode).toBe(200);
  s1File = one.data[0].id as number;
  s2File = two.data[0].id as number;
});
afterAll(async () => t?.close());

describe('the supplier data boundary (ARCHITECTURE §10)', () => {
  it("records the uploader's supplier", async () => {
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.id, s1File));
    expect(rows[0].supplierId).toBeGreaterThan(0);
    const other = await t.database.db.select().from(attachments).where(eq(attachments.id, s2File));
    expect(other[0].supplierId).not.toBe(rows[0].supplierId);
  });

  it("lets a supplier list only its own attachments, leaving the other's out silently", async () => {
    const list = await t.call(LIST, { ids: `${s2File},${s1File}` }, { certificate: supplier1 });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([s1File]);
    // An internal user sees both (data scope for internal users comes later).
    const inside = await t.call(LIST, { ids: `${s2File},${s1File}` }, { certificate: buyer });
    expect(inside.body.data.map((a: { id: number }) => a.id)).toEqual([s2File, s1File]);
  });

  it("answers 404, as for a missing id, to download, preview, zip or delete another supplier's file", async () => {
    const missing = await fileCall(t, supplier1, 'download', { query: 'id=999999', lang: 'EN' });
    expect(missing.statusCode).toBe(404);
    const foreign = await fileCall(t, supplier1, 'download', { query: `id=${s2File}`, lang: 'EN' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().msg).toBe('The record does not exist');

    expect((await fileCall(t, supplier1, 'pdfView', { query: `id=${s2File}` })).statusCode).toBe(404);
    expect((await fileCall(t, supplier1, 'batchDownload', { body: { ids: `${s1File},${s2File}` } })).statusCode).toBe(
      404,
    );
    const largeDownload = await t.app.inject({
      method: 'GET',
      url: `/api/largeFileServer/v1/largeFile/download?id=${s2File}`,
      headers: { certificate: supplier1 },
    });
    expect(largeDownload.statusCode).toBe(404);

    const del = await t.call(BATCH_DELETE, { ids: `${s1File},${s2File}` }, { certificate: supplier1 });
    expect(del.statusCode).toBe(404);
    // All or nothing: the supplier's own file in the same batch is not deleted either.
    const still = await t.call(LIST, { ids: `${s1File},${s2File}` }, { certificate: buyer });
    expect(still.body.data).toHaveLength(2);

    const own = await fileCall(t, supplier1, 'download', { query: `id=${s1File}` });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('deletes its own attachment with the spec message; it is then gone for everyone', async () => {
    const extra = await upload(t, supplier1, [{ name: 'old.txt', content: 'old' }]);
    const id = extra.data[0].id as number;
    const del = await t.call(BATCH_DELETE, { ids: String(id) }, { certificate: supplier1, lang: 'EN' });
    expect(del.statusCode).toBe(200);
    expect(del.body).toMatchObject({
      status: 'S',
      msg: 'attachment deleted successfully, because attachment IDs updated please save the business document promptly',
    });
    const cn = await t.call(BATCH_DELETE, { ids: String(id) }, { certificate: buyer });
    expect(cn.statusCode).toBe(404);
    expect((await t.call(LIST, { ids: String(id) }, { certificate: buyer })).body.data).toEqual([]);
    expect((await fileCall(t, supplier1, 'download', { query: `id=${id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row).toMatchObject({ deletedFlag: 'Y', version: 1 });
  });

  it('refuses a malformed id string with 400', async () => {
    const res = await t.call(LIST, { ids: 'abc' }, { certificate: buyer });
    expect(res.statusCode).toBe(400);
    expect((await t.call(LIST, {}, { certificate: buyer })).statusCode).toBe(400);
  });

  it('refuses anonymous calls with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${LIST}`, payload: { ids: String(s1File) } });
    expect(res.statusCode).toBe(401);
  });
});

describe('attachment buttons (spec §6)', () => {
  it('refuses an internal user without the buttons with 403', async () => {
    // Finance reads the files of deductions and statements (issue 18); here it holds no attachment button anywhere.
    await t.database.db.execute(
      `delete from base_resp_resource where resource_id in
         (select id from base_menu_resource where resource_code like 'btn%Attachment')
       and responsibility_id = (select id from base_responsibility where responsibility_code = 'FIN_STAFF')`,
    );
    const up = await upload(t, finance, [{ name: 'x.pdf', content: SAMPLE_PDF }], { lang: 'EN' });
    expect(up.statusCode).toBe(403);
    expect(up.body.msg).toBe('You are not allowed to do this');
    expect((await fileCall(t, finance, 'download', { query: `id=${s1File}` })).statusCode).toBe(403);
    expect((await fileCall(t, finance, 'pdfView', { query: `id=${s1File}` })).statusCode).toBe(403);
    expect((await fileCall(t, finance, 'batchDownload', { body: { ids: String(s1File) } })).statusCode).toBe(403);
    expect((await t.call(BATCH_DELETE, { ids: String(s1File) }, { certificate: finance })).statusCode).toBe(403);
    // Listing needs no button.
    expect((await t.call(LIST, { ids: String(s1File) }, { certificate: finance })).statusCode).toBe(200);
  });

  it('lets a supplier without the delete button on its menus upload and download but not delete', async () => {
    // The supplier portal has upload/download/delete on "My qualifications"; take the delete button away.
    await t.database.db.execute(
      `delete from base_resp_resource where resource_id in
         (select id from base_menu_resource where resource_code = 'btnDelAttachment')
       and responsibility_id = (select id from base_responsibility where responsibility_code = 'SUP_PORTAL')`,
    );
    const res = await t.call(BATCH_DELETE, { ids: String(s1File) }, { certificate: supplier1 });
    expect(res.statusCode).toBe(403);
  });

  it('checks only the login when the profile ATTACHMENT_PERMISSION_CHECK_FLAG is N', async () => {
    await setProfile(t, 'ATTACHMENT_PERMISSION_CHECK_FLAG', 'N');
    try {
      const up = await upload(t, finance, [{ name: '发票.pdf', content: SAMPLE_PDF }]);
      expect(up.statusCode).toBe(200);
      const id = up.data[0].id as number;
      expect((await fileCall(t, finance, 'download', { query: `id=${id}` })).statusCode).toBe(200);
      expect((await t.call(BATCH_DELETE, { ids: String(id) }, { certificate: finance })).statusCode).toBe(200);
      // The data boundary still holds.
      expect((await fileCall(t, supplier2, 'download', { query: `id=${s1File}` })).statusCode).toBe(404);
      // The drawing calls are not attachment buttons: still checked.
      expect((await fileCall(t, finance, 'drawPdfView', { query: `id=${s1File}` })).statusCode).toBe(403);
    } finally {
      await setProfile(t, 'ATTACHMENT_PERMISSION_CHECK_FLAG', 'Y');
    }
    expect((await fileCall(t, finance, 'download', { query: `id=${s1File}` })).statusCode).toBe(403);
  });
});
