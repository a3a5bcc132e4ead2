import type { ContractTemplateData } from '@srm/core/contract/templateData';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { renderDocx, TemplateSyntaxError } from './docxRender.ts';
import { docxToPdf } from './pdfConvert.ts';
import { watermarkPdf } from './pdfWatermark.ts';
import { contractTemplates } from './schema.ts';
import { templateTermRows } from './templates.ts';
import { currentTerms, type TermVersion } from './terms.ts';
import { watermarkSpec } from './watermarks.ts';

/*
 * The rendering service the contract document uses (issue 19 item 3): a template version's kept .docx filled
 * with a ContractTemplateData, converted to PDF, watermarked. A template renders in any status — a contract
 * keeps the version it was made with, even after that version is invalidated; making a NEW contract from a
 * template is what needs it VALID (templateForContract).
 */

async function templateRow(db: DbOrTx, templateId: number) {
  const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, templateId));
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** The template version's .docx filled with the contract's data. */
export async function renderContractDocx(
  db: DbOrTx,
  { templateId, data }: { templateId: number; data: ContractTemplateData },
): Promise<Uint8Array> {
  const row = await templateRow(db, templateId);
  if (!row.docxContent) throw new AppError(409, 'contractTemplate.fileRequired');
  try {
    return renderDocx(new Uint8Array(row.docxContent), data);
  } catch (error) {
    if (error instanceof TemplateSyntaxError)
      throw new AppError(409, 'contractTemplate.syntax', { detail: error.details.join('; ') });
    throw error;
  }
}

/**
 * The contract's PDF: rendered, converted, and watermarked with `watermarkId` — or, when it is undefined, the
 * template's default watermark (null: none).
 */
export async function renderContractPdf(
  db: DbOrTx,
  { templateId, data, watermarkId }: { templateId: number; data: ContractTemplateData; watermarkId?: number | null },
): Promise<Uint8Array> {
  const docx = await renderContractDocx(db, { templateId, data });
  let pdf: Uint8Array;
  try {
    pdf = await docxToPdf(docx);
  } catch (error) {
    // A converter that fails (not one that is missing: that is an AppError already) answers a 502 with its reason.
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'contractTemplate.convertFailed', { detail: (error as Error).message.slice(0, 200) });
  }
  const chosen = watermarkId === undefined ? (await templateRow(db, templateId)).watermarkId : watermarkId;
  const watermark = await watermarkSpec(db, chosen);
  return watermark ? watermarkPdf(pdf, watermark, data) : pdf;
}

/** What a new contract takes from a template: its version, default watermark and clauses (current versions). */
export type TemplateForContract = {
  templateId: number;
  templateCode: string;
  templateVersion: number;
  templateName: string;
  watermarkId: number | null;
  terms: TermVersion[];
};

/** A VALID template for a new contract (409 otherwise), with the clauses it includes at their current version. */
export async function templateForContract(db: DbOrTx, templateId: number): Promise<TemplateForContract> {
  const row = await templateRow(db, templateId);
  if (row.status !== 'VALID') throw new AppError(409, 'contractTemplate.notValid');
  const termIds = (await templateTermRows(db, templateId)).map((t) => t.termId);
  return {
    templateId: row.id,
    templateCode: row.templateCode,
    templateVersion: row.templateVersion,
    templateName: row.templateName,
    watermarkId: row.watermarkId,
    terms: await currentTerms(db, termIds),
  };
}
