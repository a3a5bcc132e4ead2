import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { buildCrl, pemToDer, readCrl, rootCa } from './ca.ts';
import { revokeCertificate } from './certificates.ts';
import { applyRegistration, approveRegistration, refuseRegistration } from './registrations.ts';
import { signPdf } from './signing.ts';
import { verifyPdfSignatures } from './verify.ts';

/*
 * The platform CA and the signing service through their functions (the calls and screens have their own tests):
 * registration → approval → a certificate that chains to the root; two parties sign one contract in turn and both
 * signatures verify; a byte changed breaks integrity; a revoked certificate is on the CRL and cannot sign.
 */

let t: TestApp;
const users: Record<string, SessionUser> = {};

async function sessionUser(userName: string): Promise<SessionUser> {
  const rows = (
    (await t.database.db.execute(
      sql`select id, user_type, supplier_id from base_users where user_name = ${userName}`,
    )) as unknown as { rows: Array<{ id: number; user_type: string; supplier_id: number | null }> }
  ).rows;
  const u = rows[0];
  return {
    sessionId: 0,
    userId: u.id,
    userName,
    userFullName: userName,
    userType: u.user_type,
    supplierId: u.supplier_id,
    orgId: null,
    personId: null,
    adminFlag: userName === 'admin' ? 'Y' : 'N',
    responsibilityId: null,
    authorizationCode: '',
  };
}

async function contractPdf(pages = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    doc.addPage([595, 842]).drawText(`Purchase contract HT-TEST page ${i}`, { x: 60, y: 760, size: 16, font });
  }
  return doc.save();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'buyer', 'supplier1', 'supplier2']) users[name] = await sessionUser(name);
}, 120_000);
afterAll(() => t?.close());

