import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { PUBLIC } from '../../../platform/access/rules.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import { pagingSchema, selectPage } from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { userNamesByIds } from '../../admin/userService.ts';
import { buildCrl, bumpCrlNumber, rootCa } from './ca.ts';
import { adminRule, CA_AUTHORIZE_MENU, MY_CERT_MENUS, myCertRule, ownWhere } from './registrations.ts';
import { esignCertificates, esignRebinds, esignSeals } from './schema.ts';
import { drawCompanySeal, drawPersonSeal, pngSize } from './sealImage.ts';

/*
 * Certificates and seals: the administrator's list with revoke and the revocation list (CRL) anyone may download;
 * "my certificate" (a supplier user's company, the buyer side's organisations and own person certificate) with
 * its seals — preview, upload a PNG, revoke a seal (seal revoke), draw the default again — and the seal operator
 * of a company's certificate: check need rebind / rebind admin (decisions.md "Contracts (issue 19): seals and
 * their operator").
 */

const at = { server: 'srmServer' as const, entity: 'srmCaCertificate' };
type Certificate = typeof esignCertificates.$inferSelect;

/** The my-certificate page the caller holds its buttons on. */
const myMenu = (user: SessionUser) => (user.supplierId != null ? MY_CERT_MENUS[1] : MY_CERT_MENUS[0]);

async function present(db: DbOrTx, rows: Certificate[]) {
  const names = await userNamesByIds(
    db,
    rows.map((r) => r.userId),
  );
  const seals = rows.length
    ? await db
        .select({
          id: esignSeals.id,
          certificateId: esignSeals.certificateId,
          sealName: esignSeals.sealName,
          source: esignSeals.source,
          status: esignSeals.status,
          revokedAt: esignSeals.revokedAt,
          creationDate: esignSeals.creationDate,
        })
        .from(esignSeals)
        .where(
          inArray(
            esignSeals.certificateId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(esignSeals.id))
    : [];
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    registrationId: r.registrationId,
    subjectKind: r.subjectKind,
    orgId: r.orgId,
    supplierId: r.supplierId,
    subjectName: r.subjectName,
    serialNumber: r.serialNumber,
    notBefore: r.notBefore,
    notAfter: r.notAfter,
    status: r.status,
    expired: now > r.notAfter,
    revokedAt: r.revokedAt,
    revokeReason: r.revokeReason,
    operatorUserId: r.userId,
    operatorName: names.get(r.userId)?.userFullName ?? null,
    certPem: r.certPem,
    seals: seals.filter((s) => s.certificateId === r.id),
  }));
}

const search = z
  .object({
    status: z.enum(['VALID', 'REVOKED']).optional(),
    subjectKind: z.enum(['ORG', 'SUPPLIER', 'PERSON']).optional(),
    subjectName: z.string().trim().max(200).optional(),
    serialNumber: z.string().trim().max(64).optional(),
  })
  .optional()
  .default({});

const whereOf = (s: z.output<typeof search>, own?: SQL) =>
  and(
    own,
    s.status ? eq(esignCertificates.status, s.status) : undefined,
    s.subjectKind ? eq(esignCertificates.subjectKind, s.subjectKind) : undefined,
    s.subjectName ? contains(esignCertificates.subjectName, s.subjectName) : undefined,
    s.serialNumber ? eq(esignCertificates.serialNumber, s.serialNumber.toUpperCase()) : undefined,
  );

async function page(db: DbOrTx, where: SQL | undefined, paging: { pageIndex: number; pageRows: number }) {
  const { rows, page } = await selectPage(db, esignCertificates, where, paging, (limit, offset) =>
    db.select().from(esignCertificates).where(where).orderBy(desc(esignCertificates.id)).limit(limit).offset(offset),
  );
  return { data: await present(db, rows), page };
}

/** One certificate the caller may act on: any for the administrator, else only its own (404 otherwise). */
async function ownCertificate(db: DbOrTx, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(esignCertificates)
    .where(and(eq(esignCertificates.id, id), ownWhere(user, esignCertificates)));
  if (!row) throw notFound();
  if (row.status !== 'VALID') throw new AppError(400, 'esign.certificateNotValid', { serial: row.serialNumber });
  return row;
}

