import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type Signer, signingCertificate, signPdf } from './esign/index.ts';
import { contractDocuments } from './schema.ts';

/*
 * The contract's files and their signatures (issue 19 items 3–4): each file a new row with its SHA-256, never
 * changed. Party A signs the newest generated file with the buying organisation's certificate, party B party A's
 * signed file with the supplier's (PAdES, each signature appended, so the first stays valid). An alteration is
 * another contract version with its own files: a signed file is never touched. The calls are contractDocuments.ts.
 */

export const DOCUMENT_KINDS = ['RENDERED', 'SIGNED_A', 'SIGNED_B'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The SHA-256 recorded beside every file (hex). */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The contract's newest file of `kind`, if any. */
export async function newest(db: DbOrTx, contractId: number, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.contractId, contractId), eq(contractDocuments.kind, kind)))
    .orderBy(desc(contractDocuments.id))
    .limit(1);
  return row;
}

export async function storeDocument(
  db: DbOrTx,
  values: { contractId: number; kind: DocumentKind; content: Uint8Array; userId: number } & Partial<{
    templateId: number | null;
    certSerial: string;
    signerName: string;
  }>,
) {
  const content = Buffer.from(values.content);
  const [row] = await db
    .insert(contractDocuments)
    .values({
      contractId: values.contractId,
      kind: values.kind,
      content,
      sha256: sha256(content),
      sizeBytes: content.length,
      templateId: values.templateId ?? null,
      certSerial: values.certSerial ?? null,
      signerName: values.signerName ?? null,
      createdBy: values.userId,
      lastUpdatedBy: values.userId,
    })
    .returning({ id: contractDocuments.id, sha256: contractDocuments.sha256 });
  return row;
}

/**
 * Signs the contract's file for a party inside the signing step's transaction (the engine's afterStep): party A
 * signs the newest generated file, party B party A's signed file. Refused (and the step with it) without that file,
 * or without a current certificate and seal for the party (esign's messages).
 */
export async function signContractDocument(tx: DbOrTx, doc: StoredDoc, party: 'A' | 'B', userId: number) {
  const h = doc.header;
  const contractId = h.id as number;
  const source = await newest(tx, contractId, party === 'A' ? 'RENDERED' : 'SIGNED_A');
  if (!source) throw new AppError(409, party === 'A' ? 'contract.noDocument' : 'contract.notSignedByA');
  const signer: Signer =
    party === 'A'
      ? { kind: 'ORG', orgId: h.orgId as number }
      : { kind: 'SUPPLIER', supplierId: h.supplierId as number };
  const reason = party === 'A' ? `甲方签署 ${h.contractNumber}` : `乙方签署 ${h.contractNumber}`;
  const signed = await signPdf(tx, { pdf: source.content, signer, reason });
  const cert = await signingCertificate(tx, signer);
  await storeDocument(tx, {
    contractId,
    kind: party === 'A' ? 'SIGNED_A' : 'SIGNED_B',
    content: signed,
    userId,
    templateId: source.templateId,
    certSerial: cert?.serialNumber,
    signerName: cert?.subjectName,
  });
}
