import { templateList } from '@srm/core/contract/templateLists';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { fieldError, localName } from '../../../platform/http/fieldErrors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { contractTemplates, contractTemplateTerms, contractTerms, contractWatermarks } from './schema.ts';
import { checkTemplateFile } from './templateCheck.ts';
import { uploadedFile } from './uploadedFile.ts';

/*
 * Contract templates (合同模板, issue 19 item 1) on the master-list engine, page CCT_TEMPLATE. A row is one
 * version of a template (code + version unique); only a DRAFT is saved. At save the uploaded .docx is read,
 * checked (templateCheck.ts) and copied into the row; the clauses it includes are an ordered list of the terms
 * library. Publishing, invalidating and new versions are templateStatus.ts.
 */

export const templateBinding = bindMasterList(templateList, {
  table: contractTemplates,
  columns: {
    templateCode: contractTemplates.templateCode,
    templateName: contractTemplates.templateName,
    templateNameEn: contractTemplates.templateNameEn,
    contractType: contractTemplates.contractType,
    orgId: contractTemplates.orgId,
    fileId: contractTemplates.fileId,
    watermarkId: contractTemplates.watermarkId,
    remark: contractTemplates.remark,
    templateVersion: contractTemplates.templateVersion,
  },
  codeWithin: ['templateVersion'],
  readColumns: {
    templateVersion: contractTemplates.templateVersion,
    status: contractTemplates.status,
    fileName: contractTemplates.fileName,
    placeholders: contractTemplates.placeholders,
    sourceTemplateId: contractTemplates.sourceTemplateId,
  },
  hooks: {
    beforeSave: async (tx, values, { id, lang, user, req }) => {
      let storedFileId: number | null = null;
      if (id) {
        const [stored] = await tx
          .select({
            status: contractTemplates.status,
            v: contractTemplates.templateVersion,
            f: contractTemplates.fileId,
          })
          .from(contractTemplates)
          .where(eq(contractTemplates.id, id));
        if (!stored) throw new AppError(404, 'error.notFound');
        if (stored.status !== 'DRAFT') throw new AppError(409, 'contractTemplate.notEditable');
        values.templateVersion = stored.v;
        storedFileId = stored.f;
      } else {
        values.templateVersion = 1;
      }
      const orgId = values.orgId as number | null | undefined;
      if (orgId != null && !(await orgsByIds(tx, [orgId])).has(orgId)) {
        throw fieldError(lang, 400, 'orgId', 'ref.notFound');
      }
      const watermarkId = values.watermarkId as number | null | undefined;
      if (watermarkId != null) {
        const [w] = await tx.select().from(contractWatermarks).where(eq(contractWatermarks.id, watermarkId));
        if (w?.enabledFlag !== 'Y') throw fieldError(lang, 400, 'watermarkId', 'ref.notFound');
      }
      const fileId = values.fileId as number | null | undefined;
      if (fileId == null) throw fieldError(lang, 400, 'fileId', 'contractTemplate.fileRequired');
      if (fileId === storedFileId) return; // the file checked and kept at an earlier save
      const file = await uploadedFile(tx, req, user, fileId);
      const placeholders = checkTemplateFile(lang, file);
      values.docxContent = Buffer.from(file.bytes);
      values.fileName = file.name;
      values.placeholders = JSON.stringify(placeholders);
    },
    presentRows: async (db, rows, lang) => {
      const orgs = await orgsByIds(
        db,
        rows.flatMap((r) => (typeof r.orgId === 'number' ? [r.orgId] : [])),
      );
      return rows.map((r) => {
        const org = orgs.get(r.orgId as number);
        return { ...r, orgName: org ? localName(lang, org.orgName, org.orgNameEn) : null };
      });
    },
    detail: async (db, id) => ({ terms: await templateTermRows(db, id) }),
  },
  // The clauses the template includes, in order: replaced with the row when sent.
  lines: {
    body: { termIds: z.array(idSchema).max(100).optional() },
    write: async (tx, id, body, { lang }) => {
      const termIds = body.termIds as number[] | undefined;
      if (termIds === undefined) return;
      const unique = [...new Set(termIds)];
      const found = unique.length
        ? await tx
            .select({ id: contractTerms.id, enabled: contractTerms.enabledFlag })
            .from(contractTerms)
            .where(inArray(contractTerms.id, unique))
        : [];
      const enabled = new Set(found.filter((t) => t.enabled === 'Y').map((t) => t.id));
      const missing = unique.find((termId) => !enabled.has(termId));
      if (missing !== undefined) {
        throw fieldError(lang, 400, 'termIds', 'contractTemplate.termDisabled', { code: String(missing) });
      }
      await tx.delete(contractTemplateTerms).where(eq(contractTemplateTerms.templateId, id));
      if (unique.length) {
        await tx
          .insert(contractTemplateTerms)
          .values(unique.map((termId, i) => ({ templateId: id, termId, seq: i + 1 })));
      }
    },
  },
});

/** The clauses of a template, in order, with their current title and version. */
export async function templateTermRows(db: DbOrTx, templateId: number) {
  return db
    .select({
      termId: contractTerms.id,
      termCode: contractTerms.termCode,
      termTitle: contractTerms.termTitle,
      termVersion: contractTerms.termVersion,
      enabledFlag: contractTerms.enabledFlag,
    })
    .from(contractTemplateTerms)
    .innerJoin(contractTerms, eq(contractTerms.id, contractTemplateTerms.termId))
    .where(eq(contractTemplateTerms.templateId, templateId))
    .orderBy(asc(contractTemplateTerms.seq));
}

/** The highest version of a template code. */
export async function latestVersion(db: DbOrTx, templateCode: string): Promise<number> {
  const [row] = await db
    .select({ v: max(contractTemplates.templateVersion) })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.templateCode, templateCode)));
  return row?.v ?? 0;
}