const listByPage = defineAction({
  ...at,
  action: 'listByPage',
  summary:
    'Certificates the platform CA issued: {searchParams: {status?, subjectKind?, subjectName?, serialNumber?}, pageIndex, pageRows} → newest first, with serial, validity, status, revocation, seal operator and seals; menu CCT_CA_AUTHORIZE',
  auth: adminRule,
  body: z.object({ searchParams: search, ...pagingSchema }),
  handler: async ({ deps, body }) => page(deps.db, whereOf(body.searchParams), body),
});

const myCertificates = defineAction({
  ...at,
  action: 'myCertificates',
  summary:
    'The caller’s certificates (my certificate): a supplier user’s company’s, else the organisations’ and the caller’s own person certificate; same search and rows as listByPage; menu CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  body: z.object({ searchParams: search, ...pagingSchema }),
  handler: async ({ deps, body, user }) =>
    page(deps.db, whereOf(body.searchParams, ownWhere(user!, esignCertificates)), body),
});

export async function revokeCertificate(db: DbOrTx, user: SessionUser, id: number, reason: string) {
  if (!reason.trim()) throw new AppError(400, 'esign.revokeReasonRequired');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(esignCertificates).where(eq(esignCertificates.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'VALID') throw new AppError(400, 'esign.certificateNotValid', { serial: row.serialNumber });
    await tx
      .update(esignCertificates)
      .set({ status: 'REVOKED', revokedAt: new Date(), revokeReason: reason.trim(), lastUpdatedBy: user.userId })
      .where(eq(esignCertificates.id, id));
    await bumpCrlNumber(tx);
  });
}

const revoke = defineAction({
  ...at,
  action: 'revoke',
  summary:
    'Revokes a certificate: {id, reason} → it goes on the revocation list and can no longer sign; button btnRevoke on CCT_CA_AUTHORIZE',
  auth: adminRule,
  mutates: true,
  body: z.object({ id: z.number().int(), reason: z.string().max(500) }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, CA_AUTHORIZE_MENU, 'btnRevoke');
    await revokeCertificate(deps.db, user!, body.id, body.reason);
    return {};
  },
});

const crl = defineAction({
  ...at,
  method: 'GET',
  action: 'crl',
  summary:
    'The platform CA’s certificate revocation list (X.509 v2 CRL, DER, application/pkix-crl, signed by the root): every revoked certificate; public, as verifiers of a signed PDF need it',
  auth: PUBLIC,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, reply }) => {
    const der = await buildCrl(deps.db);
    reply
      .header('content-type', 'application/pkix-crl')
      .header('content-disposition', 'attachment; filename="srm-platform-ca.crl"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(der));
    return {};
  },
});

const rootCertificate = defineAction({
  ...at,
  method: 'GET',
  action: 'rootCertificate',
  summary:
    'The platform root CA certificate (PEM, application/x-pem-file): what a reader trusts to validate the signatures of signed contracts; public',
  auth: PUBLIC,
  body: z.object({}).passthrough().optional().default({}),
  handler: async ({ deps, reply }) => {
    const root = await rootCa(deps.db);
    reply
      .header('content-type', 'application/x-pem-file')
      .header('content-disposition', 'attachment; filename="srm-platform-root-ca.pem"')
      .send(root.certPem);
    return {};
  },
});

// ——— seals ———

const sealAt = { server: 'srmServer' as const, entity: 'srmCaSeal' };

/** A seal the caller may see: the administrator any, otherwise one of its own certificates'. */
async function visibleSeal(db: DbOrTx, user: SessionUser, sealId: number, admin: boolean) {
  const [row] = await db
    .select({ seal: esignSeals, cert: esignCertificates })
    .from(esignSeals)
    .innerJoin(esignCertificates, eq(esignCertificates.id, esignSeals.certificateId))
    .where(and(eq(esignSeals.id, sealId), admin ? undefined : ownWhere(user, esignCertificates)));
  if (!row) throw notFound();
  return row;
}

