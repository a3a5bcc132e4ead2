import { SignPdf } from '@signpdf/signpdf';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { rootCa } from './ca.ts';
import { CadesSigner } from './cms.ts';
import { appendSignatureField, hasSignature, normalised } from './pdfIncremental.ts';
import { esignCertificates, esignSeals } from './schema.ts';
import { decryptKey } from './secret.ts';

/*
 * The signing service the contract module calls: one PAdES signature (ETSI.CAdES.detached) per call, the party's
 * seal visible on the page, appended as an incremental update so the signatures before it stay valid.
 * The platform keeps each party's key (the "authorised silent signing" of Chinese e-sign services): who may make
 * a party sign is the calling action's permission check, not this function's.
 */

export type Signer =
  | { kind: 'ORG'; orgId: number }
  | { kind: 'SUPPLIER'; supplierId: number }
  | { kind: 'PERSON'; userId: number };

export type SignPdfInput = {
  pdf: Uint8Array;
  signer: Signer;
  /** Shown by readers as the signature's reason (e.g. "甲方签署合同 HT-2026-0001"). */
  reason: string;
  /** Zero-based page for the seal; default the last page. */
  page?: number;
  /** The seal's rectangle in PDF points from the page's lower left; default 120 pt square at the lower right. */
  rect?: { x: number; y: number; width: number; height: number };
  /** 骑缝章: slices of the seal on the right edge of every page as well. */
  crossPageSeal?: boolean;
  /** The signing time written into /M (default now). */
  signingTime?: Date;
};

const subjectWhere = (signer: Signer) =>
  signer.kind === 'ORG'
    ? and(eq(esignCertificates.subjectKind, 'ORG'), eq(esignCertificates.orgId, signer.orgId))
    : signer.kind === 'SUPPLIER'
      ? and(eq(esignCertificates.subjectKind, 'SUPPLIER'), eq(esignCertificates.supplierId, signer.supplierId))
      : and(eq(esignCertificates.subjectKind, 'PERSON'), eq(esignCertificates.userId, signer.userId));

const signerLabel = (signer: Signer) =>
  signer.kind === 'ORG'
    ? `ORG ${signer.orgId}`
    : signer.kind === 'SUPPLIER'
      ? `SUPPLIER ${signer.supplierId}`
      : `USER ${signer.userId}`;

/** The certificate a party signs with: its newest valid one, else its newest (which then says why it cannot). */
export async function signingCertificate(db: DbOrTx, signer: Signer) {
  const rows = await db
    .select()
    .from(esignCertificates)
    .where(subjectWhere(signer))
    .orderBy(desc(esignCertificates.id))
    .limit(20);
  return rows.find((r) => r.status === 'VALID') ?? rows[0];
}

/** Refuses (AppError 400, both languages) a party without an issued, current, unrevoked certificate and seal. */
export async function assertCanSign(db: DbOrTx, signer: Signer, now = new Date()) {
  const cert = await signingCertificate(db, signer);
  if (!cert) throw new AppError(400, 'esign.noCertificate', { subject: signerLabel(signer) });
  const subject = cert.subjectName;
  if (cert.status === 'REVOKED')
    throw new AppError(400, 'esign.certificateRevoked', { subject, serial: cert.serialNumber });
  if (now < cert.notBefore || now > cert.notAfter) {
    throw new AppError(400, 'esign.certificateExpired', {
      subject,
      serial: cert.serialNumber,
      notBefore: cert.notBefore.toISOString().slice(0, 10),
      notAfter: cert.notAfter.toISOString().slice(0, 10),
    });
  }
  const seals = await db
    .select()
    .from(esignSeals)
    .where(eq(esignSeals.certificateId, cert.id))
    .orderBy(desc(esignSeals.id));
  const seal = seals.find((s) => s.status === 'VALID');
  if (!seal) throw new AppError(400, seals.length ? 'esign.sealRevoked' : 'esign.noSeal', { subject });
  return { cert, seal };
}

/**
 * Signs a PDF for one party: the seal at `rect` on `page` (and across pages when asked), a CMS made with the
 * party's certificate and key, the platform root beside it. Returns the whole signed file (the input followed
 * by the update); store it and sign that for the next party.
 */
export async function signPdf(db: DbOrTx, input: SignPdfInput): Promise<Uint8Array> {
  const signingTime = input.signingTime ?? new Date();
  const { cert, seal } = await assertCanSign(db, input.signer, signingTime);
  const root = await rootCa(db);
  let base: Uint8Array;
  try {
    // Before the first signature the file may still be rewritten: a classic xref table makes appending simple.
    base = hasSignature(input.pdf) ? input.pdf : await normalised(input.pdf);
  } catch {
    throw new AppError(400, 'esign.notPdf');
  }
  const prepared = await appendSignatureField(base, {
    pageIndex: input.page,
    rect: input.rect,
    sealPng: seal.png,
    crossPageSeal: input.crossPageSeal,
    reason: input.reason,
    signerName: cert.subjectName,
    signingTime,
  });
  const signer = new CadesSigner(cert.certPem, decryptKey(cert.keyEnc), root.certPem);
  return new Uint8Array(await new SignPdf().sign(prepared, signer, signingTime));
}