describe('the platform CA and PAdES signing', () => {
  let supplierCert: { id: number; serialNumber: string };
  let orgId: number;

  it('issues a certificate from an approved registration that chains to the root made at first use', async () => {
    const db = t.database.db;
    const reg = await applyRegistration(db, users.supplier1, {
      subjectKind: 'SUPPLIER',
      subjectName: '苏州精密机械有限公司',
      creditCode: '91320500MA1WX81234',
      legalRep: '王强',
      agentName: '李明',
      mobile: '13800001111',
    });
    expect(reg).toMatchObject({ status: 'SUBMITTED', supplierId: users.supplier1.supplierId });
    supplierCert = await approveRegistration(db, users.admin, reg.id);
    expect(supplierCert.serialNumber).toMatch(/^[0-9A-F]{32}$/);
    const root = await rootCa(db);
    const cert = pkijs.Certificate.fromBER(pemToDer((supplierCert as unknown as { certPem: string }).certPem));
    expect(await cert.verify(pkijs.Certificate.fromBER(pemToDer(root.certPem)))).toBe(true);
    const cn = cert.subject.typesAndValues.find((a) => a.type === '2.5.4.3')?.value.valueBlock.value;
    expect(cn).toBe('苏州精密机械有限公司');
    const years = (cert.notAfter.value.getTime() - cert.notBefore.value.getTime()) / (365 * 86_400_000);
    expect(Math.round(years)).toBe(2);
    // The root is made once: asking again answers the same certificate.
    expect((await rootCa(db)).certPem).toBe(root.certPem);
  });

  it('refuses with a reason the applicant reads, and no second application while one waits', async () => {
    const db = t.database.db;
    const reg = await applyRegistration(db, users.supplier2, {
      subjectKind: 'SUPPLIER',
      subjectName: '深圳华信电子有限公司',
      creditCode: '91440300MA5ABCDE12',
    });
    await expect(
      applyRegistration(db, users.supplier2, {
        subjectKind: 'SUPPLIER',
        subjectName: '深圳华信电子有限公司',
        creditCode: '91440300MA5ABCDE12',
      }),
    ).rejects.toMatchObject({ key: 'esign.pendingExists' });
    await refuseRegistration(db, users.admin, reg.id, '营业执照模糊，请重新上传');
    const rows = (
      (await db.execute(sql`select status, refuse_reason from srm_esign_registration where id = ${reg.id}`)) as any
    ).rows;
    expect(rows[0]).toEqual({ status: 'REFUSED', refuse_reason: '营业执照模糊，请重新上传' });
    // Not approved: no certificate, so it cannot sign.
    await expect(
      signPdf(db, {
        pdf: await contractPdf(1),
        signer: { kind: 'SUPPLIER', supplierId: users.supplier2.supplierId! },
        reason: 'x',
      }),
    ).rejects.toMatchObject({ key: 'esign.noCertificate' });
  });

  it('signs for two parties in turn, each an incremental update, and both signatures verify', async () => {
    const db = t.database.db;
    orgId = Number(((await db.execute(sql`select id from base_organization order by id limit 1`)) as any).rows[0].id);
    const orgReg = await applyRegistration(db, users.buyer, {
      subjectKind: 'ORG',
      orgId,
      subjectName: '华东采购中心',
      creditCode: '91310000MA1FL12345',
    });
    await approveRegistration(db, users.admin, orgReg.id);
    const original = await contractPdf(3);
    const once = await signPdf(db, {
      pdf: original,
      signer: { kind: 'ORG', orgId },
      reason: '甲方签署合同 HT-TEST',
      rect: { x: 60, y: 80, width: 120, height: 120 },
    });
    const twice = await signPdf(db, {
      pdf: once,
      signer: { kind: 'SUPPLIER', supplierId: users.supplier1.supplierId! },
      reason: '乙方签署合同 HT-TEST',
      crossPageSeal: true,
    });
    // The second signature appends: the first signed file is a prefix of the second.
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    const report = await verifyPdfSignatures(db, twice);
    expect(report.allValid).toBe(true);
    expect(report.signatures.map((s) => [s.signerName, s.integrityOk, s.chainOk, s.revoked])).toEqual([
      ['华东采购中心', true, true, false],
      ['苏州精密机械有限公司', true, true, false],
    ]);
    expect(report.signatures[0].coversUpToByte).toBe(once.length);
    expect(report.signatures[1].coversUpToByte).toBe(twice.length);
    expect(report.signatures[1].serialNumber).toBe(supplierCert.serialNumber);
    // What standard readers look for in the signature dictionary.
    const text = Buffer.from(twice).toString('latin1');
    expect(text.match(/\/SubFilter \/ETSI\.CAdES\.detached/g)).toHaveLength(2);
    expect(text.match(/\/Filter \/Adobe\.PPKLite/g)).toHaveLength(2);
    expect(text).toMatch(/\/FT \/Sig/);
    expect(text).toMatch(/\/SigFlags 3/);
    // pdf-lib reads the signed file: 3 pages, two signature fields, the seal slices on every page.
    const doc = await PDFDocument.load(twice);
    expect(doc.getPageCount()).toBe(3);
    expect(
      doc
        .getForm()
        .getFields()
        .map((f) => f.constructor.name),
    ).toEqual(['PDFSignature', 'PDFSignature']);
    for (const page of doc.getPages()) expect(page.node.Annots()?.size()).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('finds a changed byte: the signature covering it fails its integrity check', async () => {
    const db = t.database.db;
    const signed = await signPdf(db, { pdf: await contractPdf(1), signer: { kind: 'ORG', orgId }, reason: 'test' });
    // One byte of the page's objects changed (before /Contents: inside the signed range).
    const before = await verifyPdfSignatures(db, signed);
    expect(before.signatures[0].integrityOk).toBe(true);
    const at = Buffer.from(signed).indexOf('/MediaBox');
    const tampered = Buffer.from(signed);
    tampered[at + 1] = 'N'.charCodeAt(0);
    const report = await verifyPdfSignatures(db, tampered);
    expect(report.signatures[0].integrityOk).toBe(false);
    expect(report.allValid).toBe(false);
  });

  it('puts a revoked certificate on the CRL and refuses to sign with it', async () => {
    const db = t.database.db;
    const before = await signPdf(db, {
      pdf: await contractPdf(1),
      signer: { kind: 'SUPPLIER', supplierId: users.supplier1.supplierId! },
      reason: 'before revocation',
    });
    await revokeCertificate(db, users.admin, supplierCert.id, '密钥泄露');
    const listed = await readCrl(await buildCrl(db), (await rootCa(db)).certPem);
    expect([...listed]).toContain(supplierCert.serialNumber);
    await expect(
      signPdf(db, {
        pdf: await contractPdf(1),
        signer: { kind: 'SUPPLIER', supplierId: users.supplier1.supplierId! },
        reason: 'after revocation',
      }),
    ).rejects.toMatchObject({ key: 'esign.certificateRevoked', statusCode: 400 });
    const report = await verifyPdfSignatures(db, before);
    expect(report.signatures[0]).toMatchObject({ integrityOk: true, chainOk: true, revoked: true });
    expect(report.allValid).toBe(false);
  });
});