const sealImage = defineAction({
  ...sealAt,
  method: 'GET',
  action: 'image',
  summary:
    'A seal’s PNG: {id}; an administrator (CCT_CA_AUTHORIZE) sees any, a supplier user only its company’s (404 otherwise); menu CCT_CA_AUTHORIZE, CCT_MY_CERT or SUP_CA_CERT',
  auth: { kind: 'menu', menuCode: CA_AUTHORIZE_MENU, orMenus: MY_CERT_MENUS },
  body: z.object({ id: z.coerce.number().int() }),
  handler: async ({ deps, body, user, reply }) => {
    const admin = user!.supplierId == null && (await isCaAdmin(deps.db, user!));
    const { seal } = await visibleSeal(deps.db, user!, body.id, admin);
    reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=60').send(seal.png);
    return {};
  },
});

async function isCaAdmin(db: DbOrTx, user: SessionUser) {
  if (user.adminFlag === 'Y') return true;
  try {
    await requireMenuResource(db, user, CA_AUTHORIZE_MENU, 'btnRevoke');
    return true;
  } catch {
    return false;
  }
}

const MAX_SEAL_BYTES = 1024 * 1024;

const uploadSeal = defineAction({
  ...sealAt,
  action: 'upload',
  summary:
    'Uploads a seal image for one of the caller’s valid certificates: {certificateId, pngBase64} (PNG, 100–2000 px a side, at most 1 MB) → the new seal, which signs from now on (earlier seals stay until revoked); button btnSealUpload on CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  mutates: true,
  body: z.object({ certificateId: z.number().int(), pngBase64: z.string().max(1_500_000) }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, myMenu(user!), 'btnSealUpload');
    const cert = await ownCertificate(deps.db, user!, body.certificateId);
    const png = Buffer.from(body.pngBase64.replace(/^data:image\/png;base64,/, ''), 'base64');
    const size = pngSize(png);
    if (!size || png.length > MAX_SEAL_BYTES || [size.width, size.height].some((n) => n < 100 || n > 2000)) {
      throw new AppError(400, 'esign.sealNotPng');
    }
    const [seal] = await deps.db
      .insert(esignSeals)
      .values({
        certificateId: cert.id,
        sealName: cert.subjectName,
        source: 'UPLOADED',
        png,
        status: 'VALID',
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      })
      .returning({ id: esignSeals.id });
    return { data: seal };
  },
});

const defaultSeal = defineAction({
  ...sealAt,
  action: 'drawDefault',
  summary:
    'Draws the default seal again from the certificate’s name (a round red company seal, a square person seal) for one of the caller’s valid certificates: {certificateId} → the new seal; button btnSealUpload on CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  mutates: true,
  body: z.object({ certificateId: z.number().int() }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, myMenu(user!), 'btnSealUpload');
    const cert = await ownCertificate(deps.db, user!, body.certificateId);
    const [seal] = await deps.db
      .insert(esignSeals)
      .values({
        certificateId: cert.id,
        sealName: cert.subjectName,
        source: 'DEFAULT',
        png: cert.subjectKind === 'PERSON' ? drawPersonSeal(cert.subjectName) : drawCompanySeal(cert.subjectName),
        status: 'VALID',
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      })
      .returning({ id: esignSeals.id });
    return { data: seal };
  },
});

const sealRevoke = defineAction({
  ...sealAt,
  action: 'sealRevoke',
  summary:
    'Revokes a seal (seal revoke): {id} → it signs no more; with no valid seal left the certificate cannot sign until one is uploaded or drawn; button btnSealRevoke on CCT_MY_CERT or SUP_CA_CERT (a supplier user: its company’s seals only)',
  auth: myCertRule,
  mutates: true,
  body: z.object({ id: z.number().int() }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, myMenu(user!), 'btnSealRevoke');
    const { seal } = await visibleSeal(deps.db, user!, body.id, false);
    if (seal.status !== 'VALID') throw new AppError(400, 'esign.sealAlreadyRevoked');
    await deps.db
      .update(esignSeals)
      .set({ status: 'REVOKED', revokedAt: new Date(), lastUpdatedBy: user!.userId })
      .where(eq(esignSeals.id, seal.id));
    return {};
  },
});

// ——— the seal operator ———

/**
 * Whether the caller must rebind before signing for its company: a company certificate (SUPPLIER for a supplier
 * user, else the ORG one asked for) operated by someone else. A person's own certificate never needs it.
 */
