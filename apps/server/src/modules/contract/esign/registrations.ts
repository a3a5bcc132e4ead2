import crypto from 'node:crypto';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import { pagingSchema, selectPage } from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { userNamesByIds } from '../../admin/userService.ts';
import { issueCertificate } from './ca.ts';
import { checkIdentity, maskIdNumber } from './identity.ts';
import { esignCertificates, esignRegistrations, esignSeals } from './schema.ts';
import { drawCompanySeal, drawPersonSeal } from './sealImage.ts';

/*
 * CA registrations (认证申请): a supplier user applies for its own company, a buyer administrator for one of
 * the buying company's organisations, anyone for themself as a person. An administrator reviews them on the
 * CA authorize screen: approve issues a certificate (and draws a default seal), refuse leaves a reason the
 * applicant reads. A supplier user only ever reads its own company's registrations.
 */

export const CA_AUTHORIZE_MENU = 'CCT_CA_AUTHORIZE';
/** "My certificate": the buyer side's (on behalf of the organisations) and the supplier portal's page. */
export const MY_CERT_MENUS = ['CCT_MY_CERT', 'SUP_CA_CERT'] as const;
export const adminRule = menu(CA_AUTHORIZE_MENU);
export const myCertRule = menu(MY_CERT_MENUS[0], MY_CERT_MENUS[1]);

const at = { server: 'srmServer' as const, entity: 'srmCaRegister' };

type Registration = typeof esignRegistrations.$inferSelect;

const isSupplierUser = (user: SessionUser) => user.supplierId != null;

/** What a registration shows: the ID number masked, the reviewer's and operator's names. */
async function present(db: DbOrTx, rows: Registration[]) {
  const names = await userNamesByIds(db, [
    ...rows.map((r) => r.userId),
    ...rows.flatMap((r) => (r.reviewedBy ? [r.reviewedBy] : [])),
  ]);
  return rows.map((r) => ({
    id: r.id,
    regNo: r.regNo,
    subjectKind: r.subjectKind,
    orgId: r.orgId,
    supplierId: r.supplierId,
    userId: r.userId,
    userFullName: names.get(r.userId)?.userFullName ?? null,
    subjectName: r.subjectName,
    creditCode: r.creditCode,
    legalRep: r.legalRep,
    agentName: r.agentName,
    idNumber: maskIdNumber(r.idNumber),
    mobile: r.mobile,
    licenceFileId: r.licenceFileId,
    status: r.status,
    refuseReason: r.refuseReason,
    reviewedByName: r.reviewedBy ? (names.get(r.reviewedBy)?.userFullName ?? null) : null,
    reviewedAt: r.reviewedAt,
    creationDate: r.creationDate,
  }));
}

/** The rows a "my certificate" reader may see: its company's (supplier), else the organisations' and its own. */
export function ownWhere(user: SessionUser, kind: typeof esignRegistrations | typeof esignCertificates): SQL {
  if (user.supplierId != null)
    return and(eq(kind.subjectKind, 'SUPPLIER'), eq(kind.supplierId, user.supplierId)) as SQL;
  return or(eq(kind.subjectKind, 'ORG'), and(eq(kind.subjectKind, 'PERSON'), eq(kind.userId, user.userId))) as SQL;
}

const applyBody = z.object({
  subjectKind: z.enum(['ORG', 'SUPPLIER', 'PERSON']),
  orgId: z.number().int().optional(),
  subjectName: z.string().trim().min(1).max(200),
  creditCode: z.string().trim().toUpperCase().max(18).optional(),
  legalRep: z.string().trim().max(64).optional(),
  agentName: z.string().trim().max(64).optional(),
  idNumber: z.string().trim().toUpperCase().max(18).optional(),
  mobile: z.string().trim().max(20).optional(),
  licenceFileId: z.string().max(64).optional(),
});

