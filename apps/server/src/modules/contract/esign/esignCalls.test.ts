import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { readCrl, rootCa } from './ca.ts';

/*
 * The CA calls as the screens make them: a supplier user registers its company, the administrator approves or
 * refuses it, the supplier reads its certificate and seal; another supplier reaches none of it through any call;
 * a revoked certificate is on the CRL anyone downloads.
 */

const REG = '/api/srmServer/v1/srmCaRegisterRestful';
const CERT = '/api/srmServer/v1/srmCaCertificateRestful';
const SEAL = '/api/srmServer/v1/srmCaSealRestful';
const REBIND = '/api/srmServer/v1/srmCaRebindRestful';

let t: TestApp;
const cert: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'buyer', 'supplier1', 'supplier2']) cert[name] = await t.login(name);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, certificate?: string) =>
  t.app.inject({ method: 'GET', url, headers: certificate ? { certificate } : {} });

describe('CA registration, review and the supplier boundary', () => {
  let regId: number;
  let certificateId: number;
  let sealId: number;
  let serial: string;

  it('a supplier user registers its own company; the identity is checked in the request language', async () => {
    const bad = await t.call(
      `${REG}/apply`,
      { subjectKind: 'SUPPLIER', subjectName: '苏州精密机械有限公司', creditCode: 'ABC' },
      { certificate: cert.supplier1, lang: 'EN' },
    );
    expect(bad.body.msg).toBe('The unified social credit code is 18 digits or capital letters');
    // A supplier user cannot apply for one of the buyer's organisations.
    const org = await t.call(
      `${REG}/apply`,
      { subjectKind: 'ORG', orgId: 1, subjectName: 'x', creditCode: '91320500MA1WX81234' },
      { certificate: cert.supplier1 },
    );
    expect(org.statusCode).toBe(403);
    const res = await t.call(
      `${REG}/apply`,
      {
        subjectKind: 'SUPPLIER',
        subjectName: '苏州精密机械有限公司',
        creditCode: '91320500ma1wx81234',
        legalRep: '王强',
        agentName: '李明',
        idNumber: '11010519491231002X',
        mobile: '13800001111',
      },
      { certificate: cert.supplier1 },
    );
    expect(res.body.status).toBe('S');
    expect(res.body.data).toMatchObject({
      status: 'SUBMITTED',
      creditCode: '91320500MA1WX81234',
      idNumber: '110105********002X',
    });
    regId = res.body.data.id;
  });

  it('the administrator lists and approves it: a certificate with a default seal', async () => {
    const list = await t.call(
      `${REG}/listByPage`,
      { searchParams: { status: 'SUBMITTED' } },
      { certificate: cert.admin },
    );
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(regId);
    const res = await t.call(`${REG}/approve`, { id: regId }, { certificate: cert.admin, lang: 'EN' });
    expect(res.body.status).toBe('S');
    serial = res.body.data.serialNumber;
    expect(res.body.msg).toBe(`Approved: certificate ${serial} issued`);
    certificateId = res.body.data.certificateId;
    const again = await t.call(`${REG}/approve`, { id: regId }, { certificate: cert.admin });
    expect(again.statusCode).toBe(400);
  });

  it('the supplier reads its certificate and seal; it operates the seal, so no rebind', async () => {
    const mine = await t.call(`${CERT}/myCertificates`, {}, { certificate: cert.supplier1 });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      serialNumber: serial,
      status: 'VALID',
      subjectName: '苏州精密机械有限公司',
    });
    expect(mine.body.data[0].seals).toEqual([expect.objectContaining({ source: 'DEFAULT', status: 'VALID' })]);
    sealId = mine.body.data[0].seals[0].id;
    const png = await get(`${SEAL}/image?id=${sealId}`, cert.supplier1);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const check = await t.call(`${REBIND}/checkNeedRebind`, {}, { certificate: cert.supplier1 });
    expect(check.body.data).toMatchObject({ needRebind: false, certificateId });
    const history = await t.call(`${REG}/registerHistory`, {}, { certificate: cert.supplier1 });
    expect(history.body.data).toEqual([expect.objectContaining({ id: regId, status: 'APPROVED' })]);
  });

  it('another supplier reaches none of it, and no administrator call', async () => {
    const s2 = { certificate: cert.supplier2 };
    expect((await t.call(`${REG}/registerHistory`, {}, s2)).body.data).toEqual([]);
    expect((await t.call(`${REG}/findById`, { id: regId }, s2)).statusCode).toBe(404);
    expect((await t.call(`${CERT}/myCertificates`, {}, s2)).body.data).toEqual([]);
    expect((await get(`${SEAL}/image?id=${sealId}`, cert.supplier2)).statusCode).toBe(404);
    expect((await t.call(`${SEAL}/sealRevoke`, { id: sealId }, s2)).statusCode).toBe(404);
    expect((await t.call(`${SEAL}/drawDefault`, { certificateId }, s2)).statusCode).toBe(404);
    expect((await t.call(`${SEAL}/upload`, { certificateId, pngBase64: 'x' }, s2)).statusCode).toBe(404);
    expect((await t.call(`${REBIND}/rebindAdmin`, { certificateId }, s2)).statusCode).toBe(404);
    expect((await t.call(`${REBIND}/history`, { certificateId }, s2)).statusCode).toBe(404);
    expect((await t.call(`${REBIND}/checkNeedRebind`, {}, s2)).body.data.certificateId).toBeNull();
    for (const [path, body] of [
      [`${REG}/listByPage`, {}],
      [`${REG}/approve`, { id: regId }],
      [`${REG}/refuse`, { id: regId, reason: 'x' }],
      [`${CERT}/listByPage`, {}],
      [`${CERT}/revoke`, { id: certificateId, reason: 'x' }],
    ] as const) {
      expect((await t.call(path, body, s2)).statusCode, path).toBe(403);
    }
    // The buyer has no CA authorize page either.
    expect((await t.call(`${REG}/listByPage`, {}, { certificate: cert.buyer })).statusCode).toBe(403);
  });

  it('a refusal reaches the applicant with its reason', async () => {
    const applied = await t.call(
      `${REG}/apply`,
      { subjectKind: 'SUPPLIER', subjectName: '深圳华信电子有限公司', creditCode: '91440300MA5ABCDE12' },
      { certificate: cert.supplier2 },
    );
    const noReason = await t.call(
      `${REG}/refuse`,
      { id: applied.body.data.id, reason: ' ' },
      { certificate: cert.admin },
    );
    expect(noReason.statusCode).toBe(400);
    await t.call(`${REG}/refuse`, { id: applied.body.data.id, reason: '营业执照已过期' }, { certificate: cert.admin });
    const history = await t.call(`${REG}/registerHistory`, {}, { certificate: cert.supplier2 });
    expect(history.body.data).toEqual([expect.objectContaining({ status: 'REFUSED', refuseReason: '营业执照已过期' })]);
  });

  it('a seal revoked, then the certificate revoked: on the CRL anyone downloads', async () => {
    await t.call(`${SEAL}/drawDefault`, { certificateId }, { certificate: cert.supplier1 });
    expect((await t.call(`${SEAL}/sealRevoke`, { id: sealId }, { certificate: cert.supplier1 })).body.status).toBe('S');
    const mine = await t.call(`${CERT}/myCertificates`, {}, { certificate: cert.supplier1 });
    expect(mine.body.data[0].seals.map((s: { status: string }) => s.status)).toEqual(['VALID', 'REVOKED']);
    const res = await t.call(`${CERT}/revoke`, { id: certificateId, reason: '企业注销' }, { certificate: cert.admin });
    expect(res.body.status).toBe('S');
    const crl = await get(`${CERT}/crl`);
    expect(crl.statusCode).toBe(200);
    expect(crl.headers['content-type']).toBe('application/pkix-crl');
    const listed = await readCrl(new Uint8Array(crl.rawPayload), (await rootCa(t.database.db)).certPem);
    expect([...listed]).toEqual([serial]);
    const root = await get(`${CERT}/rootCertificate`);
    expect(root.body).toContain('BEGIN CERTIFICATE');
  });
});