export async function needRebind(db: DbOrTx, user: SessionUser, orgId?: number) {
  const where =
    user.supplierId != null
      ? and(eq(esignCertificates.subjectKind, 'SUPPLIER'), eq(esignCertificates.supplierId, user.supplierId))
      : orgId != null
        ? and(eq(esignCertificates.subjectKind, 'ORG'), eq(esignCertificates.orgId, orgId))
        : undefined;
  if (!where) return { needRebind: false, certificateId: null, operatorName: null };
  const [cert] = await db
    .select()
    .from(esignCertificates)
    .where(and(where, eq(esignCertificates.status, 'VALID')))
    .orderBy(desc(esignCertificates.id))
    .limit(1);
  if (!cert) return { needRebind: false, certificateId: null, operatorName: null };
  const operator = (await userNamesByIds(db, [cert.userId])).get(cert.userId);
  return {
    needRebind: cert.userId !== user.userId,
    certificateId: cert.id,
    operatorName: operator?.userFullName ?? null,
  };
}

const rebindAt = { server: 'srmServer' as const, entity: 'srmCaRebind' };

const checkNeedRebind = defineAction({
  ...rebindAt,
  action: 'checkNeedRebind',
  summary:
    'Check need rebind: {orgId?} → {needRebind, certificateId, operatorName}: true when the company’s valid certificate (a supplier user’s own company, or the organisation asked for) is operated by another user, who must be replaced by the caller before the caller signs; menu CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  body: z.object({ orgId: z.coerce.number().int().optional() }),
  handler: async ({ deps, body, user }) => ({ data: await needRebind(deps.db, user!, body.orgId) }),
});

const rebindAdmin = defineAction({
  ...rebindAt,
  action: 'rebindAdmin',
  summary:
    'Rebind admin: {certificateId} → the company certificate’s seal operator becomes the caller (the history keeps who operated it before); a person’s certificate cannot be rebound; button btnRebind on CCT_MY_CERT or SUP_CA_CERT (a supplier user: its company’s only)',
  auth: myCertRule,
  mutates: true,
  body: z.object({ certificateId: z.number().int() }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, myMenu(user!), 'btnRebind');
    const cert = await ownCertificate(deps.db, user!, body.certificateId);
    if (cert.subjectKind === 'PERSON') throw notFound();
    if (cert.userId === user!.userId) throw new AppError(400, 'esign.rebindNotNeeded');
    await deps.db.transaction(async (tx) => {
      await tx
        .update(esignCertificates)
        .set({ userId: user!.userId, lastUpdatedBy: user!.userId })
        .where(eq(esignCertificates.id, cert.id));
      await tx.insert(esignRebinds).values({
        certificateId: cert.id,
        fromUserId: cert.userId,
        toUserId: user!.userId,
        createdBy: user!.userId,
        lastUpdatedBy: user!.userId,
      });
    });
    return { data: await needRebind(deps.db, user!, cert.orgId ?? undefined) };
  },
});

const rebindHistory = defineAction({
  ...rebindAt,
  action: 'history',
  summary:
    'Who operated a company certificate’s seal, newest first: {certificateId} → rows of from, to, when; menu CCT_MY_CERT or SUP_CA_CERT (a supplier user: its company’s only)',
  auth: myCertRule,
  body: z.object({ certificateId: z.number().int() }),
  handler: async ({ deps, body, user }) => {
    const [cert] = await deps.db
      .select({ id: esignCertificates.id })
      .from(esignCertificates)
      .where(and(eq(esignCertificates.id, body.certificateId), ownWhere(user!, esignCertificates)));
    if (!cert) throw notFound();
    const rows = await deps.db
      .select()
      .from(esignRebinds)
      .where(eq(esignRebinds.certificateId, cert.id))
      .orderBy(desc(esignRebinds.id));
    const names = await userNamesByIds(
      deps.db,
      rows.flatMap((r) => [r.toUserId, ...(r.fromUserId ? [r.fromUserId] : [])]),
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        fromName: r.fromUserId ? (names.get(r.fromUserId)?.userFullName ?? null) : null,
        toName: names.get(r.toUserId)?.userFullName ?? null,
        creationDate: r.creationDate,
      })),
    };
  },
});

export const certificateActions = [
  listByPage,
  myCertificates,
  revoke,
  crl,
  rootCertificate,
  sealImage,
  uploadSeal,
  defaultSeal,
  sealRevoke,
  checkNeedRebind,
  rebindAdmin,
  rebindHistory,
];