/** Files a registration for the caller's company, one of the organisations, or the caller as a person. */
export async function applyRegistration(db: DbOrTx, user: SessionUser, input: z.output<typeof applyBody>) {
  const kind = input.subjectKind;
  if (kind === 'SUPPLIER' && !isSupplierUser(user)) throw new AppError(400, 'esign.supplierOnly');
  if (kind !== 'PERSON' && kind !== 'SUPPLIER' && isSupplierUser(user)) throw forbidden();
  if (kind === 'ORG' && !input.orgId) throw new AppError(400, 'esign.orgRequired');
  if (kind !== 'PERSON' && !input.creditCode) throw new AppError(400, 'esign.creditCodeInvalid');
  if (kind === 'PERSON' && !input.idNumber) throw new AppError(400, 'esign.idNumberInvalid');
  checkIdentity(input);
  const subject = {
    subjectKind: kind,
    orgId: kind === 'ORG' ? (input.orgId ?? null) : null,
    supplierId: kind === 'SUPPLIER' ? user.supplierId : null,
    userId: user.userId,
  };
  const sameSubject = and(
    eq(esignRegistrations.subjectKind, kind),
    kind === 'ORG'
      ? eq(esignRegistrations.orgId, subject.orgId as number)
      : kind === 'SUPPLIER'
        ? eq(esignRegistrations.supplierId, subject.supplierId as number)
        : eq(esignRegistrations.userId, user.userId),
  );
  const [pending] = await db
    .select({ regNo: esignRegistrations.regNo })
    .from(esignRegistrations)
    .where(and(sameSubject, eq(esignRegistrations.status, 'SUBMITTED')));
  if (pending) throw new AppError(400, 'esign.pendingExists', { regNo: pending.regNo });
  const [valid] = await db
    .select({ serial: esignCertificates.serialNumber })
    .from(esignCertificates)
    .where(
      and(
        eq(esignCertificates.subjectKind, kind),
        kind === 'ORG'
          ? eq(esignCertificates.orgId, subject.orgId as number)
          : kind === 'SUPPLIER'
            ? eq(esignCertificates.supplierId, subject.supplierId as number)
            : eq(esignCertificates.userId, user.userId),
        eq(esignCertificates.status, 'VALID'),
      ),
    );
  if (valid) throw new AppError(400, 'esign.alreadyCertified', { serial: valid.serial });
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const [row] = await db
    .insert(esignRegistrations)
    .values({
      ...subject,
      regNo: `CA${day}${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      subjectName: input.subjectName,
      creditCode: kind === 'PERSON' ? null : (input.creditCode ?? null),
      legalRep: input.legalRep || null,
      agentName: input.agentName || null,
      idNumber: input.idNumber || null,
      mobile: input.mobile || null,
      licenceFileId: input.licenceFileId || null,
      status: 'SUBMITTED',
      createdBy: user.userId,
      lastUpdatedBy: user.userId,
    })
    .returning();
  return row;
}

async function lockedRegistration(db: DbOrTx, id: number) {
  const [row] = await db.select().from(esignRegistrations).where(eq(esignRegistrations.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'SUBMITTED') throw new AppError(400, 'esign.notSubmitted', { regNo: row.regNo });
  return row;
}

/** Approves: a certificate from the checked identity, its default seal drawn from the name, in one transaction. */
export async function approveRegistration(db: DbOrTx, reviewer: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const reg = await lockedRegistration(tx, id);
    const issued = await issueCertificate(
      tx,
      reg.subjectKind === 'PERSON'
        ? { kind: 'PERSON', name: reg.subjectName, idNumber: reg.idNumber ?? '' }
        : { kind: reg.subjectKind as 'ORG' | 'SUPPLIER', name: reg.subjectName, creditCode: reg.creditCode ?? '' },
    );
    const [cert] = await tx
      .insert(esignCertificates)
      .values({
        registrationId: reg.id,
        subjectKind: reg.subjectKind,
        orgId: reg.orgId,
        supplierId: reg.supplierId,
        userId: reg.userId,
        subjectName: reg.subjectName,
        serialNumber: issued.serialNumber,
        certPem: issued.certPem,
        keyEnc: issued.keyEnc,
        notBefore: issued.notBefore,
        notAfter: issued.notAfter,
        status: 'VALID',
        createdBy: reviewer.userId,
        lastUpdatedBy: reviewer.userId,
      })
      .returning();
    await tx.insert(esignSeals).values({
      certificateId: cert.id,
      sealName: reg.subjectName,
      source: 'DEFAULT',
      png: reg.subjectKind === 'PERSON' ? drawPersonSeal(reg.subjectName) : drawCompanySeal(reg.subjectName),
      status: 'VALID',
      createdBy: reviewer.userId,
      lastUpdatedBy: reviewer.userId,
    });
    await tx
      .update(esignRegistrations)
      .set({ status: 'APPROVED', reviewedBy: reviewer.userId, reviewedAt: new Date(), lastUpdatedBy: reviewer.userId })
      .where(eq(esignRegistrations.id, reg.id));
    return cert;
  });
}

export async function refuseRegistration(db: DbOrTx, reviewer: SessionUser, id: number, reason: string) {
  if (!reason.trim()) throw new AppError(400, 'esign.refuseReasonRequired');
  await db.transaction(async (tx) => {
    await lockedRegistration(tx, id);
    await tx
      .update(esignRegistrations)
      .set({
        status: 'REFUSED',
        refuseReason: reason.trim(),
        reviewedBy: reviewer.userId,
        reviewedAt: new Date(),
        lastUpdatedBy: reviewer.userId,
      })
      .where(eq(esignRegistrations.id, id));
  });
}

const listSearch = z
  .object({
    status: z.enum(['SUBMITTED', 'APPROVED', 'REFUSED']).optional(),
    subjectKind: z.enum(['ORG', 'SUPPLIER', 'PERSON']).optional(),
    subjectName: z.string().trim().max(200).optional(),
  })
  .optional()
  .default({});

function searchWhere(s: z.output<typeof listSearch>, own?: SQL): SQL | undefined {
  return and(
    own,
    s.status ? eq(esignRegistrations.status, s.status) : undefined,
    s.subjectKind ? eq(esignRegistrations.subjectKind, s.subjectKind) : undefined,
    s.subjectName ? contains(esignRegistrations.subjectName, s.subjectName) : undefined,
  );
}

async function page(db: DbOrTx, where: SQL | undefined, paging: { pageIndex: number; pageRows: number }) {
  const { rows, page } = await selectPage(db, esignRegistrations, where, paging, (limit, offset) =>
    db.select().from(esignRegistrations).where(where).orderBy(desc(esignRegistrations.id)).limit(limit).offset(offset),
  );
  return { data: await present(db, rows), page };
}

const listByPage = defineAction({
  ...at,
  action: 'listByPage',
  summary:
    'CA registrations for review (CA authorize): {searchParams: {status?, subjectKind?, subjectName?}, pageIndex, pageRows} → newest first: regNo, subjectKind, subjectName, creditCode, legalRep, agentName, idNumber (masked), mobile, status, refuseReason, applicant, reviewer; menu CCT_CA_AUTHORIZE',
  auth: adminRule,
  body: z.object({ searchParams: listSearch, ...pagingSchema }),
  handler: async ({ deps, body }) => page(deps.db, searchWhere(body.searchParams), body),
});

const registerHistory = defineAction({
  ...at,
  action: 'registerHistory',
  summary:
    'The caller’s registrations (register history): a supplier user’s company’s, else the organisations’ and the caller’s own as a person; same search and rows as listByPage; menu CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  body: z.object({ searchParams: listSearch, ...pagingSchema }),
  handler: async ({ deps, body, user }) =>
    page(deps.db, searchWhere(body.searchParams, ownWhere(user!, esignRegistrations)), body),
});

const findById = defineAction({
  ...at,
  action: 'findById',
  summary:
    'One registration as listByPage shows it: {id}; an administrator (CCT_CA_AUTHORIZE) reads any, a supplier user only its company’s (404 otherwise); menu CCT_CA_AUTHORIZE, CCT_MY_CERT or SUP_CA_CERT',
  auth: menu(CA_AUTHORIZE_MENU, ...MY_CERT_MENUS),
  body: z.object({ id: z.coerce.number().int() }),
  handler: async ({ deps, body, user }) => {
    const own = isSupplierUser(user!) ? ownWhere(user!, esignRegistrations) : undefined;
    const [row] = await deps.db
      .select()
      .from(esignRegistrations)
      .where(and(eq(esignRegistrations.id, body.id), own));
    if (!row) throw notFound();
    return { data: (await present(deps.db, [row]))[0] };
  },
});

const apply = defineAction({
  ...at,
  action: 'apply',
  summary:
    'Applies for CA registration: {subjectKind ORG|SUPPLIER|PERSON, orgId (ORG), subjectName, creditCode (ORG, SUPPLIER: 18 characters), legalRep?, agentName?, idNumber (PERSON: GB 11643), mobile?, licenceFileId?} → the SUBMITTED registration; a supplier user applies for its own company only; refused while one awaits review or a valid certificate exists; button btnApply on CCT_MY_CERT or SUP_CA_CERT',
  auth: myCertRule,
  mutates: true,
  body: applyBody,
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(
      deps.db,
      user!,
      user!.supplierId != null ? MY_CERT_MENUS[1] : MY_CERT_MENUS[0],
      'btnApply',
    );
    const row = await applyRegistration(deps.db, user!, body);
    return { data: (await present(deps.db, [row]))[0] };
  },
});

const approve = defineAction({
  ...at,
  action: 'approve',
  summary:
    'Approves a SUBMITTED registration: {id} → the certificate issued by the platform CA (serial, validity 2 years, subject from the checked identity) with a default seal drawn from the name; button btnApprove on CCT_CA_AUTHORIZE',
  auth: adminRule,
  mutates: true,
  body: z.object({ id: z.number().int() }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, CA_AUTHORIZE_MENU, 'btnApprove');
    const cert = await approveRegistration(deps.db, user!, body.id);
    return {
      data: { certificateId: cert.id, serialNumber: cert.serialNumber, notAfter: cert.notAfter },
      msg: 'esign.approved',
      msgParams: { serial: cert.serialNumber },
    };
  },
});

const refuse = defineAction({
  ...at,
  action: 'refuse',
  summary:
    'Refuses a SUBMITTED registration with the reason its applicant reads: {id, reason}; button btnRefuse on CCT_CA_AUTHORIZE',
  auth: adminRule,
  mutates: true,
  body: z.object({ id: z.number().int(), reason: z.string().max(500) }),
  handler: async ({ deps, body, user }) => {
    await requireMenuResource(deps.db, user!, CA_AUTHORIZE_MENU, 'btnRefuse');
    await refuseRegistration(deps.db, user!, body.id, body.reason);
    return {};
  },
});

export const registrationActions = [listByPage, registerHistory, findById, apply, approve, refuse];
