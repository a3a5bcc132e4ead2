import { contract } from '@srm/core/documents/contract';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { callerOf, typeRule } from '../../platform/documents/context.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { contentDisposition } from '../../platform/files/names.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { contractBound } from './contract.ts';
import { sha256, storeDocument } from './contractSigning.ts';
import { contractTemplateData } from './contractTemplateData.ts';
import { verifyPdfSignatures } from './esign/index.ts';
import { contractDocuments } from './schema.ts';
import { renderContractPdf } from './templates/index.ts';
import { contractTemplates } from './templates/schema.ts';

const at = { server: 'srmServer' as const, entity: 'srmCctContract' };
const SIGN_BUTTON = 'btnSign';

/*
 * The calls on the contract's files (issue 19 items 3–4): once the supplier has confirmed, the buyer generates the
 * PDF from the contract's template (rendered by LibreOffice outside any transaction: it takes seconds, and a
 * transaction held that long would stop the embedded database), which "sign (party A)" and "sign (party B)" then
 * sign (contractSigning.ts, in the steps' transaction); both sides list, download and verify the signed files.
 */

const byId = z.object({ contractId: idSchema });

/** The contract as the caller may read it (a supplier: its own, once sent), else 404. */
async function readable(
  deps: Parameters<typeof callerOf>[0],
  caller: Awaited<ReturnType<typeof callerOf>>,
  id: number,
) {
  const doc = await findDoc(deps.db, contractBound, caller.scope, id);
  if (!doc) throw new AppError(404, 'error.notFound');
  return doc;
}

async function newestValidTemplate(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(eq(contractTemplates.status, 'VALID'))
    .orderBy(desc(contractTemplates.id))
    .limit(1);
  return row?.id ?? null;
}

const generateDocument = defineAction({
  ...at,
  action: 'generateDocument',
  summary:
    'Renders a supplier-confirmed contract to PDF from its template (watermark included) and keeps it with its SHA-256 for party A to sign; owner only, button btnSign on CCT_CONTRACT; {contractId}; answers {documentId, sha256, sizeBytes}',
  auth: menu(contract.menuCode),
  mutates: true,
  body: byId,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, contract.menuCode, SIGN_BUTTON);
    const doc = await readable(deps, caller, body.contractId);
    const h = doc.header as Record<string, unknown>;
    // The one who signs for party A (decisions.md "party A's signature is its owner's") is the one who prepares it.
    if (h.createdBy !== user!.userId) throw new AppError(403, 'contract.notOwner');
    if (h.status !== 'SUPPLIER_CONFIRMED')
      throw new AppError(409, 'contract.documentState', { status: String(h.status) });
    // The contract's own template, else the newest valid one (a contract made from a source names none).
    const templateId = (h.templateId as number | null) ?? (await newestValidTemplate(deps.db));
    if (templateId == null) throw new AppError(409, 'contract.noTemplate');
    const data = await contractTemplateData(deps.db, body.contractId, 'CN');
    if (!data) throw new AppError(404, 'error.notFound');
    // Outside a transaction: LibreOffice takes seconds.
    const pdf = await renderContractPdf(deps.db, { templateId, data });
    const row = await storeDocument(deps.db, {
      contractId: body.contractId,
      kind: 'RENDERED',
      content: pdf,
      userId: user!.userId,
      templateId,
    });
    return { data: { documentId: row.id, sha256: row.sha256, sizeBytes: pdf.length } };
  },
});

const listDocuments = defineAction({
  ...at,
  action: 'listDocuments',
  summary:
    "The contract's files, newest first: kind (RENDERED, SIGNED_A, SIGNED_B), SHA-256, size, signer and certificate serial, when; whoever may read the contract (a supplier: only the signed files of its own); {contractId}",
  auth: typeRule(contractBound),
  body: byId,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await readable(deps, caller, body.contractId);
    const rows = await deps.db
      .select({
        documentId: contractDocuments.id,
        kind: contractDocuments.kind,
        sha256: contractDocuments.sha256,
        sizeBytes: contractDocuments.sizeBytes,
        signerName: contractDocuments.signerName,
        certSerial: contractDocuments.certSerial,
        creationDate: contractDocuments.creationDate,
      })
      .from(contractDocuments)
      .where(eq(contractDocuments.contractId, body.contractId))
      .orderBy(desc(contractDocuments.id));
    // The rendered draft is the buyer's working file; the supplier reads what was signed.
    return { data: caller.user.supplierId ? rows.filter((r) => r.kind !== 'RENDERED') : rows };
  },
});

/** A file of the contract the caller may read (a supplier: a signed one of its own contract). */
async function readableFile(
  deps: Parameters<typeof callerOf>[0],
  caller: Awaited<ReturnType<typeof callerOf>>,
  contractId: number,
  documentId: number,
) {
  await readable(deps, caller, contractId);
  const [row] = await deps.db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId)));
  if (!row || (caller.user.supplierId && row.kind === 'RENDERED')) throw new AppError(404, 'error.notFound');
  return row;
}

const fileBody = z.object({ contractId: idSchema, documentId: idSchema });

const downloadDocument = defineAction({
  ...at,
  action: 'downloadDocument',
  summary:
    'One of the contract’s files as application/pdf (a supplier: a signed file of its own contract); {contractId, documentId}',
  auth: typeRule(contractBound),
  body: fileBody,
  handler: async ({ deps, body, lang, user, req, reply }) => {
    const caller = await callerOf(deps, user, lang, req);
    const row = await readableFile(deps, caller, body.contractId, body.documentId);
    const doc = await findDoc(deps.db, contractBound, caller.scope, body.contractId);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${doc?.header.contractNumber ?? 'contract'}-${row.kind}.pdf`))
      .header('cache-control', 'no-store')
      .header('x-content-sha256', row.sha256)
      .send(row.content);
    return {};
  },
});

const verifyDocument = defineAction({
  ...at,
  action: 'verifyDocument',
  summary:
    'Checks every signature of one of the contract’s files against the platform CA and its revocation list: per signature the signer, serial, time, integrity, chain, revoked, bytes covered; and whether the file is still the one stored (its SHA-256); {contractId, documentId}',
  auth: typeRule(contractBound),
  body: fileBody,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const row = await readableFile(deps, caller, body.contractId, body.documentId);
    const report = await verifyPdfSignatures(deps.db, row.content);
    return {
      data: {
        ...report,
        // A file without a signature (the generated one) is not "all valid".
        allValid: report.allValid && report.signatures.length > 0,
        sha256: row.sha256,
        hashOk: sha256(row.content) === row.sha256,
        sizeBytes: row.sizeBytes,
      },
    };
  },
});

export const contractFileActions: ActionDef[] = [generateDocument, listDocuments, downloadDocument, verifyDocument];
